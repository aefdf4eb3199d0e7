import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, SCRIPT, stubApi, widgetFixture } from '../test/render-page';
import { TradeWidgetsPage } from './trade-widgets-page';

const widgets = [widgetFixture(), widgetFixture({ id: 'w2', name: 'Recently seen', type: 'recently', enabled: false })];

function stub(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/sources/p1/widgets': () => ({ body: { data: widgets, totalCount: 2 } }),
    'GET /api/sources/p1/widgetScript': () => ({ body: SCRIPT }),
    ...extra,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

describe('the trade widgets list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // The notifications store outlives a test; a full queue would hide the next test's message.
    notifications.clean();
  });

  it('shows recommendation widgets with type, name and state, and recently viewed ones on their own tab', async () => {
    stub();
    renderPage({ 'trade-widgets': <TradeWidgetsPage /> }, '/project/p1/trade-widgets');
    const row = await screen.findByTestId('trade-widget-row');
    expect(row.textContent).toContain('Bought together');
    expect(row.textContent).toContain('Bought with this product');
    expect(row.textContent).toContain('On');
    expect(screen.queryByText('Recently seen')).toBeNull();
    fireEvent.click(screen.getByTestId('trade-widgets-tab-recently'));
    expect(await screen.findByText('Recently seen')).toBeTruthy();
    expect(screen.getByTestId('trade-widget-add').getAttribute('href')).toBe('/project/p1/trade-widgets/add?type=recently');
  });

  it('deletes a widget only after confirmation and says so', async () => {
    const api = stub({ 'DELETE /api/sources/p1/widgets/w1': () => ({ body: { data: widgets[0] } }) });
    renderPage({ 'trade-widgets': <TradeWidgetsPage /> }, '/project/p1/trade-widgets');
    fireEvent.click(await screen.findByTestId('trade-widget-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Bought together/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('trade-widget-delete-confirm'));
    expect(await screen.findByText('The widget is deleted')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/sources/p1/widgets/w1']);
  });

  it('tells when a widget could not be deleted', async () => {
    stub({ 'DELETE /api/sources/p1/widgets/w1': () => ({ status: 500, body: { statusCode: 500, message: 'Internal error' } }) });
    renderPage({ 'trade-widgets': <TradeWidgetsPage /> }, '/project/p1/trade-widgets');
    fireEvent.click(await screen.findByTestId('trade-widget-delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('trade-widget-delete-confirm'));
    expect(await screen.findByText('The widget is not deleted')).toBeTruthy();
  });

  it('hides add, edit and delete from a user who may only view the project', async () => {
    stub();
    renderPage({ 'trade-widgets': <TradeWidgetsPage /> }, '/project/p1/trade-widgets', false);
    await screen.findByTestId('trade-widget-row');
    expect(screen.queryByTestId('trade-widget-add')).toBeNull();
    expect(screen.queryByTestId('trade-widget-edit')).toBeNull();
    expect(screen.queryByTestId('trade-widget-delete')).toBeNull();
    expect(screen.getByTestId('trade-widget-instruction')).toBeTruthy();
  });

  it('shows the widget script and what pages pass on the general settings tab', async () => {
    stub();
    renderPage({ 'trade-widgets': <TradeWidgetsPage /> }, '/project/p1/trade-widgets?tab=general');
    await waitFor(() => expect(screen.getByTestId('trade-widgets-loader').textContent).toContain('main.js'));
    expect(screen.getByText('data-product-id')).toBeTruthy();
  });
});
