import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { TrackerForm } from './tracker-editor';

function stub(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/sources/p1/widgetScript': () => ({
      body: { data: { loaderUrl: 'https://search.example/main.js', snippet: '<script src="…"></script>' } },
    }),
    ...routes,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

describe('tracker events', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses an event name value without the event name path', async () => {
    const api = stub();
    renderWithProviders(<TrackerForm projectId="p1" canEdit widgetSettings={{}} />);
    fireEvent.click(screen.getByTestId('tracker-add'));
    fireEvent.change(screen.getByTestId('tracker-0-buttonSelector'), { target: { value: '.buy' } });
    fireEvent.change(screen.getByTestId('tracker-0-eventName'), { target: { value: 'promo' } });
    fireEvent.click(screen.getByTestId('tracker-save'));
    expect(await screen.findByText('The event name value needs the event name path')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('does not add a parameter while the previous one is incomplete', async () => {
    stub();
    renderWithProviders(<TrackerForm projectId="p1" canEdit widgetSettings={{}} />);
    fireEvent.click(screen.getByTestId('tracker-add'));
    fireEvent.click(screen.getByTestId('tracker-0-param-add'));
    fireEvent.click(screen.getByTestId('tracker-0-param-add'));
    expect(await screen.findByText('Complete this parameter first: a path or a value')).toBeTruthy();
    expect(screen.queryByTestId('tracker-0-param-1')).toBeNull();
  });

  it('saves the events into widgetSettings and publishes the script', async () => {
    const api = stub({
      'PATCH /api/sources/p1': () => ({ body: { data: null } }),
      'POST /api/sources/p1/saveWidgetScript': () => ({ body: { data: {} } }),
    });
    renderWithProviders(<TrackerForm projectId="p1" canEdit widgetSettings={{}} />);
    fireEvent.click(screen.getByTestId('tracker-add'));
    fireEvent.change(screen.getByTestId('tracker-0-buttonSelector'), { target: { value: '.buy' } });
    fireEvent.click(screen.getByTestId('tracker-save'));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/sources/p1/saveWidgetScript')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      widgetSettings: { trackerEvents: [{ eventType: 'cart', trigger: 'click', buttonSelector: '.buy' }] },
    });
    expect(api.calls.some((call) => call.path === '/api/sources/p1/saveWidgetScript')).toBe(true);
  });

  it('shows the tracker save error when saving fails', async () => {
    stub({ 'PATCH /api/sources/p1': () => ({ status: 500, body: { statusCode: 500, message: 'Internal error' } }) });
    renderWithProviders(<TrackerForm projectId="p1" canEdit widgetSettings={{}} />);
    fireEvent.click(screen.getByTestId('tracker-add'));
    fireEvent.change(screen.getByTestId('tracker-0-buttonSelector'), { target: { value: '.buy' } });
    fireEvent.click(screen.getByTestId('tracker-save'));
    expect((await screen.findByTestId('tracker-error')).textContent).toBe('Tracker settings could not be saved: Internal error');
  });
});
