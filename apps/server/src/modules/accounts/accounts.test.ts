import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, codeFromMail, createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (email: string) => ({
  name: 'Anna',
  email,
  phoneNumber: '+79161234567',
  password: 'secret123',
  isCompany: true,
  locale: 'en',
});

describe('sign-up and confirmation', () => {
  it('mails a code with the step=confirm link, and the code confirms and signs in', async () => {
    const email = 'anna@example.com';
    const registered = await api(t.app).post('/register', registration('Anna@Example.com'));
    expect(registered.status).toBe(201);
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe(email);
    expect(mail?.text).toContain(`http://console.test/signup?step=confirm&email=${encodeURIComponent(email)}&token=`);
    const code = codeFromMail(t.mails, email);
    expect(code).toMatch(/^\d{6}$/);

    const beforeConfirm = await api(t.app).post('/login', { email, password: 'secret123' });
    expect(beforeConfirm.status).toBe(403);

    const confirmed = await api(t.app).post('/register/confirm', { token: code, email, locale: 'en' });
    expect(confirmed.status).toBe(200);
    const data = confirmed.body.data as { accessToken: string; expiresIn: number; user: { email: string; isCompany: boolean } };
    expect(data.user).toMatchObject({ email, isCompany: true });
    expect(data.expiresIn).toBeGreaterThan(0);

    const reused = await api(t.app).post('/register/confirm', { token: code, email });
    expect(reused.status).toBe(422);
  });

  it('refuses an email that is already registered, in the language asked for', async () => {
    const { email } = await signUp(t);
    const again = await api(t.app, { lang: 'ru' }).post('/register', registration(email));
    expect(again.status).toBe(422);
    expect(again.body.errors?.email).toEqual(['Этот email уже зарегистрирован']);
  });

  it('keeps an unconfirmed account as first registered: registering again only mails the code again', async () => {
    // Someone registering the owner's email before it is confirmed must not get to choose its password.
    const email = 'owner-first@example.com';
    expect((await api(t.app).post('/register', { ...registration(email), name: 'Owner', password: 'owner-pass1' })).status).toBe(201);
    const mailsBefore = t.mails.length;
    const attacker = await api(t.app).post('/register', {
      ...registration(email),
      name: 'Mallory',
      phoneNumber: '+79990000000',
      password: 'attacker-pass',
      isCompany: false,
    });
    expect(attacker.status).toBe(201);
    expect(t.mails.length).toBe(mailsBefore + 1);
    const confirmed = await api(t.app).post('/register/confirm', { token: codeFromMail(t.mails, email), email });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body.data as { user: unknown }).user).toMatchObject({ name: 'Owner', phoneNumber: '+79161234567', isCompany: true });
    expect((await api(t.app).post('/login', { email, password: 'attacker-pass' })).status).toBe(401);
    expect((await api(t.app).post('/login', { email, password: 'owner-pass1' })).status).toBe(200);
  });

  it('answers 422 with a message per field for bad input and stores nothing', async () => {
    const bad = await api(t.app).post('/register', {
      name: '',
      email: 'nope',
      phoneNumber: '123',
      password: '123',
      isCompany: 'yes',
      extra: 1,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ['Input required'],
      email: ['Invalid email'],
      phoneNumber: ['Incorrect phone number'],
      password: ['Minimum 6 characters'],
      isCompany: ['Invalid value'],
      extra: ['Unknown field'],
    });
    const tooLong = await api(t.app).post('/register', { ...registration('long@example.com'), password: 'x'.repeat(21) });
    expect(tooLong.body.errors?.password).toEqual(['Maximum 20 characters']);
    const [row] = await t.deps.db.query('select count(*)::int as n from users where email = $1', ['long@example.com']);
    expect(row).toEqual({ n: 0 });
  });

  it('retires a code after five wrong guesses', async () => {
    const email = 'guess@example.com';
    await api(t.app).post('/register', registration(email));
    const code = codeFromMail(t.mails, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await api(t.app).post('/register/confirm', { token: '000000' === code ? '111111' : '000000', email });
      expect(wrong.status).toBe(422);
    }
    const right = await api(t.app).post('/register/confirm', { token: code, email });
    expect(right.status).toBe(422);
    const resent = await api(t.app).put('/register/resendToken', { email, locale: 'en' });
    expect(resent.status).toBe(200);
    const fresh = await api(t.app).post('/register/confirm', { token: codeFromMail(t.mails, email), email });
    expect(fresh.status).toBe(200);
  });

  it('rejects malformed JSON, unknown media and oversize bodies with clear errors', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{nope',
    });
    expect(badJson.statusCode).toBe(400);
    expect(JSON.parse(badJson.body)).toMatchObject({ statusCode: 400, message: 'The request body is not valid JSON' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    const array = await api(t.app).post('/login', [1, 2]);
    expect(array.status).toBe(422);
  });
});

