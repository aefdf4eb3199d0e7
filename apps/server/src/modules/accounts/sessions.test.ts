import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from '../../app';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONSOLE = 'http://console.test';

async function login(email: string, password: string) {
  const answer = await api(t.app).post('/login', { email, password });
  expect(answer.status).toBe(200);
  return { token: (answer.body.data as { accessToken: string }).accessToken, cookies: cookiesOf(answer.raw.headers['set-cookie']) };
}

function cookiesOf(header: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(list.map((line) => [line.split('=')[0] ?? '', line]));
}

/** A request as the console's page makes it: the cookie only, no Authorization header. */
function withCookie(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { cookie: `vitrina_token=${token}; vitrina_session=x`, 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
}

describe('sign-out', () => {
  it('ends the signed-out token on the server while the other sessions of the user go on', async () => {
    const { email, password } = await signUp(t);
    const laptop = await login(email, password);
    const phone = await login(email, password);
    const out = await api(t.app, { token: laptop.token }).post('/logout');
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ ended: true });
    // A copy of the token kept anywhere (a stolen one) no longer opens anything.
    expect((await api(t.app, { token: laptop.token }).get('/users/profile')).status).toBe(401);
    expect((await api(t.app, { token: laptop.token }).post('/logout')).body.data).toEqual({ ended: false });
    expect((await api(t.app, { token: phone.token }).get('/users/profile')).status).toBe(200);
  });

  it('answers without ending anything when there is no session, and still clears the cookies', async () => {
    const out = await api(t.app).post('/logout');
    expect(out.status).toBe(200);
    expect(out.body.data).toEqual({ ended: false });
    const cookies = cookiesOf(out.raw.headers['set-cookie']);
    expect(cookies.vitrina_token).toMatch(/^vitrina_token=; .*Max-Age=0.*HttpOnly/);
    expect(cookies.vitrina_session).toMatch(/^vitrina_session=; .*Max-Age=0/);
  });

  it('ends the other sessions when the password is reset by mail', async () => {
    const { email, token } = await signUp(t);
    expect((await api(t.app).post('/users/reset', { email, locale: 'en' })).status).toBe(200);
    const link = t.mails.at(-1)?.text.match(/password-set\?token=([\w-]+)/)?.[1] ?? '';
    const reset = await api(t.app).post(`/users/reset/${link}`, { password: 'brandnew1' });
    expect(reset.status).toBe(200);
    expect((await api(t.app, { token }).get('/users/profile')).status).toBe(401);
    const fresh = (reset.body.data as { accessToken: string }).accessToken;
    expect((await api(t.app, { token: fresh }).get('/users/profile')).status).toBe(200);
  });
});

