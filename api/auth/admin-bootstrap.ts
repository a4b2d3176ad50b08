import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { findUserByUsername } from './accounts.js';
import { hashPassword, verifyPassword } from './password.js';

/**
 * Makes ADMIN_USERNAME an administrator whose password is ADMIN_PASSWORD, on every start, so
 * changing the variable rotates the password. (Production refuses the default password in config.)
 */
export async function ensureAdminUser(
  db: Db,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'>,
): Promise<{ id: number; created: boolean }> {
  const username = config.ADMIN_USERNAME.trim();
  const existing = await findUserByUsername(db, username);
  if (existing) {
    const samePassword = await verifyPassword(existing.passwordHash, config.ADMIN_PASSWORD);
    const passwordHash = samePassword ? existing.passwordHash : await hashPassword(config.ADMIN_PASSWORD);
    if (!samePassword || existing.role !== 'admin') {
      await db.update(users).set({ role: 'admin', passwordHash }).where(eq(users.id, existing.id));
    }
    return { id: existing.id, created: false };
  }
  const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
  const email = await freeAdminEmail(db, username);
  const [row] = await db
    .insert(users)
    .values({ username, email, passwordHash, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (row) return { id: row.id, created: true };
  // Another process bootstrapped the same admin at the same moment.
  const again = await findUserByUsername(db, username);
  if (!again) throw new Error(`could not create the admin user "${username}"`);
  return { id: again.id, created: false };
}

/** The admin needs an e-mail (unique, not null); a local placeholder that no one registered. */
async function freeAdminEmail(db: Db, username: string): Promise<string> {
  const local = username.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'admin';
  for (let n = 0; ; n++) {
    const email = `${local}${n ? `+${n}` : ''}@admin.adforge.local`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (!taken) return email;
  }
}