describe('sign-in', () => {
  it('gives a token that opens the profile, and refuses a wrong password', async () => {
    const { email, password } = await signUp(t);
    const ok = await api(t.app).post('/login', { email: email.toUpperCase(), password });
    expect(ok.status).toBe(200);
    const token = (ok.body.data as { accessToken: string }).accessToken;
    const profile = await api(t.app, { token }).get('/users/profile');
    expect(profile.body.data).toMatchObject({ email, permissions: [] });

    const wrong = await api(t.app, { lang: 'es' }).post('/login', { email, password: 'wrong-one' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Correo electrónico o contraseña incorrectos');
    const nobody = await api(t.app).post('/login', { email: 'nobody@example.com', password: 'whatever' });
    expect(nobody.status).toBe(401);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await api(t.app).get('/users/profile')).status).toBe(401);
    const forged = await api(t.app, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad' }).get('/users/profile');
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('Authentication required');
  });
});

describe('profile and password', () => {
  it('updates name, phone, avatar and company flag', async () => {
    const { token } = await signUp(t);
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    const patched = await api(t.app, { token }).patch('/users/profile', {
      name: 'Boris',
      phoneNumber: '+905321234567',
      avatar,
      isCompany: true,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ name: 'Boris', phoneNumber: '+905321234567', avatar, isCompany: true });
    const bad = await api(t.app, { token }).patch('/users/profile', { phoneNumber: '12', avatar: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['avatar', 'phoneNumber']);
  });

  it('changes the password only with the current one, and old tokens stop working', async () => {
    const { token, email } = await signUp(t);
    const wrong = await api(t.app, { token }).post('/password', { currentPassword: 'nope-nope', password: 'newpass1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.currentPassword).toEqual(['The current password is wrong']);
    const changed = await api(t.app, { token }).post('/password', { currentPassword: 'secret123', password: 'newpass1' });
    expect(changed.status).toBe(200);
    expect((await api(t.app, { token }).get('/users/profile')).status).toBe(401);
    expect((await api(t.app).post('/login', { email, password: 'newpass1' })).status).toBe(200);
  });

  it('resets a forgotten password through a single-use mailed link', async () => {
    const { email } = await signUp(t);
    const unknown = await api(t.app).post('/users/reset', { email: 'ghost@example.com', locale: 'en' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.email).toEqual(['Email not found']);

    expect((await api(t.app).post('/users/reset', { email, locale: 'tr' })).status).toBe(200);
    const mail = t.mails.at(-1);
    expect(mail?.subject).toBe('Vitrina şifre kurtarma');
    const token = mail?.text.match(/password-set\?token=([\w-]+)/)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(30);

    const short = await api(t.app).post(`/users/reset/${token}`, { password: '123' });
    expect(short.status).toBe(422);
    const reset = await api(t.app).post(`/users/reset/${token}`, { password: 'brandnew1' });
    expect(reset.status).toBe(200);
    expect((await api(t.app).post(`/users/reset/${token}`, { password: 'another1' })).status).toBe(422);
    expect((await api(t.app).post('/login', { email, password: 'brandnew1' })).status).toBe(200);
  });

  it('releases a personal API key once, which then authenticates calls', async () => {
    const { token, user } = await signUp(t);
    const released = await api(t.app, { token }).get(`/users/${user.id}/apiKeyRelease`);
    expect(released.status).toBe(200);
    const { apiKey } = released.body.data as { apiKey: string };
    expect(apiKey).toMatch(/^vtr_/);
    const [stored] = await t.deps.db.query<{ api_key_hash: string }>('select api_key_hash from users where id = $1', [user.id]);
    expect(stored?.api_key_hash).not.toContain(apiKey.slice(4));
    expect((await api(t.app, { token: apiKey }).get('/users/profile')).body.data).toMatchObject({ id: user.id });

    const other = await signUp(t);
    expect((await api(t.app, { token: other.token }).get(`/users/${user.id}/apiKeyRelease`)).status).toBe(404);
  });
});
