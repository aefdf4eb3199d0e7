import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { startFeedWorker } from '../feeds';
import type { Worker } from '../jobs';

let feeds: http.Server;
let feedBase = '';
let t: TestApp;
let worker: Worker;

beforeAll(async () => {
  // A shop whose feed address answers 404.
  feeds = http.createServer((_request, response) => {
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  // The feed comes from a server on this machine.
  t = await createTestApp({ FEED_ALLOW_PRIVATE: '1' });
  worker = startFeedWorker(t.deps, () => {});
});

afterAll(async () => {
  await worker.stop();
  await t.close();
  feeds.closeAllConnections();
  feeds.close();
});

it('mails the subscribed participant when the worker fails to load the feed', async () => {
  const owner = await signUp(t);
  const colleague = await signUp(t);
  const client = api(t.app, { token: owner.token });
  const created = await client.post('/sources', {
    siteUrl: 'shop.example',
    feedUrls: [`${feedBase}/missing.xml`],
    feedFormat: 'YML',
    content: { name: 'Broken feed shop' },
  });
  const uuid = (created.body.data as { uuid: string }).uuid;
  await client.post(`/sources/${uuid}/users`, { email: colleague.email });
  await client.post(`/sources/${uuid}/users/${colleague.user.id}/notifications/subscribe-errors`);
  await client.patch(`/sources/${uuid}`, { sourceStatus: 'wait' });
  const deadline = Date.now() + 20_000;
  let mail = t.mails.find((m) => m.to === colleague.email && m.subject.includes('failed to load'));
  while (!mail && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mail = t.mails.find((m) => m.to === colleague.email && m.subject.includes('failed to load'));
  }
  expect(mail?.text).toContain('The feed server answered with status 404');
  expect(t.mails.some((m) => m.to === owner.email && m.subject.includes('failed to load'))).toBe(false);
}, 30_000);
