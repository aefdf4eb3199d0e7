import { describe, expect, it } from 'vitest';
import { readCookie, resolveVisitorId } from './visitor';

describe('resolveVisitorId', () => {
  it('keeps the id of the vitrina_uid cookie', () => {
    expect(resolveVisitorId('a=1; vitrina_uid=abc-123456; b=2', undefined)).toEqual({ id: 'abc-123456', setCookie: null });
  });

  it('creates an id and a one-year first-party cookie when there is none', () => {
    const r = resolveVisitorId('a=1', undefined, () => 'new-id-42');
    expect(r.id).toBe('new-id-42');
    expect(r.setCookie).toMatch(/^vitrina_uid=new-id-42; max-age=31536000; path=\/; SameSite=Lax$/);
  });

  it('lets window.vitrinaUserId override the cookie', () => {
    expect(resolveVisitorId('vitrina_uid=abc-123456', 'shop-user-9')).toEqual({ id: 'shop-user-9', setCookie: null });
    expect(resolveVisitorId('', 77).id).toBe('77');
  });

  it('replaces a tampered cookie value', () => {
    expect(resolveVisitorId('vitrina_uid=<script>', undefined, () => 'fresh-id-1').id).toBe('fresh-id-1');
    expect(readCookie('x=%20y', 'x')).toBe(' y');
  });
});
