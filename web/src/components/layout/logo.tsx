import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';

export function Logo() {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-field text-lg font-extrabold tracking-tight"
      aria-label="AdForge home"
    >
      <span className="grid size-8 place-items-center rounded-field bg-primary text-primary-content" aria-hidden>
        <Sparkles className="size-4" />
      </span>
      <span>
        Ad<span className="text-primary">Forge</span>
      </span>
    </Link>
  );
}
