import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions, users } from '../../db/schema.js';
import type { SessionUser } from './types.js';

/**
 * Lucia's session design: the cookie holds a random token; the database holds only its SHA-256,
 * so a leaked sessions table cannot be replayed. Expiry slides: a session used in its second half
 * is extended by a full period.
 */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const RENEW_BEFORE_MS = SESSION_TTL_MS / 2;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20); // 160 random bits
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: number, now = new Date()) {
  const session = { id: sessionIdFromToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) };
  await db.insert(authSessions).values(session);
  return session;
}

export type SessionValidation =
  { user: SessionUser; expiresAt: Date; renewed: boolean } | { user: null; expiresAt: null; renewed: false };

export async function validateSessionToken(db: Db, token: string, now = new Date()): Promise<SessionValidation> {
  const none = { user: null, expiresAt: null, renewed: false } as const;
  if (!/^[a-z2-7]{32}$/.test(token)) return none;
  const id = sessionIdFromToken(token);
  const [row] = await db
    .select({
      expiresAt: authSessions.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, id));
  if (!row) return none;
  if (now.getTime() >= row.expiresAt.getTime()) {
    await db.delete(authSessions).where(eq(authSessions.id, id));
    return none;
  }
  const user: SessionUser = { id: row.id, username: row.username, email: row.email, role: row.role };
  if (row.expiresAt.getTime() - now.getTime() < RENEW_BEFORE_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(authSessions).set({ expiresAt }).where(eq(authSessions.id, id));
    return { user, expiresAt, renewed: true };
  }
  return { user, expiresAt: row.expiresAt, renewed: false };
}

export async function invalidateSession(db: Db, token: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, sessionIdFromToken(token)));
}
