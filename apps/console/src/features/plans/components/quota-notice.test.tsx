import { screen, waitFor } from '@testing-library/react';
import type { ProjectPlan } from '@vitrina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURES, project, renderTab, stubApi, subscription } from '../test/render';
import { QuotaNotice } from './quota-notice';

/** The plan as GET /sources/{id}/plan answers it: 30,000 queries a month, 33,000 with the grace margin. */
const plan = (queriesThisMonth: number): ProjectPlan => ({
  ...subscription(),
  state: 'active',
  queriesThisMonth,
  queriesGraceLimit: 33000,
});

function showWith(answer: ProjectPlan, current = project()) {
  const api = stubApi({
    'GET /api/sources/p1/plan': () => ({ body: { data: answer } }),
    'GET /api/sources/p1': () => ({ body: { data: current } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderTab(<QuotaNotice project={current} />, { project: current });
  return api;
}

describe('the month’s queries above the tabs', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing below 80 % of the limit', async () => {
    const api = showWith(plan(23999));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/sources/p1/plan')).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns from 80 % with the usage and a link to change the plan', async () => {
    showWith(plan(24000));
    const notice = await screen.findByTestId('plan-queries-nearing');
    expect(notice.textContent).toContain('This month the project has used 24,000 of its 30,000 search queries (80%).');
    expect(notice.textContent).toContain('up to 33,000 queries');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/project/p1/plan');
  });

  it('says search still answers within the grace margin past the limit', async () => {
    showWith(plan(30500));
    expect((await screen.findByTestId('plan-queries-grace')).textContent).toContain(
      'has used all 30,000 search queries of its plan (30,500 counted). Search keeps answering within a grace margin of up to 33,000 queries',
    );
  });

  it('says search answers empty once the grace margin is used up too', async () => {
    showWith(plan(33000));
    expect((await screen.findByTestId('plan-queries-exceeded')).textContent).toContain('used all 30,000 search queries');
  });

  it('does not read the plan of a project whose plan has no query limit', async () => {
    const unlimited = project({
      planSubscription: subscription({
        plan: { id: 'pro', name: 'Профи', isTrial: false, features: { ...FEATURES, queriesPerMonth: null } },
      }),
    });
    const api = showWith(plan(99999), unlimited);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/sources/p1')).toBe(true));
    expect(api.calls.some((c) => c.path === '/api/sources/p1/plan')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
