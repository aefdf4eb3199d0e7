import type { Plan } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { setClock, signUpAdministrator, startTrialAt } from './testing';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

const business = {
  id: 'business',
  name: 'Бизнес',
  price: 12900,
  periodDays: 30,
  position: 2,
  features: {
    offersLimit: 70000,
    queriesPerMonth: 400000,
    taps: true,
    colorDetection: true,
    statistics: true,
    tradeWidgets: true,
    creativeBooster: false,
  },
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  admin = await signUpAdministrator(t);
});
afterAll(() => t.close());

describe('the plans on sale', () => {
  it('lists the seeded trial and paid plans in order, without signing in', async () => {
    const call = await api(t.app).get('/sources/plans');
    expect(call.status).toBe(200);
    const plans = call.body.data as Plan[];
    expect(plans.map((p) => p.id)).toEqual(['trial', 'start', 'business', 'pro']);
    expect(plans[0]).toMatchObject({ isTrial: true, price: 0, periodDays: 14 });
    expect(plans.slice(1).every((p) => p.price > 0 && p.currency === 'RUB' && !p.isTrial)).toBe(true);
    expect(plans[1]?.features).toMatchObject({ statistics: false, tradeWidgets: false });
    expect(call.body.totalCount).toBe(4);
  });

  it('hides a plan the administrator archived', async () => {
    const archived = { ...business, id: 'old-plan', name: 'Old', archived: true };
    expect((await api(t.app, { token: admin.token }).post('/plandetails', archived)).status).toBe(200);
    const listed = (await api(t.app).get('/sources/plans')).body.data as Plan[];
    expect(listed.map((p) => p.id)).not.toContain('old-plan');
    const all = (await api(t.app, { token: admin.token }).get('/plandetails')).body.data as Plan[];
    expect(all.find((p) => p.id === 'old-plan')).toMatchObject({ archived: true, projects: 0 });
  });
});

describe('plan details (administrator)', () => {
  it('refuses plan details to anyone but the administrator', async () => {
    expect((await api(t.app).get('/plandetails')).status).toBe(401);
    expect((await api(t.app, { token: owner.token }).get('/plandetails')).status).toBe(403);
    const post = await api(t.app, { token: owner.token }).post('/plandetails', business);
    expect(post.status).toBe(403);
    const stored = (await api(t.app).get('/sources/plans')).body.data as Plan[];
    expect(stored.find((p) => p.id === 'business')?.price).toBe(9900);
  });

  it('edits a plan and gives the projects on it the new offers limit', async () => {
    const uuid = await createTestProject(api(t.app, { token: owner.token }));
    setClock(t, Date.UTC(2026, 10, 1));
    await startTrialAt(t, uuid, Date.UTC(2026, 10, 1));
    expect((await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'business' })).status).toBe(200);

    const saved = await api(t.app, { token: admin.token }).post('/plandetails', business);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: 'business', price: 12900, features: { offersLimit: 70000 } });
    const project = (await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    expect(project.offersLimit).toBe(70000);
    expect(project.planSubscription).toMatchObject({ plan: { id: 'business', features: { offersLimit: 70000 } } });
  });

  it('rejects hostile plan details field by field and changes nothing', async () => {
    const client = api(t.app, { token: admin.token });
    const before = (await client.get('/plandetails')).body.data;
    const cases: Array<[unknown, string]> = [
      [{ ...business, id: '../etc' }, 'id'],
      [{ ...business, name: '   ' }, 'name'],
      [{ ...business, price: -1 }, 'price'],
      [{ ...business, price: 1.5 }, 'price'],
      [{ ...business, periodDays: 0 }, 'periodDays'],
      [{ ...business, features: { ...business.features, offersLimit: 'many' } }, 'features.offersLimit'],
      [{ ...business, features: { ...business.features, statistics: 'yes' } }, 'features.statistics'],
      [{ ...business, features: { ...business.features, teleport: true } }, 'features.teleport'],
      [{ ...business, features: { offersLimit: 10 } }, 'features.queriesPerMonth'],
      [{ ...business, isTrial: true }, 'isTrial'],
    ];
    for (const [body, field] of cases) {
      const call = await client.post('/plandetails', body);
      expect(call.status, field).toBe(422);
      expect(Object.keys(call.body.errors ?? {}), field).toContain(field);
    }
    expect((await client.get('/plandetails')).body.data).toEqual(before);
  });

  it('keeps the trial free', async () => {
    const call = await api(t.app, { token: admin.token, lang: 'ru' }).post('/plandetails', {
      ...business,
      id: 'trial',
      periodDays: 14,
      price: 100,
    });
    expect(call.status).toBe(422);
    expect(call.body.errors?.price).toEqual(['Пробный тариф бесплатный: цена должна быть 0']);
  });
});

describe('regions', () => {
  it('lists the regions of Russia in the reader’s language for signed-in users', async () => {
    expect((await api(t.app).get('/regions')).status).toBe(401);
    const ru = (await api(t.app, { token: owner.token, lang: 'ru' }).get('/regions')).body.data as Array<{ id: string; name: string }>;
    expect(ru.find((r) => r.id === '77')?.name).toBe('Москва');
    expect(ru.length).toBeGreaterThan(80);
    const en = (await api(t.app, { token: owner.token, lang: 'en' }).get('/regions')).body.data as Array<{ id: string; name: string }>;
    expect(en.find((r) => r.id === '78')?.name).toBe('Saint Petersburg');
  });
});
