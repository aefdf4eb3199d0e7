import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/project-fixture';
import { renderProjectPage } from '../test/render-project-page';
import { RetentionCard } from './retention-card';

const PATH = '/api/sources/p1/stats/settings';

function settingsApi(put: (body: unknown) => { status?: number; body: unknown }) {
  return stubApi({
    [`GET ${PATH}`]: () => ({ body: { data: { eventsRetentionMonths: null, defaultRetentionMonths: 24 } } }),
    [`PUT ${PATH}`]: put,
  });
}

const input = () => screen.getByTestId('stats-retention-months') as HTMLInputElement;

describe('event retention setting', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server default and saves the months the owner types', async () => {
    const api = settingsApi((body) => ({ body: { data: { ...(body as object), defaultRetentionMonths: 24 } } }));
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<RetentionCard projectId="p1" />, { path: '/project/p1/statistics?tab=logs' });
    await waitFor(() => expect(input().placeholder).toContain('24'));
    fireEvent.change(input(), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('stats-retention-save'));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ eventsRetentionMonths: 6 }));
    expect(await screen.findByText(/^Saved\./)).toBeTruthy();
  });

  it('refuses months out of range before sending, and shows the server’s field error', async () => {
    const api = settingsApi(() => ({
      status: 422,
      body: { statusCode: 422, message: 'Invalid', errors: { eventsRetentionMonths: ['Invalid value'] } },
    }));
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<RetentionCard projectId="p1" />, { path: '/project/p1/statistics?tab=logs' });
    await waitFor(() => expect(input().placeholder).toContain('24'));
    fireEvent.change(input(), { target: { value: '121' } });
    expect(await screen.findByText(/from 1 to 120/)).toBeTruthy();
    expect((screen.getByTestId('stats-retention-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('stats-retention-save'));
    expect(await screen.findByText('Invalid value')).toBeTruthy();
  });
});
