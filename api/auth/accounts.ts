import { sql } from 'drizzle-orm';
import type { Response } from 'express';
import type { UserDto } from '../../contract/auth.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { badRequest } from '../lib/http-error.js';
import { setSessionCookie } from './middleware.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password.js';
import { createSession, generateSessionToken } from './sessions.js';
import type { SessionUser } from './types.js';

/**
 * The one answer for a username or an e-mail that is taken (decision 064): it never says which,
 * so an e-mail address cannot be tested for an account with a fresh username.
 */
export const ACCOUNT_TAKEN = 'This username or email cannot be used. Please choose another or log in.';

export function toUserDto(user: SessionUser): UserDto {
  return { id: user.id, username: user.username, email: user.email, isAdmin: user.role === 'admin' };
}

export function findUserByUsername(db: Db, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .then((rows) => rows[0]);
}

/** Postgres unique violations (PGlite and postgres-js, possibly wrapped by Drizzle). */
function uniqueViolation(err: unknown): string | undefined {
  for (
    let e = err as
      { code?: string; constraint?: string; constraint_name?: string; message?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? e.constraint_name ?? e.message ?? '';
  }
  return undefined;
}

/**
 * Usernames and e-mails are unique case-insensitively. A refusal is one 400 (ACCOUNT_TAKEN) for
 * either, and costs what a sign-up costs: the password is hashed first, whatever happens next, so
 * the answer's timing tells nothing either (tests/hostile/second-round.test.ts).
 */
export async function registerUser(
  db: Db,
  input: { username: string; email: string; password: string },
): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  // One statement whether or not the names are free: the insert itself is the check.
  try {
    const [row] = await db
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash })
      .returning();
    return { id: row.id, username: row.username, email: row.email, role: row.role };
  } catch (err) {
    if (uniqueViolation(err) === undefined) throw err;
    throw badRequest(ACCOUNT_TAKEN);
  }
}

/** The user when the password matches; null otherwise, in the same time whether or not the user exists. */
export async function authenticate(db: Db, username: string, password: string): Promise<SessionUser | null> {
  const row = await findUserByUsername(db, username);
  const ok = row ? await verifyPassword(row.passwordHash, password) : await burnPasswordCheck(password);
  if (!row || !ok) return null;
  return { id: row.id, username: row.username, email: row.email, role: row.role };
}

export async function startSession(db: Db, res: Response, userId: number, isProduction: boolean) {
  const token = generateSessionToken();
  const session = await createSession(db, token, userId);
  setSessionCookie(res, token, session.expiresAt, isProduction);
}
