import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBooster, stateFixture, stubBooster } from '../test/render';

const UPDATES = '/project/p1/creativebooster?tab=updates';
const runCalls = (api: ReturnType<typeof stubBooster>) => api.calls.filter((c) => c.path === '/api/creativebooster/run').map((c) => c.body);

describe('the generation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('starts with POST run and shows the progress it reports', async () => {
    const api = stubBooster({
      'POST /api/creativebooster/run': () => ({ body: { data: stateFixture({ active: true, state: 'process', done: 3, total: 10 }) } }),
    });
    renderBooster(UPDATES);
    fireEvent.click(await screen.findByTestId('creative-run'));
    expect(await screen.findByText('Processed 3 of 10 offers')).toBeTruthy();
    expect(screen.getByTestId('creative-run-state').textContent).toBe('Generating');
    expect(runCalls(api)).toEqual([{ sourceId: 'p1', run: true }]);
  });

  it('stops a running generation with POST run false', async () => {
    const api = stubBooster(
      { 'POST /api/creativebooster/run': () => ({ body: { data: stateFixture({ state: 'success', done: 4, total: 10 }) } }) },
      { state: stateFixture({ active: true, state: 'process', done: 4, total: 10 }) },
    );
    renderBooster(UPDATES);
    fireEvent.click(await screen.findByTestId('creative-stop'));
    expect(await screen.findByText('The generation is stopped')).toBeTruthy();
    expect(runCalls(api)).toEqual([{ sourceId: 'p1', run: false }]);
    expect(screen.getByTestId('creative-run')).toBeTruthy();
  });

  it('follows a running generation until it ends, then shows the new log row', async () => {
    let polls = 0;
    const running = stateFixture({ active: true, state: 'process', done: 1, total: 2 });
    const done = stateFixture({ state: 'success', done: 2, total: 2, finishedAt: Date.UTC(2026, 0, 5) });
    stubBooster({
      'GET /api/creativebooster/status': () => ({ body: { data: polls++ === 0 ? running : done } }),
      'GET /api/creativebooster/logs': () => ({
        body: {
          data:
            polls > 1 ? [{ id: 'l1', date: Date.UTC(2026, 0, 5), message: 'Made 2 creatives', processedOffers: 2, status: 'success' }] : [],
          totalCount: polls > 1 ? 1 : 0,
        },
      }),
    });
    renderBooster(UPDATES);
    expect(await screen.findByText('Processed 1 of 2 offers')).toBeTruthy();
    // The next poll (2 s later) finds the run over.
    const row = await screen.findByTestId('creative-log-row', {}, { timeout: 8000 });
    expect(row.textContent).toContain('Made 2 creatives');
    expect(within(row).getByTestId('creative-log-status').textContent).toBe('Done');
    expect(screen.getByTestId('creative-run-state').textContent).toBe('Done');
  });

  it('cannot run while the booster is off', async () => {
    stubBooster({}, { state: stateFixture({ enabled: false }) });
    renderBooster(UPDATES);
    expect((await screen.findByTestId('creative-run')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Turn the creative booster on to run a generation.')).toBeTruthy();
  });

  it('saves the preserve-hash flag with the rules', async () => {
    const api = stubBooster({
      'POST /api/creativebooster/rules': (body) => ({ body: { data: { rules: (body as { rules: unknown }).rules, preserveHash: false } } }),
    });
    renderBooster(UPDATES);
    fireEvent.click(await screen.findByTestId('creative-preserve-hash'));
    await screen.findByTestId('creative-run');
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/creativebooster/rules' && c.method === 'POST')?.body).toMatchObject({
        preserveHash: false,
      }),
    );
  });

  it('shows the generated creatives in the gallery', async () => {
    stubBooster({
      'GET /api/creativebooster/getPreviews': () => ({
        body: {
          data: [
            {
              id: 'c1',
              templateId: 't1',
              templateName: 'Sale banner',
              offerId: 'o1',
              offerName: 'Kettle',
              url: 'http://search.test/c/o1.png',
              updatedAt: 1,
            },
          ],
          totalCount: 1,
        },
      }),
    });
    renderBooster('/project/p1/creativebooster?tab=previews');
    const item = await screen.findByTestId('creative-gallery-item');
    expect(item.textContent).toContain('Kettle');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('http://search.test/c/o1.png');
  });
});
