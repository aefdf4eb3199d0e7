import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchApp } from '../app';
import { createTestProject } from '../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../testing/test-app';

/** The public side of a search node: limits per address and per project, body size, and no admin API. */
let t: TestApp;
let search: FastifyInstance;
let projects: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // As behind nginx on the same machine: the loopback proxy's X-Forwarded-For is believed.
  const config = { ...t.deps.config, rateLimitAddressPerMinute: 3, rateLimitProjectPerMinute: 5, trustProxy: ['loopback'] };
  search = await createSearchApp({ ...t.deps, config });
  const owner = await signUp(t);
  const client = api(t.app, { token: owner.token });
  projects = [await createTestProject(client, 'One'), await createTestProject(client, 'Two')];
});

afterAll(async () => {
  await search.close();
  await t.close();
});

const searchFrom = (address: string, project: string, lang = 'en') =>
  search.inject({
    method: 'POST',
    url: `/api/${project}/search`,
    headers: { 'x-forwarded-for': address, 'accept-language': lang },
    payload: { query: 'чайник' },
  });

describe('edge limits on a search node', () => {
  it('stops one address past its limit with a localized 429 and Retry-After, while other addresses go on', async () => {
    const [project = ''] = projects;
    for (let i = 0; i < 3; i++) expect((await searchFrom('203.0.113.1', project)).statusCode).toBe(200);
    const stopped = await searchFrom('203.0.113.1', project, 'ru');
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    expect(stopped.json().message).toMatch(/^Слишком много попыток/);
    expect((await searchFrom('203.0.113.2', project)).statusCode).toBe(200);
    // Health checks of the balancer are never limited.
    const health = await search.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.1' } });
    expect(health.statusCode).toBe(200);
  });

  it('stops one project past its limit from any address, while other projects go on', async () => {
    const [first = '', second = ''] = projects;
    // One request was made above from 203.0.113.2 and three from 203.0.113.1: the first project has used four of five.
    expect((await searchFrom('198.51.100.1', first)).statusCode).toBe(200);
    expect((await searchFrom('198.51.100.2', first)).statusCode).toBe(429);
    expect((await searchFrom('198.51.100.3', second)).statusCode).toBe(200);
  });

  it('refuses a body over the size limit before reading it', async () => {
    const response = await search.inject({
      method: 'POST',
      url: `/api/${projects[1]}/search`,
      headers: { 'x-forwarded-for': '192.0.2.50', 'content-type': 'application/json' },
      payload: JSON.stringify({ query: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers none of the admin API or console routes', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([route, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: route.replace(/\{[^}]+\}/g, projects[1] ?? '') })),
    );
    const adminOnly = routes.filter((route) => route.url !== '/api/health');
    expect(adminOnly.length).toBeGreaterThan(50);
    for (const [n, route] of [...adminOnly, { method: 'GET', url: '/api/docs' }, { method: 'GET', url: '/' }].entries()) {
      const response = await search.inject({
        method: route.method as 'GET',
        url: route.url,
        // Each from its own address, so the edge limits do not answer first.
        headers: { 'x-forwarded-for': `10.9.${Math.floor(n / 250)}.${n % 250}` },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });
});

describe('client addresses', () => {
  it('believes X-Forwarded-For only from a configured proxy: a client naming other addresses is still one address', async () => {
    const direct = await createSearchApp({ ...t.deps, config: { ...t.deps.config, rateLimitAddressPerMinute: 3, trustProxy: false } });
    try {
      const project = projects[1] ?? '';
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await direct.inject({
          method: 'POST',
          url: `/api/${project}/search`,
          headers: { 'x-forwarded-for': `192.0.2.${i + 100}` },
          payload: { query: 'чайник' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await direct.close();
    }
  });

  it('behind the proxy, takes the address the proxy saw, not what the client wrote before it', async () => {
    // nginx appends the address it saw to the client's header: "<whatever the client sent>, <client>".
    const behind = await createSearchApp({ ...t.deps, config: { ...t.deps.config, rateLimitAddressPerMinute: 2, trustProxy: 1 } });
    try {
      const project = projects[1] ?? '';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await behind.inject({
          method: 'POST',
          url: `/api/${project}/search`,
          headers: { 'x-forwarded-for': `10.1.1.${i}, 198.51.100.77` },
          payload: { query: 'чайник' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await behind.close();
    }
  });
});
