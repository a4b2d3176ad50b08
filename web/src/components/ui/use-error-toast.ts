import { useEffect } from 'react';
import { errorMessage } from '@/lib/error-message';
import { toast } from './toast';

/** Shows one destructive toast when a query fails (docs/product.md section 8 titles, "<status>: <body>" text). */
export function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (error) toast({ title, description: errorMessage(error), variant: 'destructive' });
  }, [error, title]);
}
