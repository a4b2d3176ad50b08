import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useAdminAuth } from '../api/get-admin-auth';

/**
 * docs/product.md section 2: every /admin path but /admin/login shows a spinner while the admin check
 * runs, the page only for an administrator, and otherwise redirects to /admin/login.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const auth = useAdminAuth();

  useEffect(() => {
    if (auth.isError)
      toast({ title: 'Authentication Error', description: 'Please log in again', variant: 'destructive' });
  }, [auth.isError]);

  if (auth.isPending) return <PageSpinner label="Checking access" />;
  if (auth.isError || !auth.data?.isAdmin) return <Redirect to="/admin/login" replace />;
  return <>{children}</>;
}
