import { ADMIN_PERMISSION } from '@vitrina/contracts';
import type { Db } from './db/database';
import { hashPassword } from './modules/accounts/passwords';
import { confirmUser, findUserByEmail, grantPermissions, insertUser, setPassword } from './modules/accounts/store';

export const DEMO_EMAIL = 'demo@vitrina.local';
export const DEMO_PASSWORD = 'demo12345';

/** Makes sure a confirmed user with this password exists; returns its id. */
async function ensureUser(db: Db, email: string, password: string, name: string): Promise<string> {
  const existing = await findUserByEmail(db, email.toLowerCase());
  const passwordHash = await hashPassword(password);
  if (existing) {
    await setPassword(db, existing.id, passwordHash);
    await confirmUser(db, existing.id);
    return existing.id;
  }
  const row = await insertUser(db, {
    email: email.toLowerCase(),
    name,
    phoneNumber: null,
    passwordHash,
    isCompany: false,
    locale: 'ru',
    confirmed: true,
  });
  return row.id;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: that user exists, confirmed, with permission '*'. */
export async function seedAdmin(db: Db, email: string, password: string): Promise<void> {
  const id = await ensureUser(db, email, password, 'Administrator');
  await grantPermissions(db, id, [ADMIN_PERMISSION]);
}

/** DEMO=1: the demo user a visitor can sign in with. */
export async function seedDemo(db: Db): Promise<void> {
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing) return;
  await ensureUser(db, DEMO_EMAIL, DEMO_PASSWORD, 'Demo');
}
