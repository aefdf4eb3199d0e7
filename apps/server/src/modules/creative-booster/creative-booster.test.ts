import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { startTrialAt } from '../plans/testing';
import { BANNER_SVG, uploadTemplate } from './testing';

let t: TestApp;
let owner: { token: string };
let uuid: string;
let templateId: string;
const rule = (extra: Record<string, unknown> = {}) => ({
  templateId,
  name: 'Banner',
  variables: [{ name: 'badge', value: 'SALE' }],
  limits: {},
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  uuid = await createTestProject(api(t.app, { token: owner.token }), 'Creatives');
  const uploaded = await uploadTemplate(
    t.app,
    owner.token,
    { sourceId: uuid },
    { name: 'banner.svg', type: 'image/svg+xml', content: BANNER_SVG },
  );
  expect(uploaded.status).toBe(201);
  templateId = uploaded.body.data?.id ?? '';
});
afterAll(() => t.close());

describe('creative booster rules', () => {
  it('refuses a save without sourceId or rules with the spec’s messages and changes nothing', async () => {
    const client = api(t.app, { token: owner.token });
    expect(await client.post('/creativebooster/rules', {})).toMatchObject({ status: 422, body: { message: 'sourceId is required' } });
    const noRules = await client.post('/creativebooster/rules', { sourceId: uuid, rules: 'all' });
    expect(noRules.body.message).toBe('rules must be a valid object');
    const ru = await api(t.app, { token: owner.token, lang: 'ru' }).post('/creativebooster/rules', { sourceId: uuid });
    expect(ru.body.message).toBe('rules должен быть корректным объектом');
    expect((await client.get(`/creativebooster/rules?sourceId=${uuid}`)).body.data).toEqual({
      rules: { templates: [] },
      preserveHash: true,
    });
  });

  it('needs a template name, a chosen creative, limits, and both name and value of a variable', async () => {
    const client = api(t.app, { token: owner.token });
    const save = (r: Record<string, unknown>) => client.post('/creativebooster/rules', { sourceId: uuid, rules: { templates: [r] } });
    expect((await save(rule({ name: ' ' }))).body.message).toBe('Template name is required');
    expect((await save(rule({ templateId: undefined }))).body.message).toBe('Choose a creative');
    expect((await save(rule({ limits: undefined }))).body.message).toBe('Template limits are required');
    const variable = await save(rule({ variables: [{ name: 'badge', value: '' }] }));
    expect(variable.body.errors).toEqual({ 'rules.templates.0.variables.0.value': ['Variable name and value are both required'] });
    expect((await save(rule({ variables: [{ name: '', value: 'x' }] }))).body.message).toBe('Variable name and value are both required');
    const unknown = await save(rule({ templateId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown).toMatchObject({ status: 422, body: { message: 'Template not found' } });
    expect((await client.get(`/creativebooster/rules?sourceId=${uuid}`)).body.data).toMatchObject({ rules: { templates: [] } });
  });

  it('saves rules with preserveHash and reads them back with defaults filled in', async () => {
    const client = api(t.app, { token: owner.token });
    const limits = { categoryIds: ['c1'], vendors: [], priceFrom: 10, priceTo: 500, availableOnly: true, params: { Colour: ['red'] } };
    const saved = await client.post('/creativebooster/rules', {
      sourceId: uuid,
      rules: { templates: [rule({ limits })] },
      preserveHash: false,
    });
    expect(saved.status).toBe(200);
    const read = (await client.get(`/creativebooster/rules?sourceId=${uuid}`)).body.data as Record<string, unknown>;
    expect(read).toMatchObject({
      preserveHash: false,
      rules: { templates: [{ templateId, name: 'Banner', limits, format: 'png', rembgCrop: false }] },
    });
    const fromAbove = await client.post('/creativebooster/rules', {
      sourceId: uuid,
      rules: { templates: [rule({ limits: { priceFrom: 10, priceTo: 5 } })] },
    });
    expect(fromAbove.body.errors).toEqual({ 'rules.templates.0.limits.priceTo': ['“From” must not be greater than “To”'] });
  });
});

describe('template upload', () => {
  it('lists the uploaded template with its size and placeholders', async () => {
    const list = await api(t.app, { token: owner.token }).get(`/creativebooster/templates?sourceId=${uuid}`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: templateId, name: 'banner', width: 240, height: 120, variables: ['name', 'price', 'badge'] }),
    ]);
  });

  it('refuses files that are not SVG, by type and by content', async () => {
    const png = await uploadTemplate(
      t.app,
      owner.token,
      { sourceId: uuid },
      { name: 'a.png', type: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    );
    expect(png).toMatchObject({ status: 415, body: { message: 'Only SVG files can be uploaded as templates' } });
    const fake = await uploadTemplate(
      t.app,
      owner.token,
      { sourceId: uuid },
      { name: 'a.svg', type: 'image/svg+xml', content: '<html><script>x</script></html>' },
    );
    expect(fake.status).toBe(415);
    const missing = await uploadTemplate(t.app, owner.token, {}, { name: 'a.svg', type: 'image/svg+xml', content: BANNER_SVG });
    expect(missing).toMatchObject({ status: 422, body: { message: 'sourceId is required' } });
    const json = await api(t.app, { token: owner.token }).post('/creativebooster/upload', { sourceId: uuid });
    expect(json.status).toBe(415);
  });

  it('refuses hostile templates (external entities, huge size) and strips scripts from the rest', async () => {
    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&x;</text></svg>`;
    const withEntity = await uploadTemplate(
      t.app,
      owner.token,
      { sourceId: uuid },
      { name: 'e.svg', type: 'image/svg+xml', content: entity },
    );
    expect(withEntity.status).toBe(422);
    expect(withEntity.body.message).toBe('The template is not a usable SVG: DOCTYPE and XML entities are not allowed');
    const huge = `<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="10" height="10"/></svg>`;
    expect(
      (await uploadTemplate(t.app, owner.token, { sourceId: uuid }, { name: 'h.svg', type: 'image/svg+xml', content: huge })).status,
    ).toBe(413);
    const script = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>`;
    const cleaned = await uploadTemplate(
      t.app,
      owner.token,
      { sourceId: uuid, name: 'Clean' },
      { name: 's.svg', type: 'image/svg+xml', content: script },
    );
    expect(cleaned.status).toBe(201);
    const [row] = await t.deps.db.query<{ svg: string }>('select svg from creative_templates where id = $1', [cleaned.body.data?.id]);
    expect(row?.svg).not.toMatch(/script|onload/i);
    const deleted = await api(t.app, { token: owner.token }).post('/creativebooster/delete', { sourceId: uuid, id: cleaned.body.data?.id });
    expect(deleted.status).toBe(200);
    expect(
      (await api(t.app, { token: owner.token }).post('/creativebooster/delete', { sourceId: uuid, id: cleaned.body.data?.id })).status,
    ).toBe(404);
  });
});

