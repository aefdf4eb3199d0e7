import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestProject, putLiveCatalog, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { MODEL } from './evidence-sql';
import { learnProject } from './learn';
import { type Evidence, evidenceOf } from './testing';

/**
 * The model on rows written straight into the tables (the HTTP journey is in learning.test.ts):
 * attribution, position bias, rewards, floods, decay and caps, each against a fixed clock.
 */
let t: TestApp;
let uuid = '';
const NOW = new Date('2026-11-20T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() - n * 60_000);
const days = (n: number) => minutes(n * 24 * 60);
let evidence: Evidence;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t);
  uuid = await createTestProject(api(t.app, { token: owner.token }));
  const offers = Array.from({ length: 30 }, (_, i) => testOffer(`o${i + 1}`, `Offer ${i + 1}`, i >= 20 ? { categoryId: 'c2' } : {}));
  await putLiveCatalog(t.deps.db, uuid, offers);
  evidence = evidenceOf(t.deps.db, uuid);
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await evidence.clear();
});

const page = (from = 1, to = 24) => Array.from({ length: to - from + 1 }, (_, i) => `o${from + i}`);
const learn = (extra: Partial<Parameters<typeof learnProject>[1]> = {}) =>
  learnProject(t.deps.db, { uuid, days: 30, strength: 50, catalogVersion: 1, now: NOW, ...extra });
const multiplierOf = async (key: string, offerId: string, extra = {}) =>
  (await learn(extra)).find((q) => q.key === key)?.offers.find((o) => o.offerId === offerId)?.multiplier ?? 1;

/** `visitors` shoppers searched `query` (each from their own address) and saw `offers` from rank `first`. */
async function searched(query: string, visitors: number, offers = page(), options: { first?: number; at?: Date; key?: string } = {}) {
  for (let v = 0; v < visitors; v++) {
    await evidence.impression({
      userId: `${query}-v${v}`,
      address: `a-${query}-${v}`,
      query,
      key: options.key ?? query,
      offers,
      firstRank: options.first ?? 1,
      at: options.at ?? minutes(30),
    });
  }
}

