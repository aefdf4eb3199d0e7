import { DAY_MS, PLAN_WARNING_MS } from '@vitrina/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { readPlan, setClock, signUpAdministrator, startTrialAt } from './testing';

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let stranger: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let uuid = '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  stranger = await signUp(t);
  admin = await signUpAdministrator(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  setClock(t, T0);
  uuid = await createTestProject(api(t.app, { token: owner.token }));
});

describe('a project’s plan', () => {
  it('answers 404 while the project has no plan, and null in the client form', async () => {
    const { status, body } = await readPlan(t, owner.token, uuid);
    expect(status).toBe(404);
    expect(body.message).toBe('The project has no plan yet');
    const project = (await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    expect(project).toMatchObject({ planSubscription: null, planName: null });
  });

  it('goes from active to expiring soon to expired as the clock passes the trial’s end', async () => {
    await startTrialAt(t, uuid, T0);
    const endsAt = T0 + 14 * DAY_MS;
    expect((await readPlan(t, owner.token, uuid)).plan).toMatchObject({
      plan: { id: 'trial', isTrial: true },
      startsAt: T0,
      endsAt,
      state: 'active',
      unpaid: false,
    });
    setClock(t, endsAt - PLAN_WARNING_MS - 1);
    expect((await readPlan(t, owner.token, uuid)).plan.state).toBe('active');
    setClock(t, endsAt - PLAN_WARNING_MS);
    expect((await readPlan(t, owner.token, uuid)).plan.state).toBe('expiringSoon');
    setClock(t, endsAt);
    expect((await readPlan(t, owner.token, uuid)).plan.state).toBe('expired');
    const project = (await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    // Built-in plans are named in the request's language (the test client asks in English).
    expect(project).toMatchObject({ planName: 'Trial', planSubscription: { endsAt, plan: { features: { offersLimit: 100000 } } } });
  });

  it('starts a paid period on a change, renews from the end when the same plan is chosen again, and invoices each period', async () => {
    await startTrialAt(t, uuid, T0);
    setClock(t, T0 + 3 * DAY_MS);
    const changed = await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'start' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      plan: { id: 'start' },
      startsAt: T0 + 3 * DAY_MS,
      endsAt: T0 + 33 * DAY_MS,
      state: 'active',
    });
    setClock(t, T0 + 30 * DAY_MS);
    const renewed = await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'start' });
    expect(renewed.body.data).toMatchObject({ startsAt: T0 + 3 * DAY_MS, endsAt: T0 + 63 * DAY_MS, state: 'active' });
    setClock(t, T0 + 100 * DAY_MS);
    expect((await readPlan(t, owner.token, uuid)).plan.state).toBe('expired');
    const restored = await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'start' });
    expect(restored.body.data).toMatchObject({ startsAt: T0 + 100 * DAY_MS, endsAt: T0 + 130 * DAY_MS, state: 'active' });
    const history = await t.deps.db.query<{ kind: string; price: number }>(
      'select kind, price from plan_changes where source_uuid = $1 order by id',
      [uuid],
    );
    expect(history).toEqual([
      { kind: 'trial', price: 0 },
      { kind: 'change', price: 2990 },
      { kind: 'renewal', price: 2990 },
      { kind: 'renewal', price: 2990 },
    ]);
    const invoices = (await api(t.app, { token: owner.token }).get(`/finance/invoices/${uuid}`)).body.data as Array<
      Record<string, unknown>
    >;
    expect(invoices).toHaveLength(3);
    expect(invoices).toContainEqual(
      expect.objectContaining({
        sum: 2990,
        state: 'notPaid',
        periodStart: T0 + 33 * DAY_MS,
        periodEnd: T0 + 63 * DAY_MS,
        name: '“Start” plan from 12/05/2026 to 01/04/2027',
      }),
    );
  });

  it('gives the project the new plan’s offers limit and reloads a loaded feed so it applies', async () => {
    await startTrialAt(t, uuid, T0);
    await t.deps.db.query(`update sources set source_status = 'success' where uuid = $1`, [uuid]);
    await t.deps.db.query(`delete from jobs where payload->>'sourceUuid' = $1`, [uuid]);
    await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: uuid, planId: 'start' });
    const project = (await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    expect(project).toMatchObject({ offersLimit: 5000, sourceStatus: 'wait', planName: 'Start' });
    const jobs = await t.deps.db.query(`select 1 from jobs where state = 'queued' and payload->>'sourceUuid' = $1`, [uuid]);
    expect(jobs).toHaveLength(1);
  });

  it('refuses the trial, unknown and hostile plan ids, and changes nothing', async () => {
    await startTrialAt(t, uuid, T0);
    const client = api(t.app, { token: owner.token, lang: 'ru' });
    const cases: Array<[unknown, string, string]> = [
      [{ sourceId: uuid, planId: 'trial' }, 'planId', 'Пробный период начинается сам после первой загрузки фида; выберите платный тариф'],
      [{ sourceId: uuid, planId: 'platinum' }, 'planId', 'Такого тарифа нет'],
      [{ sourceId: uuid, planId: "start' or '1'='1" }, 'planId', 'Такого тарифа нет'],
      [{ sourceId: uuid, planId: 42 }, 'planId', 'Некорректное значение'],
      [{ sourceId: uuid }, 'planId', ''],
      [{ sourceId: uuid, planId: 'start', price: 0 }, 'price', ''],
    ];
    for (const [body, field, message] of cases) {
      const call = await client.post('/changePlan', body);
      expect(call.status, JSON.stringify(body)).toBe(422);
      expect(call.body.errors?.[field], JSON.stringify(body)).toBeDefined();
      if (message) expect(call.body.errors?.[field]).toEqual([message]);
    }
    expect((await readPlan(t, owner.token, uuid)).plan.plan.id).toBe('trial');
  });

  it('lets only those who may edit the project change its plan, and only those who may view it read it', async () => {
    await startTrialAt(t, uuid, T0);
    expect((await api(t.app).post('/changePlan', { sourceId: uuid, planId: 'start' })).status).toBe(401);
    expect((await api(t.app, { token: stranger.token }).post('/changePlan', { sourceId: uuid, planId: 'start' })).status).toBe(403);
    expect((await readPlan(t, stranger.token, uuid)).status).toBe(403);
    await t.deps.db.query(`insert into permissions (user_id, permission) values ($1, $2)`, [stranger.user.id, `sources.view.${uuid}`]);
    expect((await readPlan(t, stranger.token, uuid)).status).toBe(200);
    expect((await api(t.app, { token: stranger.token }).post('/changePlan', { sourceId: uuid, planId: 'start' })).status).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: missing, planId: 'start' })).status).toBe(404);
    expect((await api(t.app, { token: owner.token }).post('/changePlan', { sourceId: 'not-a-uuid', planId: 'start' })).status).toBe(404);
    expect((await readPlan(t, owner.token, uuid)).plan.plan.id).toBe('trial');
  });
});

