import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ANSWER_TTL_MS, takeEarlyResponse } from './early-requests';

const holder = window as { __vitrinaEarly?: { session: string; at: number; responses: Record<string, Promise<Response>> } };

describe('early requests', () => {
  afterEach(() => {
    delete holder.__vitrinaEarly;
  });

  it('hands the answer index.html asked for to the same URL once, in the same session', () => {
    const response = Promise.resolve(new Response('{}'));
    holder.__vitrinaEarly = { session: 't1', at: performance.now(), responses: { '/api/users/profile': response } };
    expect(takeEarlyResponse('/api/sources/1', 't1')).toBeUndefined();
    expect(takeEarlyResponse('/api/users/profile', 't1')).toBe(response);
    expect(takeEarlyResponse('/api/users/profile', 't1')).toBeUndefined();
  });

  it('ignores requests made in another session or none', () => {
    holder.__vitrinaEarly = {
      session: 'old',
      at: performance.now(),
      responses: { '/api/users/profile': Promise.resolve(new Response('{}')) },
    };
    expect(takeEarlyResponse('/api/users/profile', undefined)).toBeUndefined();
    expect(takeEarlyResponse('/api/users/profile', 'new')).toBeUndefined();
    expect(holder.__vitrinaEarly).toBeUndefined();
  });

  it('drops answers nobody took in time', () => {
    const at = performance.now() - EARLY_ANSWER_TTL_MS - 1;
    holder.__vitrinaEarly = { session: 't1', at, responses: { '/api/sources/1': Promise.resolve(new Response('{}')) } };
    expect(takeEarlyResponse('/api/sources/1', 't1')).toBeUndefined();
  });
});
