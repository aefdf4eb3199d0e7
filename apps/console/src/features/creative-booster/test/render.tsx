import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { CreativeBoosterState, CreativeRule, CreativeTemplate } from '@vitrina/contracts';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { CreativeBoosterPage } from '../pages/creative-booster-page';

/** Renders the creative booster page at `path` with the layout's outlet context (permission and the plan's switch). */
export function renderBooster(path: string, { canEdit = true, planAllows = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const project = {
    uuid: 'p1',
    planSubscription: { plan: { id: 'trial', name: 'Trial', isTrial: true, features: { creativeBooster: planAllows } } },
  };
  const router = createMemoryRouter(
    [
      {
        path: '/project/:id',
        element: <Outlet context={{ canEdit, project }} />,
        children: [{ path: 'creativebooster', element: <CreativeBoosterPage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

export const templateFixture = (over: Partial<CreativeTemplate> = {}): CreativeTemplate => ({
  id: 't1',
  name: 'Sale banner',
  width: 1080,
  height: 1080,
  hash: 'abc',
  variables: ['name', 'price', 'slogan'],
  createdAt: Date.UTC(2026, 0, 5),
  ...over,
});

export const ruleFixture = (over: Partial<CreativeRule> = {}): CreativeRule => ({
  templateId: 't1',
  name: 'Sale banner',
  enabled: true,
  variables: [{ name: 'slogan', value: 'Only today' }],
  limits: { categoryIds: [], vendors: ['Acme'], priceFrom: null, priceTo: null, availableOnly: true, params: {} },
  previewOfferIds: [],
  rembg: {
    enabled: false,
    model: '',
    alphaMatting: false,
    foregroundThreshold: 240,
    backgroundThreshold: 10,
    erosionSize: 10,
    onlyMask: false,
    postProcessMask: false,
  },
  rembgCrop: false,
  rembgCropNumber: 0,
  format: 'png',
  ...over,
});

export const stateFixture = (over: Partial<CreativeBoosterState> = {}): CreativeBoosterState => ({
  enabled: true,
  active: false,
  state: 'success',
  done: 0,
  total: 0,
  message: null,
  startedAt: null,
  finishedAt: null,
  feeds: { csv: 'http://search.test/creatives/p1.csv', xml: 'http://search.test/creatives/p1.xml' },
  ...over,
});

type Routes = Parameters<typeof stubApi>[0];

/** The API of a project with one template and its rule, answering what the page reads; `extra` overrides or adds. */
export function stubBooster(extra: Routes = {}, { rules = [ruleFixture()], state = stateFixture() } = {}) {
  const api = stubApi({
    'GET /api/creativebooster/status': () => ({ body: { data: state } }),
    'GET /api/creativebooster/templates': () => ({ body: { data: [templateFixture()], totalCount: 1 } }),
    'GET /api/creativebooster/rules': () => ({ body: { data: { rules: { templates: rules }, preserveHash: true } } }),
    'GET /api/creativebooster/logs': () => ({ body: { data: [], totalCount: 0 } }),
    'GET /api/creativebooster/getPreviews': () => ({ body: { data: [], totalCount: 0 } }),
    'GET /api/sources/p1/all_categories': () => ({ body: { data: [{ id: 'c1', name: 'Kettles', parentId: null }], totalCount: 1 } }),
    'GET /api/creativebooster/preview': () => ({ body: 'PNG' }),
    ...extra,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  // jsdom has no object URLs; the preview only needs one per image.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  return api;
}