describe('the administrator’s subscription changes', () => {
  it('marks a project unpaid, which sets its feed status, and paid again, which reloads the feed', async () => {
    await startTrialAt(t, uuid, T0);
    const client = api(t.app, { token: admin.token });
    const unpaid = await client.patch('/plan/subscription', { sourceId: uuid, unpaid: true });
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.data).toMatchObject({ unpaid: true, state: 'unpaid' });
    let project = (await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    expect(project).toMatchObject({ sourceStatus: 'unpaid', planSubscription: { unpaid: true } });
    const paid = await client.patch('/plan/subscription', { sourceId: uuid, unpaid: false });
    expect(paid.body.data).toMatchObject({ unpaid: false, state: 'active' });
    project = (await api(t.app, { token: owner.token }).get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    expect(project.sourceStatus).toBe('wait');
  });

  it('moves the end of the period', async () => {
    await startTrialAt(t, uuid, T0);
    const endsAt = T0 + 2 * DAY_MS;
    const moved = await api(t.app, { token: admin.token }).patch('/plan/subscription', { sourceId: uuid, endsAt });
    expect(moved.body.data).toMatchObject({ endsAt, state: 'expiringSoon' });
  });

  it('refuses subscription changes to owners and bad values to everyone', async () => {
    await startTrialAt(t, uuid, T0);
    expect((await api(t.app, { token: owner.token }).patch('/plan/subscription', { sourceId: uuid, unpaid: false })).status).toBe(403);
    const client = api(t.app, { token: admin.token });
    for (const body of [
      { sourceId: uuid },
      { sourceId: uuid, endsAt: 'tomorrow' },
      { sourceId: uuid, endsAt: -5 },
      { sourceId: uuid, unpaid: 'no' },
      { sourceId: uuid, plan: 'pro' },
    ]) {
      expect((await client.patch('/plan/subscription', body)).status, JSON.stringify(body)).toBe(422);
    }
    const other = await createTestProject(api(t.app, { token: owner.token }));
    expect((await client.patch('/plan/subscription', { sourceId: other, unpaid: true })).status).toBe(404);
    expect((await readPlan(t, owner.token, uuid)).plan).toMatchObject({ unpaid: false, endsAt: T0 + 14 * DAY_MS });
  });
});
