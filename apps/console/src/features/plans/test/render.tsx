import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { PlanFeatures, PlanSubscription, ProjectDetail } from '@vitrina/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';

export const FEATURES: PlanFeatures = {
  offersLimit: 5000,
  queriesPerMonth: 30000,
  taps: false,
  colorDetection: false,
  statistics: false,
  tradeWidgets: false,
  creativeBooster: false,
};

export const PLANS = [
  {
    id: 'trial',
    name: 'Пробный',
    price: 0,
    currency: 'RUB',
    periodDays: 14,
    position: 0,
    isTrial: true,
    archived: false,
    features: { ...FEATURES, statistics: true },
  },
  {
    id: 'start',
    name: 'Старт',
    price: 2990,
    currency: 'RUB',
    periodDays: 30,
    position: 1,
    isTrial: false,
    archived: false,
    features: FEATURES,
  },
  {
    id: 'business',
    name: 'Бизнес',
    price: 9900,
    currency: 'RUB',
    periodDays: 30,
    position: 2,
    isTrial: false,
    archived: false,
    features: { ...FEATURES, statistics: true, offersLimit: 50000 },
  },
];

export function subscription(overrides: Partial<PlanSubscription> = {}): PlanSubscription {
  return {
    plan: { id: 'start', name: 'Старт', features: FEATURES, isTrial: false },
    startsAt: 0,
    endsAt: Date.UTC(2026, 11, 20),
    unpaid: false,
    ...overrides,
  };
}

/** The fields of a project the plan screens read; the rest of the client form does not matter here. */
export function project(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    uuid: 'p1',
    name: 'Kitchen shop',
    offersCount: 1200,
    sourceStatus: 'success',
    exceedsAllowOffers: null,
    planSubscription: subscription(),
    ...overrides,
  } as ProjectDetail;
}

/** Stands in for the project layout: it watches the project query, so a change of plan refetches it. */
function ProjectWatcher({ id, children }: { id: string; children: ReactNode }) {
  useQuery({ queryKey: ['sources', 'detail', id], queryFn: () => fetch(`/api/sources/${id}`).then((r) => r.json()) });
  return <>{children}</>;
}

/** Renders a project tab under /project/:id with the context the project layout hands its tabs. */
export function renderTab(page: ReactNode, options: { project?: ProjectDetail; canEdit?: boolean } = {}) {
  const current = options.project ?? project();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/project/:id',
        element: (
          <ProjectWatcher id={current.uuid}>
            <Outlet context={{ project: current, canEdit: options.canEdit ?? true }} />
          </ProjectWatcher>
        ),
        children: [{ path: '*', element: page }],
      },
    ],
    { initialEntries: [`/project/${current.uuid}/plan`] },
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

export { stubApi } from '../../../test/stub-api';
