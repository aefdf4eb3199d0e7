import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyResponses, EARLY_ANSWER_TTL_MS, takeEarlyResponse } from './early-requests';

const holder = window as { __vitrinaEarly?: { session: string; at: number; responses: Record<string, Promise<Response>> } };
const answer = () => Promise.resolve(new Response('{}'));

describe('early requests', () => {
  afterEach(() => {
    delete holder.__vitrinaEarly;
  });

  it('hands the answer index.html asked for to the same URL once, in the same session', () => {
    const response = answer();
    holder.__vitrinaEarly = { session: 't1', at: performance.now(), responses: { '/api/users/profile': response } };
    expect(takeEarlyResponse('/api/sources/1', () => 't1')).toBeUndefined();
    expect(takeEarlyResponse('/api/users/profile', () => 't1')).toBe(response);
    expect(takeEarlyResponse('/api/users/profile', () => 't1')).toBeUndefined();
  });

  it('ignores requests made in another session or none, and drops them all', () => {
    holder.__vitrinaEarly = { session: 'old', at: performance.now(), responses: { '/api/users/profile': answer() } };
    expect(takeEarlyResponse('/api/users/profile', () => null)).toBeUndefined();
    expect(holder.__vitrinaEarly).toBeUndefined();

    holder.__vitrinaEarly = { session: 'old', at: performance.now(), responses: { '/api/users/profile': answer() } };
    expect(takeEarlyResponse('/api/users/profile', () => 'new')).toBeUndefined();
    expect(holder.__vitrinaEarly).toBeUndefined();
  });

  it('reads the session cookie only for a URL whose answer waits, and only once', () => {
    holder.__vitrinaEarly = {
      session: 't1',
      at: performance.now(),
      responses: { '/api/users/profile': answer(), '/api/sources/1': answer() },
    };
    const currentSession = vi.fn(() => 't1');
    takeEarlyResponse('/api/sources/2', currentSession);
    expect(currentSession).not.toHaveBeenCalled();
    expect(takeEarlyResponse('/api/users/profile', currentSession)).toBeDefined();
    expect(takeEarlyResponse('/api/sources/1', currentSession)).toBeDefined();
    expect(currentSession).toHaveBeenCalledTimes(1);
  });

  it('gives nothing once the session changed in the page (sign-in, sign-out)', () => {
    holder.__vitrinaEarly = { session: 't1', at: performance.now(), responses: { '/api/users/profile': answer() } };
    dropEarlyResponses();
    expect(takeEarlyResponse('/api/users/profile', () => 't1')).toBeUndefined();
  });

  it('drops answers nobody took in time', () => {
    const at = performance.now() - EARLY_ANSWER_TTL_MS - 1;
    holder.__vitrinaEarly = { session: 't1', at, responses: { '/api/sources/1': answer() } };
    expect(takeEarlyResponse('/api/sources/1', () => 't1')).toBeUndefined();
  });
});
