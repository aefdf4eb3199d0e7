import { randomUUID } from 'node:crypto';
import { ADMIN_PERMISSION, ownerPermissions } from '@vitrina/contracts';
import type { Db } from './db/database';
import { DEMO_EMAIL, DEMO_PASSWORD } from './demo-account';
import { confirmUser, findUserByEmail, grantPermissions, hashPassword, insertUser, setPassword } from './modules/accounts';
import { enqueueFeedLoad } from './modules/jobs';
import { insertSource } from './modules/sources';

export { DEMO_EMAIL, DEMO_PASSWORD };

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

/** DEMO=1: the demo user a visitor can sign in with, owning a demo shop loaded from samples/. */
export async function seedDemo(db: Db, publicUrl: string): Promise<void> {
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  const userId = existing?.id ?? (await ensureUser(db, DEMO_EMAIL, DEMO_PASSWORD, 'Demo'));
  const owned = await db.query('select 1 from sources where owner_id = $1 and deleted_at is null limit 1', [userId]);
  if (owned.length) return;
  const uuid = randomUUID();
  await db.transaction(async (tx) => {
    await insertSource(tx, {
      uuid,
      ownerId: userId,
      name: 'Демо-магазин',
      siteUrl: 'https://demo.vitrina.local/',
      feedFormat: 'YML',
      feedUrls: [`${publicUrl}/samples/demo-feed.xml`],
      status: 'wait',
      fields: {
        description: 'Электроника, техника, одежда и спорт: 2 990 товаров',
        locale: 'ru',
        languages: ['ru', 'en'],
        feedUpdateFrequency: 'daily',
        selector: '#search',
        widgetSettings: { kind: 'v3', selector: '#search', locale: 'ru' },
      },
    });
    // The demo feed keeps ratings and review counts in params of these names.
    await tx.query('update sources set settings = $2::jsonb where uuid = $1', [
      uuid,
      JSON.stringify({ ratingField: 'Рейтинг', reviewCountField: 'Отзывы', selector: '#search' }),
    ]);
    await grantPermissions(tx, userId, ownerPermissions(uuid));
    await enqueueFeedLoad(tx, uuid);
  });
}