describe('the console session cookie', () => {
  it('is set on sign-in out of reach of page scripts, SameSite=Strict, beside a readable marker without the token', async () => {
    const { email, password } = await signUp(t);
    const { token, cookies } = await login(email, password);
    expect(cookies.vitrina_token).toBe(`vitrina_token=${token}; Path=/; Max-Age=${7 * 24 * 60 * 60}; SameSite=Strict; HttpOnly`);
    expect(cookies.vitrina_session).toMatch(/^vitrina_session=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; SameSite=Strict$/);
    expect(cookies.vitrina_session).not.toContain(token);
  });

  it('is Secure when the console is served over https', async () => {
    const app = await createAdminApp({ ...t.deps, config: { ...t.deps.config, publicUrl: 'https://console.example' } });
    try {
      const { email, password } = await signUp({ ...t, app });
      const answer = await api(app).post('/login', { email, password });
      const cookies = cookiesOf(answer.raw.headers['set-cookie']);
      expect(cookies.vitrina_token).toMatch(/; SameSite=Strict; Secure; HttpOnly$/);
      expect(cookies.vitrina_session).toMatch(/; SameSite=Strict; Secure$/);
    } finally {
      await app.close();
    }
  });

  it('authenticates the console without the Authorization header, and the same token as Bearer for API clients', async () => {
    const { email, password } = await signUp(t);
    const { token } = await login(email, password);
    const profile = await withCookie(token, 'GET', '/users/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe(email);
    expect((await api(t.app, { token }).get('/users/profile')).status).toBe(200);
  });

  it('refuses changes from another origin, or with no origin at all, and changes nothing', async () => {
    const { email, password } = await signUp(t);
    const { token } = await login(email, password);
    const change = { name: 'Mallory' };
    const evil = await withCookie(token, 'PATCH', '/users/profile', { origin: 'https://evil.example' }, change);
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('The request came from another site and was refused; open the console at its own address');
    // Another port of the same host is the same site for SameSite: the origin check still refuses it.
    const sibling = await withCookie(token, 'PATCH', '/users/profile', { origin: 'http://console.test:8081' }, change);
    expect(sibling.statusCode).toBe(403);
    const sandboxed = await withCookie(token, 'PATCH', '/users/profile', { origin: 'null' }, change);
    expect(sandboxed.statusCode).toBe(403);
    const unnamed = await withCookie(token, 'PATCH', '/users/profile', { 'sec-fetch-site': 'same-site' }, change);
    expect(unnamed.statusCode).toBe(403);
    const ru = await withCookie(token, 'GET', '/users/profile', { origin: 'https://evil.example', 'accept-language': 'ru' });
    expect(ru.statusCode).toBe(403);
    expect(ru.json().message).toBe('Запрос пришёл с другого сайта и отклонён; откройте консоль по её собственному адресу');
    expect((await withCookie(token, 'GET', '/users/profile')).json().data.name).toBe('Test User');

    const own = await withCookie(token, 'PATCH', '/users/profile', { origin: CONSOLE }, { name: 'Anna' });
    expect(own.statusCode).toBe(200);
    const sameOrigin = await withCookie(token, 'PATCH', '/users/profile', { 'sec-fetch-site': 'same-origin' }, { name: 'Anna K' });
    expect(sameOrigin.statusCode).toBe(200);
    expect(sameOrigin.json().data.name).toBe('Anna K');
  });

  it('never takes a personal API key from the cookie', async () => {
    const { token, user } = await signUp(t);
    const { apiKey } = (await api(t.app, { token }).get(`/users/${user.id}/apiKeyRelease`)).body.data as { apiKey: string };
    expect((await api(t.app, { token: apiKey }).get('/users/profile')).status).toBe(200);
    expect((await withCookie(apiKey, 'GET', '/users/profile')).statusCode).toBe(401);
  });

  it('signing out through the cookie ends the session and clears both cookies', async () => {
    const { email, password } = await signUp(t);
    const { token } = await login(email, password);
    const out = await withCookie(token, 'POST', '/logout', { origin: CONSOLE });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ ended: true });
    const cleared = cookiesOf(out.headers['set-cookie']);
    expect(cleared.vitrina_token).toMatch(/^vitrina_token=; Path=\/; Max-Age=0; SameSite=Strict; HttpOnly$/);
    expect((await withCookie(token, 'GET', '/users/profile')).statusCode).toBe(401);
    expect((await api(t.app, { token }).get('/users/profile')).status).toBe(401);
  });

  it('is set anew by a password change, whose old token stops working', async () => {
    const { email, password } = await signUp(t);
    const { token } = await login(email, password);
    const changed = await withCookie(token, 'POST', '/password', { origin: CONSOLE }, { currentPassword: password, password: 'newpass1' });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().data.accessToken as string;
    expect(cookiesOf(changed.headers['set-cookie']).vitrina_token).toContain(`vitrina_token=${fresh};`);
    expect((await withCookie(token, 'GET', '/users/profile')).statusCode).toBe(401);
    expect((await withCookie(fresh, 'GET', '/users/profile')).statusCode).toBe(200);
  });
});
