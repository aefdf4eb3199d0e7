import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let now = Date.parse('2026-03-02T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(now);
});
afterAll(() => t.close());

const wait = (seconds: number) => {
  now += seconds * 1000;
  t.setNow(now);
};

function login(email: string, password: string, from: string, lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: { 'accept-language': lang },
    payload: { email, password },
  });
}

describe('sign-in backoff', () => {
  it('makes each wrong password past the free ones wait twice as long, with the seconds said in the language asked for', async () => {
    const { email, password } = await signUp(t);
    const from = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await login(email, 'wrong-pass', from)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      expect((await login(email, 'wrong-pass', from)).statusCode).toBe(401);
      const refused = await login(email, password, from, 'tr');
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(refused.json().message).toBe(`Bu e-posta için çok fazla hatalı şifre girildi, ${seconds} sn sonra tekrar deneyin`);
      waits.push(seconds);
      wait(seconds);
    }
    expect(waits).toEqual([1, 2, 4]);
    // Waited out, the right password gets in and starts this address afresh.
    expect((await login(email, password, from)).statusCode).toBe(200);
    expect((await login(email, 'wrong-pass', from)).statusCode).toBe(401);
  });

  it('says the wait in every language', async () => {
    const { email } = await signUp(t);
    const from = '203.0.113.8';
    for (let i = 0; i < 6; i++) await login(email, 'wrong-pass', from);
    const messages = await Promise.all(['ru', 'en', 'es', 'pt'].map(async (lang) => (await login(email, 'x', from, lang)).json().message));
    expect(messages).toEqual([
      'Слишком много неверных паролей для этого email, повторите через 1 с',
      'Too many wrong passwords for this email, try again in 1 s',
      'Demasiadas contraseñas incorrectas para este correo, vuelva a intentarlo en 1 s',
      'Muitas senhas incorretas para este e-mail, tente novamente em 1 s',
    ]);
  });

  it('never locks the owner out: wrong passwords from other addresses cost the owner at most a short wait', async () => {
    const { email, password } = await signUp(t);
    // One attacker keeps guessing from a single address: the owner's own address is not slowed at all.
    for (let i = 0; i < 12; i++) await login(email, 'guess', '198.51.100.1');
    expect((await login(email, 'guess', '198.51.100.1')).statusCode).toBe(429);
    expect((await login(email, password, '192.0.2.10')).statusCode).toBe(200);

    // Many addresses, one guess each: the email as a whole slows down, never past 30 s.
    for (let i = 0; i < 40; i++) await login(email, 'guess', `198.51.100.${100 + i}`);
    const slowed = await login(email, password, '192.0.2.10');
    expect(slowed.statusCode).toBe(429);
    const seconds = Number(slowed.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    wait(seconds);
    expect((await login(email, password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('counts only wrong passwords: refused attempts while waiting do not lengthen the wait', async () => {
    const { email } = await signUp(t);
    const from = '203.0.113.9';
    for (let i = 0; i < 6; i++) await login(email, 'wrong-pass', from);
    for (let i = 0; i < 5; i++) expect(Number((await login(email, 'wrong-pass', from)).headers['retry-after'])).toBe(1);
  });
});
