import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFixture, stubApi } from '../test/project-fixture';
import { renderProjectPage } from '../test/render-project-page';
import { writeWidgetDraft } from '../widget/widget-draft';
import { ConfigurationPage } from './configuration-page';

const SCRIPT = {
  'GET /api/sources/p1/widgetScript': () => ({
    body: { data: { loaderUrl: 'http://search.test/scripts/widget/p1/main.js', snippet: '<script async src="x"></script>' } },
  }),
};

describe('configuration page', () => {
  beforeEach(() => writeWidgetDraft('p1', null));
  afterEach(() => vi.unstubAllGlobals());

  it('shows an error under the counter when Metrika is manual without a counter number, and saves nothing', async () => {
    const api = stubApi(SCRIPT);
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Manual' }));
    expect(screen.getByTestId('metrika-counter')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Enter the Yandex Metrika counter number')).toBeTruthy();
    expect(screen.getByTestId('metrika-counter').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('refuses A/B shares that do not add up to 100', async () => {
    const api = stubApi(SCRIPT);
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    fireEvent.click(await screen.findByTestId('ab-enabled'));
    fireEvent.change(screen.getByTestId('ab-share-a'), { target: { value: '70' } });
    expect((screen.getByTestId('ab-share-b') as HTMLInputElement).value).toBe('30%');
    fireEvent.change(screen.getByTestId('ab-share-b'), { target: { value: '20' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('The shares of A and B must add up to 100%')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('sends only the changed fields in one PATCH and says the settings are saved', async () => {
    const api = stubApi({ ...SCRIPT, 'PATCH /api/sources/p1': () => ({ body: { data: null } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    fireEvent.change(await screen.findByTestId('color-primary'), { target: { value: '#ff0000' } });
    // The sections below the first (debug is in Tracking) render once the first has painted.
    fireEvent.click(await screen.findByTestId('switch-debug'));
    expect(screen.getByTestId('debug-notice')).toBeTruthy();
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Project settings saved')).toBeTruthy();
    const patches = api.calls.filter((call) => call.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({
      settings: { debug: true },
      widgetSettings: {
        colors: { primary: '#ff0000', secondary: '#ff7a00', background: '#ffffff', textPrimary: '#1d1d1f', textSecondary: '#6e6e73' },
        debug: true,
      },
    });
  });

  it('says once, after a save, that the widget changes wait for a publish', async () => {
    const api = stubApi({
      ...SCRIPT,
      'PATCH /api/sources/p1': () => ({ body: { data: null } }),
      'GET /api/sources/p1/publication': () => ({
        body: {
          data: {
            state: 'unpublished',
            publishedAt: 1,
            changeCount: 1,
            changes: [{ key: 'colors.primary', published: '#2f6fed', saved: '#ff0000' }],
            published: {},
            saved: {},
          },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    const save = (await screen.findByTestId('settings-save')) as HTMLButtonElement;
    // Nothing changed: nothing to click, so no "nothing to save" message either.
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('color-primary'), { target: { value: '#ff0000' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Saved. Not on your site yet: publish from the project header (1 unpublished)')).toBeTruthy();
    expect(screen.queryByText('Project settings saved')).toBeNull();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
  });

  it('turns learning from shoppers off, disables its strength and saves only the switch', async () => {
    const api = stubApi({ ...SCRIPT, 'PATCH /api/sources/p1': () => ({ body: { data: null } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    const learning = (await screen.findByTestId('switch-learningEnabled')) as HTMLInputElement;
    const strength = screen.getByRole('slider', { name: 'Learning strength' });
    expect(learning.checked).toBe(true);
    expect(strength.getAttribute('aria-valuenow')).toBe('50');
    expect(strength.getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(learning);
    await waitFor(() => expect(screen.getByRole('slider', { name: 'Learning strength' }).getAttribute('aria-disabled')).toBe('true'));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Project settings saved')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ settings: { learningEnabled: false } });
  });

  it('puts the server’s 422 messages under the fields they name', async () => {
    const api = stubApi({
      ...SCRIPT,
      'PATCH /api/sources/p1': () => ({
        status: 422,
        body: { statusCode: 422, message: 'Invalid', errors: { 'settings.fuzziness': ['Fuzziness looks wrong'] } },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />);
    fireEvent.change(await screen.findByTestId('fuzziness-low'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Fuzziness looks wrong')).toBeTruthy();
    expect(screen.getAllByText('The form is filled in incorrectly').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('fuzziness-low').getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ settings: { fuzziness: 'AUTO:2,6' } });
  });

  it('keeps unsaved edits as a draft for the preview', async () => {
    const api = stubApi(SCRIPT);
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ConfigurationPage />, { project: projectFixture() });
    fireEvent.change(await screen.findByTestId('color-primary'), { target: { value: '#00ff00' } });
    const draft = JSON.parse(sessionStorage.getItem('vitrina_widget_draft_p1') ?? 'null');
    expect(draft?.colors?.primary).toBe('#00ff00');
  });

  it('shows taps off and locked with a link to the plans when the plan does not include them', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(SCRIPT).fetchMock));
    const features = {
      offersLimit: 5000,
      queriesPerMonth: 30000,
      taps: false,
      colorDetection: false,
      statistics: false,
      tradeWidgets: false,
      creativeBooster: false,
    };
    const planSubscription = {
      plan: { id: 'start', name: 'Start', features, isTrial: false },
      startsAt: 0,
      endsAt: Date.now() + 86_400_000,
      unpaid: false,
    };
    renderProjectPage(<ConfigurationPage />, { project: projectFixture({ planSubscription }) });
    const taps = (await screen.findByTestId('switch-taps')) as HTMLInputElement;
    expect(taps.checked).toBe(false);
    expect(taps.disabled).toBe(true);
    expect(screen.getByTestId('switch-taps-locked').getAttribute('href')).toBe('/plans');
    expect((screen.getByTestId('switch-voiceInput') as HTMLInputElement).disabled).toBe(false);
  });
});
