import type { Project } from '@vitrina/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let owner: ReturnType<typeof api>;
let uuid = '';
beforeAll(async () => {
  t = await createTestApp();
  owner = api(t.app, { token: (await signUp(t)).token, lang: 'en' });
  uuid = await createTestProject(owner, 'Fields');
});
afterAll(() => t.close());

const project = async () => (await owner.get(`/sources/${uuid}`)).body.data as Project;

describe('merchandising feeds, region, segment and languages of a project (spec §3)', () => {
  it('saves them and answers them in the client form', async () => {
    const saved = await owner.patch(`/sources/${uuid}`, {
      merchandisingUrls: ['https://shop.example/rules.csv'],
      regionId: 'msk',
      segmentId: 'vip',
      languages: ['en', 'tr'],
    });
    expect(saved.status).toBe(200);
    expect(await project()).toMatchObject({
      merchandisingUrls: ['https://shop.example/rules.csv'],
      regionId: 'msk',
      segmentId: 'vip',
      languages: ['en', 'tr'],
    });
    expect((await owner.patch(`/sources/${uuid}`, { regionId: null, segmentId: '' })).status).toBe(200);
    expect(await project()).toMatchObject({ regionId: null });
  });

  it('refuses a language the product does not analyse and a bad feed address, naming each, and changes nothing', async () => {
    const before = await project();
    const refused = await owner.patch(`/sources/${uuid}`, {
      languages: ['en', 'xx'],
      merchandisingUrls: ['https://shop.example/ok.csv', 'javascript:alert(1)'],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['languages.1']?.[0]).toMatch(/ru, en, tr, es, pt/);
    expect(refused.body.errors?.['merchandisingUrls.1']).toHaveLength(1);
    expect(refused.body.errors).not.toHaveProperty('merchandisingUrls.0');
    expect(await project()).toEqual(before);
    const tooMany = await owner.patch(`/sources/${uuid}`, { languages: ['ru', 'en', 'tr', 'es', 'pt', 'ru'] });
    expect(tooMany.status).toBe(422);
  });
});
