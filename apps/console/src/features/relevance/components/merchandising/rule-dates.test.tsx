import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MerchandisingRule } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { MerchandisingForm } from './merchandising-editor';
import { toLocalInput } from './rules-model';

const saleRule: MerchandisingRule = { query: 'sale', regex: false, action: 'reorder', params: { orderIds: ['42'] } };

function renderForm(saved: MerchandisingRule[]) {
  const api = stubApi({
    'GET /api/sources/p1/widgetScript': () => ({ body: { data: { loaderUrl: 'http://localhost/x.js', snippet: '' } } }),
    'POST /api/sources/p1/rules': (body) => ({ body: { data: body } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <MemoryRouter>
      <MerchandisingForm projectId="p1" canEdit saved={saved} />
    </MemoryRouter>,
  );
  return api;
}

// The whole rule form renders per test: slow on a busy machine.
describe('rule dates', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an end before the start and sends nothing', async () => {
    const api = renderForm([saleRule]);
    fireEvent.change(screen.getByTestId('merch-0-startsAt'), { target: { value: '2026-12-10T10:00' } });
    fireEvent.change(screen.getByTestId('merch-0-endsAt'), { target: { value: '2026-12-01T10:00' } });
    fireEvent.click(screen.getByTestId('merch-save'));
    expect(await within(screen.getByTestId('merch-rule-0')).findByText('The end must not be before the start')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('saves the dates of a rule as moments and shows saved ones in local time', async () => {
    const api = renderForm([{ ...saleRule, endsAt: '2026-12-31' }]);
    expect((screen.getByTestId('merch-0-endsAt') as HTMLInputElement).value).toBe('2026-12-31T23:59');
    fireEvent.change(screen.getByTestId('merch-0-startsAt'), { target: { value: '2026-12-01T09:30' } });
    fireEvent.click(screen.getByTestId('merch-save'));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const post = api.calls.find((call) => call.method === 'POST');
    const [rule] = (post?.body as { rules: MerchandisingRule[] } | undefined)?.rules ?? [];
    expect(rule?.startsAt).toBe(new Date('2026-12-01T09:30').toISOString());
    expect(rule?.endsAt).toBe(new Date('2026-12-31T23:59').toISOString());
    expect(toLocalInput(rule?.startsAt, 'start')).toBe('2026-12-01T09:30');
  });
});
