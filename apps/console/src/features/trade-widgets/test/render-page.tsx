import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';

/** Renders trade widget pages under /project/p1 with the layout's permission in its outlet context, at `path`. */
export function renderPage(routes: Record<string, ReactNode>, path: string, canEdit = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/project/:id',
        element: <Outlet context={{ canEdit }} />,
        children: Object.entries(routes).map(([child, element]) => ({ path: child, element })),
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

export { stubApi } from '../../../test/stub-api';

export const widgetFixture = (over: Record<string, unknown> = {}) => ({
  id: 'w1',
  name: 'Bought together',
  type: 'with_this_product_buy',
  description: '',
  fallbackWidgetId: null,
  productId: null,
  scriptScore: '',
  segmentId: null,
  enabled: true,
  style: { title: 'Bought with it', titleColor: '#ff0055' },
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

export const SCRIPT = {
  data: {
    loaderUrl: 'http://search.test/scripts/widget/p1/main.js',
    snippet: '<script async src="http://search.test/scripts/widget/p1/main.js" data-sb-init-script></script>',
  },
};
