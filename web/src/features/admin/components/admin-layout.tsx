import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';

/** The admin area's own frame: no marketing header or footer. */
export function AdminLayout({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="min-h-screen bg-base-200/60">
      <header className="border-b border-base-300 bg-base-100">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
          <div className="flex items-center gap-3">
            <Logo />
            <span className="badge badge-neutral badge-sm">Admin</span>
          </div>
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
