import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { grantPermissions } from '../accounts';

let t: TestApp;
let ownerApi: ReturnType<typeof api>;
let adminApi: ReturnType<typeof api>;
let uuid = '';
let client = { clientId: '', clientSecret: '' };
const REDIRECT = 'https://bitrix-shop.example/bitrix/admin/vitrina_callback.php';

beforeAll(async () => {
  t = await createTestApp();
  ownerApi = api(t.app, { token: (await signUp(t)).token });
  uuid = await createTestProject(ownerApi, 'Bitrix shop');
  const admin = await signUp(t);
  await grantPermissions(t.deps.db, admin.user.id, ['*']);
  adminApi = api(t.app, { token: admin.token });
  const created = await adminApi.post('/integrations/clients', { name: 'Bitrix module', redirectUris: [REDIRECT] });
  client = created.body.data as typeof client;
});
afterAll(() => t.close());

async function exchange(body: Record<string, string>, form = false) {
  const payload = form ? new URLSearchParams(body).toString() : JSON.stringify(body);
  const raw = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'accept-language': 'en' },
    payload,
  });
  return { status: raw.statusCode, body: JSON.parse(raw.body) as Record<string, unknown> & { errors?: Record<string, string[]> } };
}

async function issueCode(query: string, caller = ownerApi) {
  return caller.get(`/code/?${query}`);
}

describe('the authorization-code flow', () => {
  it('issues a code to a signed-in editor, which the site exchanges once for a token that reads the project', async () => {
    const link = await ownerApi.get(`/integrations/clients/${client.clientId}?redirect_uri=${encodeURIComponent(REDIRECT)}`);
    expect(link.body.data).toEqual({ clientId: client.clientId, name: 'Bitrix module', redirectUri: REDIRECT });
    const issued = await issueCode(`client_id=${client.clientId}&redirect_uri=${encodeURIComponent(REDIRECT)}&source_id=${uuid}&state=xyz`);
    expect(issued.status).toBe(200);
    const { code, redirectUri } = issued.body.data as { code: string; redirectUri: string };
    expect(redirectUri).toBe(`${REDIRECT}?code=${encodeURIComponent(code)}&state=xyz`);

    const token = await exchange(
      { grant_type: 'authorization_code', code, client_id: client.clientId, client_secret: client.clientSecret, redirect_uri: REDIRECT },
      true,
    );
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ token_type: 'Bearer', source_id: uuid });
    const project = await t.app.inject({
      method: 'GET',
      url: '/api/integrations/project',
      headers: { authorization: `Bearer ${token.body.access_token}` },
    });
    expect(JSON.parse(project.body).data).toMatchObject({
      uuid,
      name: 'Bitrix shop',
      loaderUrl: expect.stringContaining(`/scripts/widget/${uuid}/main.js`),
    });

    const again = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: REDIRECT,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: ['The code is invalid, already used or expired'] });
  });

  it('answers the link error for an unknown client or an unregistered redirect address', async () => {
    const unknown = await issueCode(`client_id=nope&source_id=${uuid}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Error accessing the link. Check the parameters');
    const evil = await issueCode(
      `client_id=${client.clientId}&redirect_uri=${encodeURIComponent('https://evil.example/steal')}&source_id=${uuid}`,
    );
    expect(evil.body.errors).toEqual({ redirect_uri: ['Error accessing the link. Check the parameters'] });
    const ru = await api(t.app, { token: undefined, lang: 'ru' }).get('/code/?client_id=x');
    expect(ru.status).toBe(401);
    const missing = await ownerApi.get(`/integrations/clients/nope`);
    expect(missing.body.message).toBe('Error accessing the link. Check the parameters');
  });

  it('gives no code for a project the user cannot edit', async () => {
    const viewer = await signUp(t);
    await ownerApi.post(`/sources/${uuid}/users`, { email: viewer.email, access: 'view' });
    const answer = await issueCode(`client_id=${client.clientId}&source_id=${uuid}`, api(t.app, { token: viewer.token }));
    expect(answer.status).toBe(403);
    expect((await issueCode(`client_id=${client.clientId}`)).body.errors).toEqual({ source_id: ['Input required'] });
  });

  it('refuses a wrong client secret or a code issued for another redirect address', async () => {
    const issued = await issueCode(`client_id=${client.clientId}&source_id=${uuid}`);
    const { code } = issued.body.data as { code: string };
    const wrongSecret = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: client.clientId,
      client_secret: 'guess',
      redirect_uri: REDIRECT,
    });
    expect(wrongSecret.body.errors).toEqual({ client_secret: ['Unknown client or wrong client secret'] });
    const otherUri = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: 'https://bitrix-shop.example/other',
    });
    expect(otherUri.status).toBe(422);
    const grant = await exchange({
      grant_type: 'password',
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: REDIRECT,
    });
    expect(grant.status).toBe(422);
  });

  it('refuses integration calls without a live token', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/integrations/project', headers: { authorization: 'Bearer vto_forged' } });
    expect(answer.statusCode).toBe(401);
  });
});

describe('registered clients', () => {
  it('are managed by administrators only and never show their secret again', async () => {
    expect((await ownerApi.post('/integrations/clients', { name: 'x', redirectUris: [REDIRECT] })).status).toBe(403);
    expect((await ownerApi.get('/integrations/clients')).status).toBe(403);
    const list = await adminApi.get('/integrations/clients');
    expect(JSON.stringify(list.body)).not.toContain(client.clientSecret);
    const bad = await adminApi.post('/integrations/clients', { name: '', redirectUris: ['javascript:alert(1)'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['name', 'redirectUris.0']);
  });

  it('stop working once deleted', async () => {
    const created = await adminApi.post('/integrations/clients', { name: 'Temp', redirectUris: [REDIRECT] });
    const temp = created.body.data as { clientId: string };
    expect((await adminApi.del(`/integrations/clients/${temp.clientId}`)).status).toBe(200);
    expect((await issueCode(`client_id=${temp.clientId}&source_id=${uuid}`)).status).toBe(422);
  });
});
