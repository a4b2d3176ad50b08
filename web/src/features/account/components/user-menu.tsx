import { ChevronDown, LogOut, Plus, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useLogout } from '../api/logout';

/** The signed-in user's menu: username, Create Ads, Log out (docs/product.md section 2, "Header and footer"). */
export function UserMenu({ username }: { username: string }) {
  const logout = useLogout();
  const details = useRef<HTMLDetailsElement>(null);
  const close = () => details.current?.removeAttribute('open');

  // A native <details> stays open on its own: close it on a click elsewhere or on Escape.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (details.current && !details.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && details.current?.open) {
        close();
        details.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <details ref={details} className="dropdown dropdown-end">
      <summary
        className="btn btn-ghost gap-2 normal-case"
        data-testid="user-menu"
        aria-label={`Account menu for ${username}`}
      >
        <UserRound className="size-4" aria-hidden />
        <span className="max-w-32 truncate">{username}</span>
        <ChevronDown className="size-4" aria-hidden />
      </summary>
      <ul className="menu dropdown-content z-50 mt-2 w-52 rounded-box border border-base-300 bg-base-100 p-2 shadow-lg">
        <li>
          <Link href="/select-style" onClick={close}>
            <Plus className="size-4" aria-hidden />
            Create Ads
          </Link>
        </li>
        <li>
          <button
            type="button"
            disabled={logout.isPending}
            onClick={() => {
              close();
              logout.mutate();
            }}
          >
            <LogOut className="size-4" aria-hidden />
            Log out
          </button>
        </li>
      </ul>
    </details>
  );
}
