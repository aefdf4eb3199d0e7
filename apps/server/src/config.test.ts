import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told, a hop count, or a list of addresses and ranges', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses at start what it cannot read, naming the entry (true would believe anyone)', () => {
    for (const [value, wrong] of [
      ['true', 'true'],
      ['10.0.0.1, nginx.local', 'nginx.local'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['1.2.3.4/8/9', '1.2.3.4/8/9'],
      ['-1', '-1'],
    ]) {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow(`got "${wrong}"`);
    }
  });
});

describe('exposure defaults (issue 21)', () => {
  it('fetches nothing private by default, in development too, except the product’s own sample files', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(readConfig({ NODE_ENV }).feedAllowPrivate).toBe(false);
    }
    expect(readConfig({ FEED_ALLOW_PRIVATE: '1' }).feedAllowPrivate).toBe(true);
    expect(readConfig({ PORT: '19001' }).feedPrivateUrls).toEqual(['http://127.0.0.1:19001/samples/']);
    expect(readConfig({ PUBLIC_URL: 'https://console.example/' }).feedPrivateUrls).toEqual(['https://console.example/samples/']);
  });

  it('opens a private metrics listener by default for a worker only, and takes a metrics token of 16 characters or more', () => {
    expect(readConfig({}).metricsPort).toBe(0);
    expect(readConfig({ ROLE: 'search' }).metricsPort).toBe(0);
    expect(readConfig({ ROLE: 'worker' }).metricsPort).toBe(8082);
    expect(readConfig({ ROLE: 'admin', METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(readConfig({}).metricsToken).toBeNull();
    expect(readConfig({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token');
    expect(() => readConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