describe('learning from shoppers', () => {
  it('promotes an offer shoppers clicked after searching and demotes those they passed over', async () => {
    await searched('chair', 20);
    for (let v = 0; v < 6; v++)
      await evidence.event({ type: 'click', userId: `chair-v${v}`, offerId: 'o5', query: 'chair', at: minutes(25) });
    const [chair] = await learn();
    expect(chair).toMatchObject({ key: 'chair', query: 'chair', searchers: 20, clicks: 6 });
    const o5 = chair?.offers.find((o) => o.offerId === 'o5');
    expect(o5).toMatchObject({ impressions: 20, clicks: 6, visitors: 20 });
    expect(o5?.multiplier).toBeGreaterThan(1.5);
    expect(chair?.offers[0]?.offerId).toBe('o5');
    expect(chair?.offers.find((o) => o.offerId === 'o1')?.multiplier).toBeLessThan(1);
  });

  it('leaves events outside the attribution window, of other shoppers or of other queries unattributed', async () => {
    await searched('chair', 10, page(), { at: minutes(120) });
    await evidence.event({ type: 'click', userId: 'chair-v0', offerId: 'o5', at: minutes(80) });
    await evidence.event({ type: 'click', userId: 'someone-else', offerId: 'o5', at: minutes(110) });
    await evidence.event({ type: 'click', userId: 'chair-v1', offerId: 'o5', query: 'table', at: minutes(110) });
    await evidence.event({ type: 'click', userId: 'chair-v2', offerId: 'o40', at: minutes(110) });
    expect((await learn()).find((q) => q.key === 'chair')).toBeUndefined();
  });

  it('counts a click far down the page more than one at the top, per look', async () => {
    await searched('lamp', 40);
    for (let v = 0; v < 4; v++) await evidence.event({ type: 'click', userId: `lamp-v${v}`, offerId: 'o1', at: minutes(20) });
    for (let v = 4; v < 8; v++) await evidence.event({ type: 'click', userId: `lamp-v${v}`, offerId: 'o20', at: minutes(20) });
    const lamp = (await learn()).find((q) => q.key === 'lamp');
    const top = lamp?.offers.find((o) => o.offerId === 'o1');
    const low = lamp?.offers.find((o) => o.offerId === 'o20');
    expect(low?.examined).toBeLessThan(top?.examined ?? 0);
    expect(low?.multiplier).toBeGreaterThan(top?.multiplier ?? Infinity);
  });

  it('weighs a cart addition above a click and a purchase above both', async () => {
    await searched('desk', 30);
    await evidence.event({ type: 'click', userId: 'desk-v0', offerId: 'o10', at: minutes(20) });
    await evidence.event({ type: 'cart', userId: 'desk-v1', offerId: 'o11', at: minutes(20) });
    await evidence.event({ type: 'purchase', userId: 'desk-v2', offerId: 'o12', at: minutes(5) });
    const desk = (await learn()).find((q) => q.key === 'desk');
    const m = (id: string) => desk?.offers.find((o) => o.offerId === id)?.multiplier ?? 1;
    expect(m('o11')).toBeGreaterThan(m('o10'));
    expect(m('o12')).toBeGreaterThan(m('o11'));
  });

  it('counts one shopper clicking 300 times, or one address behind many user ids, as one click', async () => {
    await searched('sofa', 30);
    // Thirty user ids behind one address search too.
    for (let u = 0; u < 30; u++) {
      await evidence.impression({ userId: `bot-${u}`, address: 'one-address', query: 'sofa', offers: page(), at: minutes(30) });
    }
    await evidence.event({ type: 'click', userId: 'sofa-v0', offerId: 'o7', at: minutes(20) });
    await evidence.event({ type: 'click', userId: 'bot-0', offerId: 'o9', at: minutes(20) });
    const o7 = await multiplierOf('sofa', 'o7');
    const o9 = await multiplierOf('sofa', 'o9');
    expect(o7).toBeGreaterThan(1);
    for (let i = 0; i < 299; i++) await evidence.event({ type: 'click', userId: 'sofa-v0', offerId: 'o7', at: minutes(20) });
    for (let u = 0; u < 30; u++) {
      for (let i = 0; i < 10; i++) await evidence.event({ type: 'click', userId: `bot-${u}`, offerId: 'o9', at: minutes(20) });
    }
    const sofa = (await learn()).find((q) => q.key === 'sofa');
    expect(sofa?.offers.find((o) => o.offerId === 'o7')).toMatchObject({ clicks: 1, multiplier: expect.closeTo(o7, 6) });
    expect(sofa?.offers.find((o) => o.offerId === 'o9')).toMatchObject({ clicks: 1, multiplier: expect.closeTo(o9, 6) });
  });

  it('learns nothing from one shopper alone: a second one acting makes the query learn', async () => {
    await searched('lamp', 1);
    await evidence.event({ type: 'click', userId: 'lamp-v0', offerId: 'o5', at: minutes(20) });
    expect((await learn()).find((q) => q.key === 'lamp')).toBeUndefined();
    await searched('lamp', 2);
    await evidence.event({ type: 'click', userId: 'lamp-v1', offerId: 'o5', at: minutes(20) });
    expect(await multiplierOf('lamp', 'o5')).toBeGreaterThan(1);
  });

  it('counts events naming a query without an impression as a tenth of a visitor, half a visitor at most', async () => {
    await searched('bed', 40);
    for (let v = 0; v < 8; v++) await evidence.event({ type: 'click', userId: `bed-v${v}`, offerId: 'o2', at: minutes(20) });
    const unseen = await multiplierOf('bed', 'o4');
    for (let u = 0; u < 200; u++)
      await evidence.event({ type: 'click', userId: `stranger-${u}`, offerId: 'o4', query: 'Bed ', at: minutes(20) });
    const strangers = await multiplierOf('bed', 'o4');
    await t.deps.db.query(`delete from tracker_events where source_uuid = $1 and user_id like 'stranger-%'`, [uuid]);
    await evidence.event({ type: 'click', userId: 'bed-v30', offerId: 'o4', at: minutes(20) });
    const shopper = await multiplierOf('bed', 'o4');
    // Two hundred strangers' clicks lift the offer less than one shopper's click after a search.
    expect(strangers).toBeGreaterThan(unseen);
    expect(strangers).toBeLessThan(shopper);
  });

  it('lets evidence fade with age and forgets it outside the window', async () => {
    await searched('rug', 20, page(), { at: days(1) });
    for (let v = 0; v < 5; v++)
      await evidence.event({ type: 'click', userId: `rug-v${v}`, offerId: 'o6', at: new Date(days(1).getTime() + 60_000) });
    const fresh = await multiplierOf('rug', 'o6');
    const aged = await multiplierOf('rug', 'o6', { now: new Date(NOW.getTime() + 25 * 86_400_000) });
    const gone = await multiplierOf('rug', 'o6', { now: new Date(NOW.getTime() + 30 * 86_400_000) });
    expect(fresh).toBeGreaterThan(aged);
    expect(aged).toBeGreaterThan(1);
    expect(gone).toBe(1);
  });

  it('learns nothing at strength 0 and twice as far at 100', async () => {
    await searched('vase', 20);
    for (let v = 0; v < 5; v++) await evidence.event({ type: 'click', userId: `vase-v${v}`, offerId: 'o8', at: minutes(20) });
    const half = await multiplierOf('vase', 'o8');
    expect(await multiplierOf('vase', 'o8', { strength: 0 })).toBe(1);
    expect(await multiplierOf('vase', 'o8', { strength: 100 })).toBeCloseTo(Math.min(MODEL.maxMultiplier, half ** 2), 6);
  });

  it('learns the categories at least three clicking addresses chose', async () => {
    await searched('shelf', 20, page(15, 30));
    const clicks: Array<[number, string]> = [
      [0, 'o21'],
      [1, 'o22'],
      [2, 'o23'],
      [3, 'o15'],
    ];
    for (const [v, offerId] of clicks) await evidence.event({ type: 'click', userId: `shelf-v${v}`, offerId, at: minutes(20) });
    const shelf = (await learn()).find((q) => q.key === 'shelf');
    expect(shelf?.categories).toEqual([
      { id: 'c2', share: expect.closeTo(0.75, 6) },
      { id: 'c1', share: expect.closeTo(0.25, 6) },
    ]);
  });

  it('keeps no more offers per query and queries per project than the caps', async () => {
    for (const query of ['q1', 'q2', 'q3']) {
      await searched(query, 10 + query.length);
      for (let v = 0; v < 3; v++) await evidence.event({ type: 'click', userId: `${query}-v${v}`, offerId: `o${v + 2}`, at: minutes(20) });
    }
    const capped = await learn({ offersPerQuery: 5, queriesPerProject: 2 });
    expect(capped).toHaveLength(2);
    for (const query of capped) expect(query.offers.length).toBeLessThanOrEqual(5);
  });
});
