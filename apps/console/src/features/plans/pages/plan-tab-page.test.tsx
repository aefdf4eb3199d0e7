import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS, project, renderTab, stubApi, subscription } from '../test/render';
import { PlanTabPage } from './plan-tab-page';

const PLAN = { ...subscription(), state: 'active', queriesThisMonth: 1234 };

// Mantine modals and forms render slowly on a busy machine.
describe('the plan tab', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current plan, its state, end date and usage', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/sources/p1/plan': () => ({ body: { data: PLAN } }),
          'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
          'GET /api/sources/p1': () => ({ body: { data: project() } }),
        }).fetchMock,
      ),
    );
    renderTab(<PlanTabPage />);
    const current = await screen.findByTestId('current-plan');
    expect(within(current).getByText('Start')).toBeTruthy();
    expect(screen.getByTestId('plan-state').textContent).toBe('Active');
    expect(screen.getByTestId('plan-ends-at').textContent).toBe('Valid until December 20, 2026');
    expect(screen.getByTestId('plan-queries').textContent).toBe('Search queries this month: 1,234 of 30,000');
    expect(screen.getByTestId('plan-offers').textContent).toBe('Offers indexed: 1,200 of 5,000');
    expect(await screen.findByTestId('plan-card-business')).toBeTruthy();
    expect(screen.getByTestId('choose-plan-start').textContent).toBe('Renew');
    expect(within(screen.getByTestId('plan-card-trial')).queryByRole('button')).toBeNull();
  });

  it('changes the plan after confirmation and fetches the project again', async () => {
    const api = stubApi({
      'GET /api/sources/p1/plan': () => ({ body: { data: PLAN } }),
      'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
      'GET /api/sources/p1': () => ({ body: { data: project() } }),
      'POST /api/changePlan': () => ({ body: { data: { ...PLAN, plan: { ...PLAN.plan, id: 'business', name: 'Бизнес' } } } }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderTab(<PlanTabPage />);
    fireEvent.click(await screen.findByTestId('choose-plan-business'));
    const dialog = await screen.findByTestId('change-plan-dialog');
    // The modal's body mounts a moment after its frame.
    await waitFor(() => expect(dialog.textContent).toContain('Project “Kitchen shop” moves to “Business”'));
    const projectReads = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/api/sources/p1').length;
    const before = projectReads();
    expect(api.calls.some((c) => c.path === '/api/changePlan')).toBe(false);
    fireEvent.click(screen.getByTestId('confirm-plan-change'));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/changePlan')?.body).toEqual({ sourceId: 'p1', planId: 'business' }));
    await waitFor(() => expect(projectReads()).toBeGreaterThan(before));
    expect(await screen.findByText('The plan is changed')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('current-plan')).getByText('Business')).toBeTruthy());
  });

  it('reads a missing plan as “no plan yet” without an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
          'GET /api/sources/p1': () => ({ body: { data: project() } }),
        }).fetchMock,
      ),
    );
    renderTab(<PlanTabPage />, { project: project({ planSubscription: null }) });
    expect((await screen.findByTestId('no-plan')).textContent).toContain('The 14-day trial starts');
    expect(screen.queryByText('Not found')).toBeNull();
  });

  it('lets a viewer see the plans but not change them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/sources/p1/plan': () => ({ body: { data: PLAN } }),
          'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
          'GET /api/sources/p1': () => ({ body: { data: project() } }),
        }).fetchMock,
      ),
    );
    renderTab(<PlanTabPage />, { canEdit: false });
    expect(await screen.findByTestId('plan-card-business')).toBeTruthy();
    expect(screen.queryByTestId('choose-plan-business')).toBeNull();
    expect(screen.getByText('Only participants who may edit the project can change its plan.')).toBeTruthy();
  });

  it('says how many offers were left out when the feed has more than the plan allows', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/sources/p1/plan': () => ({ body: { data: PLAN } }),
          'GET /api/sources/plans': () => ({ body: { data: PLANS } }),
          'GET /api/sources/p1': () => ({ body: { data: project() } }),
        }).fetchMock,
      ),
    );
    renderTab(<PlanTabPage />, { project: project({ exceedsAllowOffers: { offersLimit: 5000, offersCount: 7200 } }) });
    expect((await screen.findByTestId('plan-exceeds-offers')).textContent).toBe(
      'Your plan allows 5,000 offers, but the feed has 7,200. Some offers were not indexed; choose a larger plan to index them all.',
    );
  });
});
