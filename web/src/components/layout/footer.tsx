import { Link } from 'wouter';
import { Logo } from './logo';

/** External support contact: a messaging-app profile (docs/product.md section 2, "Header and footer"). */
export const CONTACT_URL = 'https://t.me/adforge_support';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-base-300 bg-base-200/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-md text-sm text-base-content/70">
            AI-powered supplement ad creatives built for higher conversions — scroll-stopping ads for your brand in
            minutes.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 text-sm md:items-end">
          <Link href="/terms-of-service" className="link link-hover">
            Terms of Service
          </Link>
          <Link href="/privacy-policy" className="link link-hover">
            Privacy Policy
          </Link>
          <Link href="/help-center" className="link link-hover">
            Help Center
          </Link>
          <a href={CONTACT_URL} target="_blank" rel="noopener noreferrer" className="link link-hover">
            Contact
          </a>
        </nav>
      </div>
      <div className="border-t border-base-300 py-4 text-center text-xs text-base-content/70">
        © {new Date().getFullYear()} AdForge. All rights reserved.
      </div>
    </footer>
  );
}
