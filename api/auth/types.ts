/**
 * The signed-in user as the API sees it. The session middleware (api/auth/) puts it on
 * `res.locals.user` for every /api request: a SessionUser, or null when logged out.
 */
export type SessionUser = { id: number; username: string; email: string; role: 'user' | 'admin' };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      user?: SessionUser | null;
      /** Random id of an anonymous browser (cookie), used for the anonymous sample quota. */
      visitorId?: string;
    }
  }
}
