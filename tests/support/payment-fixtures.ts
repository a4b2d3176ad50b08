import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { generationSessions, purchases, users } from '../../db/schema.js';
import { hashPassword } from '../../api/auth/password.js';

/** Test data made straight in the database (the sample pipeline has its own tests). */
export async function insertGenerationSession(db: Db, productName = 'Vital Greens'): Promise<string> {
  const id = randomUUID();
  await db.insert(generationSessions).values({ id, productName, productDescription: `${productName} powder` });
  return id;
}

export async function insertUser(
  db: Db,
  user: { username: string; email: string; password: string; role?: 'user' | 'admin' },
) {
  const [row] = await db
    .insert(users)
    .values({
      username: user.username,
      email: user.email,
      passwordHash: await hashPassword(user.password),
      role: user.role ?? 'user',
    })
    .returning();
  return row;
}

export async function insertPurchase(db: Db, values: Partial<typeof purchases.$inferInsert> & { sessionId: string }) {
  const id = values.id ?? randomUUID();
  await db.insert(purchases).values({
    amount: 1099,
    packageName: 'standard',
    quantity: 10,
    customerEmail: 'buyer@example.com',
    customerName: 'Buyer',
    ...values,
    id,
  });
  return id;
}
