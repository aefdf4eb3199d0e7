import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, codeFromMail, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { grantPermissions } from '../accounts';
import { createInvoice, payInvoice } from '../finance';

let t: TestApp;
let partner: Awaited<ReturnType<typeof signUp>>;
let partnerApi: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  partner = await signUp(t);
  partnerApi = api(t.app, { token: partner.token });
});
afterAll(() => t.close());

/** Signs up through a referral link, as the /signup?ref= form does. */
async function signUpWithRef(ref: string) {
  const email = `referred-${Math.random().toString(36).slice(2)}@example.com`;
  const client = api(t.app);
  const registered = await client.post('/register', {
    name: 'Referred',
    email,
    phoneNumber: '+79161234567',
    password: 'secret123',
    locale: 'en',
    ref,
  });
  expect(registered.status).toBe(201);
  const confirmed = await client.post('/register/confirm', { token: codeFromMail(t.mails, email), email, locale: 'en' });
  return api(t.app, { token: (confirmed.body.data as { accessToken: string }).accessToken });
}

async function partnership(caller = partnerApi) {
  const answer = await caller.get('/partnership');
  expect(answer.status).toBe(200);
  return answer.body.data as {
    code: string;
    link: string;
    projects: Array<{ uuid: string; name: string; plan: string | null; paid: number; reward: number }>;
    totals: { paid: number; reward: number };
  };
}

describe('the referral programme', () => {
  it('gives every user one stable referral link to the sign-up page', async () => {
    const first = await partnership();
    expect(first.code).toMatch(/^[a-z0-9]{10}$/);
    expect(first.link).toBe(`${t.deps.config.publicUrl}/signup?ref=${first.code}`);
    expect((await partnership()).code).toBe(first.code);
    const other = await partnership(api(t.app, { token: (await signUp(t)).token }));
    expect(other.code).not.toBe(first.code);
  });

  it('lists the projects of accounts that signed up through the link, newest first', async () => {
    const { code } = await partnership();
    const referred = await signUpWithRef(code.toUpperCase());
    const first = await createTestProject(referred, 'Referred shop');
    const second = await createTestProject(referred, 'Second referred shop');
    await createTestProject(partnerApi, 'Own shop');
    const { projects } = await partnership();
    expect(projects.map((p) => p.uuid)).toEqual([second, first]);
    expect(projects[0]).toMatchObject({ name: 'Second referred shop', plan: null });
  });

  it('ignores an unknown code instead of refusing the sign-up', async () => {
    const stranger = await signUpWithRef('nosuchcode');
    const project = await createTestProject(stranger, 'Nobody referred me');
    expect((await partnership()).projects.map((p) => p.uuid)).not.toContain(project);
  });

  it('counts a project an administrator attributed to one of the partner projects', async () => {
    const own = await createTestProject(partnerApi, 'Partner agency');
    const clientApi = api(t.app, { token: (await signUp(t)).token });
    const attributed = await createTestProject(clientApi, 'Agency client');
    const admin = await signUp(t);
    await grantPermissions(t.deps.db, admin.user.id, ['*']);
    const adminApi = api(t.app, { token: admin.token });
    const form = (await adminApi.get(`/sources/${attributed}/administrator`)).body.data as Record<string, unknown>;
    const saved = await adminApi.put(`/sources/${attributed}/administrator`, {
      ...form,
      products: ['search'],
      referred_by_project_uuid: own,
    });
    expect(saved.status).toBe(200);
    expect((await partnership()).projects.map((p) => p.uuid)).toContain(attributed);
  });

  it('counts rewards from paid invoices only: 20% in the first year of the project, 10% after', async () => {
    const { code } = await partnership();
    const referred = await signUpWithRef(code);
    const young = await createTestProject(referred, 'Young shop');
    const old = await createTestProject(referred, 'Old shop');
    const period = { periodStart: new Date('2026-11-01'), periodEnd: new Date('2026-12-01') };
    const paid = await createInvoice(t.deps.db, young, { name: 'Business, month', sum: 1990.5, ...period });
    await payInvoice(t.deps.db, paid.id);
    await createInvoice(t.deps.db, young, { name: 'Business, next month', sum: 5000, ...period });
    // The old project was created two years ago: its payment today falls after its first year.
    await t.deps.db.query(`update sources set created_at = now() - interval '2 years' where uuid = $1`, [old]);
    await payInvoice(t.deps.db, (await createInvoice(t.deps.db, old, { name: 'Pro, month', sum: 1000, ...period })).id);
    const before = await partnership();
    const byUuid = new Map(before.projects.map((p) => [p.uuid, p]));
    expect(byUuid.get(young)).toMatchObject({ paid: 1990.5, reward: 398.1 });
    expect(byUuid.get(old)).toMatchObject({ paid: 1000, reward: 100 });
    const others = before.projects.filter((p) => p.uuid !== young && p.uuid !== old);
    expect(before.totals.paid).toBe(2990.5 + others.reduce((sum, p) => sum + p.paid, 0));
    expect(before.totals.reward).toBe(498.1 + others.reduce((sum, p) => sum + p.reward, 0));
  });

  it('refuses a stranger and a too long code', async () => {
    expect((await api(t.app).get('/partnership')).status).toBe(401);
    const long = await api(t.app).post('/register', {
      name: 'x',
      email: 'long-ref@example.com',
      phoneNumber: '+79161234567',
      password: 'secret123',
      ref: 'x'.repeat(65),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toHaveProperty('ref');
  });
});
