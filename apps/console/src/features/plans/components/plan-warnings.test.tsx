import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { DAY_MS, type ProjectDetail } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { project, subscription } from '../test/render';
import { PlanBanners } from './plan-banners';
import { PlanWarnings } from './plan-warnings';

const ENDS = Date.UTC(2026, 11, 20, 12);

function show(current: ProjectDetail, now: number) {
  const ui = (p: ProjectDetail) => (
    <MantineProvider>
      <MemoryRouter>
        <PlanWarnings key={p.uuid} project={p} now={now} />
      </MemoryRouter>
    </MantineProvider>
  );
  const view = render(ui(current));
  return { rerender: (next: ProjectDetail) => view.rerender(ui(next)) };
}

// Mantine modals render slowly on a busy machine.
describe('plan warnings', { timeout: 20_000 }, () => {
  it('says nothing while the plan has more than five days left', () => {
    show(project({ planSubscription: subscription({ endsAt: ENDS }) }), ENDS - 6 * DAY_MS);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns with the end date within five days, and hides the warning when dismissed', () => {
    show(project({ planSubscription: subscription({ endsAt: ENDS }) }), ENDS - 4 * DAY_MS);
    const warning = screen.getByTestId('plan-expires-soon');
    expect(warning.textContent).toContain('The plan of this project ends on December 20, 2026.');
    expect(warning.querySelector('a')?.getAttribute('href')).toBe('/project/p1/plan');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByTestId('plan-expires-soon')).toBeNull();
  });

  it('checks again when the current project changes', () => {
    const view = show(project({ planSubscription: subscription({ endsAt: ENDS }) }), ENDS - DAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    view.rerender(project({ uuid: 'p2', planSubscription: subscription({ endsAt: ENDS }) }));
    expect(screen.getByTestId('plan-expires-soon')).toBeTruthy();
    view.rerender(project({ uuid: 'p3', planSubscription: subscription({ endsAt: ENDS - 10 * DAY_MS }) }));
    expect(screen.getByTestId('plan-expired').textContent).toContain('search on the site is stopped');
    view.rerender(project({ uuid: 'p4', planSubscription: null }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells an unpaid project to contact the provider, unless the feed status already says so', () => {
    const view = show(
      project({ planSubscription: subscription({ endsAt: ENDS, unpaid: true }), sourceStatus: 'wait' }),
      ENDS - 20 * DAY_MS,
    );
    expect(screen.getByTestId('plan-unpaid').textContent).toBe(
      'The plan of this project is not paid, search on the site is stopped. Contact us to settle the payment.',
    );
    view.rerender(project({ planSubscription: subscription({ endsAt: ENDS, unpaid: true }), sourceStatus: 'unpaid' }));
    expect(screen.queryByTestId('plan-unpaid')).toBeNull();
  });

  it('is shown by the banners the project layout renders', () => {
    const expired = project({ planSubscription: subscription({ endsAt: Date.UTC(2020, 0, 1) }) });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <PlanBanners project={expired} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByTestId('plan-expired')).toBeTruthy();
  });
});
