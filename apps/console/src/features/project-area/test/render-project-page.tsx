import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { ProjectDetail } from '../feed-types';
import type { ProjectContext } from '../project-context';
import { projectFixture } from './project-fixture';

/** Renders a project-area page under a route that hands it the project context, with notifications shown. */
export function renderProjectPage(page: ReactNode, options: { project?: ProjectDetail; isAdmin?: boolean; path?: string } = {}) {
  const project = options.project ?? projectFixture();
  const context: ProjectContext = { project, canEdit: true, canDelete: true, isAdmin: options.isAdmin ?? false };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData(['sources', 'detail', project.uuid], project);
  const router = createMemoryRouter(
    [{ path: '/project/:id', element: <Outlet context={context} />, children: [{ path: '*', element: page }] }],
    { initialEntries: [options.path ?? `/project/${project.uuid}/settings/configuration`] },
  );
  return render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
