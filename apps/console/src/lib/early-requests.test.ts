import { afterEach, describe, expect, it } from 'vitest';
import { takeEarlyProfile } from './early-requests';

const holder = window as { __vitrinaProfile?: { token: string; response: Promise<Response> } };

describe('early profile request', () => {
  afterEach(() => {
    delete holder.__vitrinaProfile;
  });

  it('hands the request index.html started to the session once, for the same token', () => {
    const response = Promise.resolve(new Response('{}'));
    holder.__vitrinaProfile = { token: 't1', response };
    expect(takeEarlyProfile('t1')).toBe(response);
    expect(takeEarlyProfile('t1')).toBeUndefined();
  });

  it('ignores a request made with another token', () => {
    holder.__vitrinaProfile = { token: 'old', response: Promise.resolve(new Response('{}')) };
    expect(takeEarlyProfile('new')).toBeUndefined();
  });
});
