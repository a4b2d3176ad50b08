import type { CookieOptions, Request } from 'express';

export const SESSION_COOKIE = 'adforge_session';
export const VISITOR_COOKIE = 'adforge_visitor';

/** Reads one cookie from the request header (no cookie-parser dependency for two cookies). */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** HttpOnly, SameSite=Lax, Secure in production (docs/product.md section 10, Lucia's cookie advice). */
export function cookieOptions(isProduction: boolean, maxAgeMs: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: isProduction, path: '/', maxAge: maxAgeMs };
}