describe('permissions and plan', () => {
  it('lets a viewer read but not change anything', async () => {
    const viewer = await signUp(t);
    await t.deps.db.query('insert into permissions (user_id, permission) values ($1, $2)', [viewer.user.id, `sources.view.${uuid}`]);
    const client = api(t.app, { token: viewer.token });
    expect((await client.get(`/creativebooster/rules?sourceId=${uuid}`)).status).toBe(200);
    expect((await client.get(`/creativebooster/templates?sourceId=${uuid}`)).status).toBe(200);
    expect((await client.get(`/creativebooster/logs?sourceId=${uuid}`)).status).toBe(200);
    const denied = [
      await client.post('/creativebooster/rules', { sourceId: uuid, rules: { templates: [] } }),
      await client.get(`/creativebooster/enable?sourceId=${uuid}`),
      await client.post('/creativebooster/run', { sourceId: uuid, run: true }),
      await client.post('/creativebooster/delete', { sourceId: uuid, id: templateId }),
      await uploadTemplate(t.app, viewer.token, { sourceId: uuid }, { name: 'b.svg', type: 'image/svg+xml', content: BANNER_SVG }),
    ];
    expect(denied.map((call) => call.status)).toEqual([403, 403, 403, 403, 403]);
    const stranger = api(t.app, { token: (await signUp(t)).token });
    expect((await stranger.get(`/creativebooster/rules?sourceId=${uuid}`)).status).toBe(403);
    expect((await api(t.app).get(`/creativebooster/rules?sourceId=${uuid}`)).status).toBe(401);
  });

  it('asks for a plan with the creative booster before enabling it', async () => {
    const client = api(t.app, { token: owner.token });
    await startTrialAt(t, uuid, Date.now());
    expect((await client.get(`/creativebooster/enable?sourceId=${uuid}`)).body.data).toMatchObject({ enabled: true });
    expect((await client.get(`/sources/${uuid}`)).body.data).toMatchObject({ is_creative_booster_enabled: true });
    expect((await client.post('/changePlan', { sourceId: uuid, planId: 'start' })).status).toBe(200);
    const gated = await client.get(`/creativebooster/enable?sourceId=${uuid}`);
    expect(gated).toMatchObject({ status: 403, body: { errors: { planUpgrade: ['Creative Booster banners'] } } });
    // Switching off stays possible, and the project object shows both flags.
    expect((await client.get(`/creativebooster/enable?sourceId=${uuid}&enabled=false`)).body.data).toMatchObject({
      enabled: false,
      active: false,
    });
    const project = (await client.get(`/sources/${uuid}`)).body.data as Record<string, unknown>;
    expect(project).toMatchObject({ is_creative_booster_enabled: false, is_creative_booster_active: false });
  });
});
