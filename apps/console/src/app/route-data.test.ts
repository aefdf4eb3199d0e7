import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adoptSession } from '../lib/session';
import { prefetchLoader, routeDataStarted, setRouteDataClient } from './route-data';

const args = { params: { id: 'p1' }, request: new Request('http://console.test/project/p1/feed') } as unknown as LoaderFunctionArgs;
const user = { uuid: 'u1', name: 'Owner', email: 'o@example.com', locale: 'en', permissions: [] } as unknown as Parameters<
  typeof adoptSession
>[0];

describe('route data', () => {
  it('never holds the route, and settles once the requests asked from the answers are asked too', async () => {
    setRouteDataClient(new QueryClient());
    adoptSession(user);
    const asked: string[] = [];
    let answer: (value: string) => void = () => {};
    const loader = prefetchLoader(
      async () => ({ first: new Promise<string>((resolve) => (answer = resolve)) }),
      (module) => module.first.then((project) => asked.push(`plan of ${project}`)),
    );
    expect(loader(args)).toBeNull();
    let settled = false;
    const started = routeDataStarted().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    answer('p1');
    await started;
    expect(asked).toEqual(['plan of p1']);
  });

  it('asks nothing for a guest, and a failed start only loses the head start', async () => {
    setRouteDataClient(new QueryClient());
    adoptSession(null);
    let loaded = 0;
    prefetchLoader(
      async () => (loaded += 1),
      () => {},
    )(args);
    adoptSession(user);
    prefetchLoader(
      () => Promise.reject(new Error('chunk failed')),
      () => {},
    )(args);
    await expect(routeDataStarted()).resolves.toBeUndefined();
    expect(loaded).toBe(0);
  });
});
