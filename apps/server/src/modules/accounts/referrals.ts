import { randomBytes } from 'node:crypto';
import type { Queryable as Db } from '../../db/database';

// Letters and digits that cannot be confused when read aloud or retyped.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE = /^[a-z0-9]{4,32}$/;

function newCode(): string {
  return [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** The user's referral code, created on first use and never changed afterwards. */
export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const [row] = await db.query<{ referral_code: string }>(
        'update users set referral_code = coalesce(referral_code, $2) where id = $1 returning referral_code',
        [userId, newCode()],
      );
      if (row) return row.referral_code;
      throw new Error(`no user ${userId}`);
    } catch (error) {
      // A clash with another user's code is a unique violation: draw again.
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }
  throw new Error('could not draw a free referral code');
}

/**
 * Records who referred a new account. An unknown or own code is ignored: a stale link must not
 * stop anybody from signing up, and the referrer is set once only.
 */
export async function recordReferrer(db: Db, userId: string, code: string | undefined): Promise<void> {
  const normalized = code?.trim().toLowerCase() ?? '';
  if (!CODE.test(normalized)) return;
  await db.query(
    `update users set referred_by = r.id from users r
     where users.id = $1 and users.referred_by is null and r.referral_code = $2 and r.id <> $1`,
    [userId, normalized],
  );
}

export interface ReferredProject {
  uuid: string;
  name: string;
  siteUrl: string;
  createdAt: number;
  plan: string | null;
  /** Payments received from the project (paid invoices), roubles. */
  paid: number;
  /** The partner's reward from those payments, roubles (REWARD_RATES). */
  reward: number;
}

/**
 * The partner's share of each payment, as the partnership terms state: 20% of payments made in
 * the referred project's first year, 10% after. A payment is dated by its act (issued when the
 * invoice is marked paid).
 */
export const REWARD_RATES = { firstYear: 0.2, later: 0.1 } as const;

/**
 * Projects referred by the user: those owned by accounts that signed up through the user's link,
 * and those an administrator attributed to one of the user's projects (referred_by_project_uuid).
 */
export async function referredProjects(db: Db, userId: string): Promise<ReferredProject[]> {
  const rows = await db.query<{
    uuid: string;
    name: string;
    site_url: string;
    created_at: Date;
    plan: string | null;
    paid_first_year: string | null;
    paid_later: string | null;
  }>(
    `select s.uuid, s.name, s.site_url, s.created_at, p.name as plan, pay.first_year as paid_first_year, pay.later as paid_later
       from sources s
       join users o on o.id = s.owner_id
       left join admin_forms f on f.source_uuid = s.uuid
       left join plan_subscriptions ps on ps.source_uuid = s.uuid
       left join plans p on p.id = ps.plan_id
       left join lateral (
         select sum(i.sum) filter (where coalesce(a.created_at, i.created_at) < s.created_at + interval '1 year') as first_year,
                sum(i.sum) filter (where coalesce(a.created_at, i.created_at) >= s.created_at + interval '1 year') as later
           from finance_documents i
           left join finance_documents a on a.invoice_id = i.id and a.kind = 'report'
          where i.source_uuid = s.uuid and i.kind = 'invoice' and i.state = 'paid') pay on true
      where s.deleted_at is null and s.owner_id <> $1
        and (o.referred_by = $1
             or (f.form->>'referred_by_project_uuid') in (select mine.uuid::text from sources mine where mine.owner_id = $1 and mine.deleted_at is null))
      order by s.created_at desc, s.uuid`,
    [userId],
  );
  return rows.map((row) => {
    const firstYear = Number(row.paid_first_year ?? 0);
    const later = Number(row.paid_later ?? 0);
    return {
      uuid: row.uuid,
      name: row.name,
      siteUrl: row.site_url,
      createdAt: new Date(row.created_at).getTime(),
      plan: row.plan,
      paid: roundKopecks(firstYear + later),
      reward: roundKopecks(firstYear * REWARD_RATES.firstYear + later * REWARD_RATES.later),
    };
  });
}

function roundKopecks(roubles: number): number {
  return Math.round(roubles * 100) / 100;
}
