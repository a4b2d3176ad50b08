import { Link } from 'wouter';
import { useUser } from '@/features/account/api/get-user';
import { Logo } from '@/components/layout/logo';
import { UserMenu } from '@/features/account/components/user-menu';

export function Header() {
  const { data: user, isPending } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b border-base-300/70 bg-base-100/90 backdrop-blur">
      <nav className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4" aria-label="Main">
        <Logo />
        {/* Fixed-width slot while the user query runs, so the header does not jump. */}
        <div className="flex min-w-40 items-center justify-end gap-2">
          {isPending ? null : user ? (
            <UserMenu username={user.username} />
          ) : (
            <>
              <Link href="/auth" className="btn btn-ghost btn-sm sm:btn-md">
                Login
              </Link>
              <Link href="/select-style" className="btn btn-primary btn-sm sm:btn-md">
                Start Generating
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
