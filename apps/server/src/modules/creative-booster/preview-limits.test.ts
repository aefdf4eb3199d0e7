import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject, putLiveCatalog, testOffer } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { startTrialAt } from '../plans/testing';
import { type RenderPool, useRenderPool } from './render-pool';
import { BANNER_SVG, uploadTemplate } from './testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A user with a project on a trial (the booster is in it), one live offer and the banner template. */
async function userWithTemplate() {
  const user = await signUp(t);
  const uuid = await createTestProject(api(t.app, { token: user.token }), 'Creatives');
  await startTrialAt(t, uuid, Date.now());
  await putLiveCatalog(t.deps.db, uuid, [testOffer('a', 'Kettle')]);
  const uploaded = await uploadTemplate(
    t.app,
    user.token,
    { sourceId: uuid },
    { name: 'b.svg', type: 'image/svg+xml', content: BANNER_SVG },
  );
  expect(uploaded.status).toBe(201);
  return { token: user.token, uuid, templateId: uploaded.body.data?.id ?? '' };
}

describe('hostile templates', () => {
  it('refuses an SVG filter bomb at upload with a localized 422 naming the limit', async () => {
    const { token, uuid } = await userWithTemplate();
    const bomb = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="f"><feTurbulence numOctaves="100"/><feGaussianBlur stdDeviation="1000"/></filter><rect width="4000" height="4000" filter="url(#f)"/></svg>`;
    const refused = await uploadTemplate(t.app, token, { sourceId: uuid }, { name: 'bomb.svg', type: 'image/svg+xml', content: bomb });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The template is not a usable SVG: feTurbulence numOctaves 100 is more than the allowed 8');
    const blurOnly = bomb.replace('<feTurbulence numOctaves="100"/>', '').replace('4000" height="4000"', '400" height="400"');
    const blur = await uploadTemplate(t.app, token, { sourceId: uuid }, { name: 'b.svg', type: 'image/svg+xml', content: blurOnly });
    expect(blur).toMatchObject({
      status: 422,
      body: { message: 'The template is not a usable SVG: blur radius 1000 is more than the allowed 100' },
    });
  });
});

describe('concurrent previews', () => {
  it('answers 429 past the per-user cap while another user’s preview still renders', async () => {
    const held: Array<() => void> = [];
    const slow: RenderPool = {
      render: () => new Promise<Buffer>((resolve) => held.push(() => resolve(Buffer.from('png')))),
      mode: () => 'thread',
      close: async () => {},
    };
    const restore = useRenderPool(slow);
    try {
      const first = await userWithTemplate();
      const second = await userWithTemplate();
      const preview = (who: { token: string; uuid: string; templateId: string }, lang = 'en') =>
        api(t.app, { token: who.token, lang }).get(`/creativebooster/preview?sourceId=${who.uuid}&template=${who.templateId}&offer=a`);
      const running = [preview(first), preview(first)];
      await until(() => held.length === 2);
      const refused = await preview(first);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many previews at once: at most 2 per user, wait for one to finish');
      expect((await preview(first, 'ru')).body.message).toMatch(/^Слишком много/);
      const other = preview(second);
      await until(() => held.length === 3);
      for (const release of held) release();
      expect((await Promise.all([...running, other])).map((call) => call.status)).toEqual([200, 200, 200]);
      // Once they finish, the first user previews again.
      const again = preview(first);
      await until(() => held.length === 4);
      held[3]?.();
      expect((await again).status).toBe(200);
    } finally {
      restore();
    }
  });
});

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(done()).toBe(true);
}
