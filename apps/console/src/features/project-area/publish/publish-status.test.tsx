import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/project-fixture';
import { renderProjectPage } from '../test/render-project-page';
import { changeLabel, shortValue } from './change-label';
import { PublishStatus } from './publish-status';

const live = { state: 'live', publishedAt: Date.UTC(2025, 0, 2), changeCount: 0, changes: [], published: {}, saved: {} };
const pending = {
  ...live,
  state: 'unpublished',
  changeCount: 3,
  changes: [
    { key: 'locale', published: 'ru', saved: 'en' },
    { key: 'colors.primary', published: '#2f6fed', saved: '#ff0000' },
    { key: 'customStyles', published: '', saved: '.a{}\n.b{}' },
  ],
};

describe('publish state in the project header', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names changed settings by their form labels, values in words where they are choices', () => {
    const t = i18next.t.bind(i18next);
    expect(changeLabel('locale', t)).toBe('Widget language');
    expect(changeLabel('colors.primary', t)).toBe('Primary colour');
    expect(changeLabel('completionSettings.brands', t)).toBe('Completions per group: Brands');
    expect(changeLabel('metrika.counterId', t)).toBe('Counter number');
    expect(changeLabel('kind', t)).toBe('Widget kind');
    expect(changeLabel('madeUpByApi', t)).toBe('Other setting: madeUpByApi');
    expect(shortValue('locale', 'en', t)).toBe('English');
    expect(shortValue('taps', false, t)).toBe('off');
    expect(shortValue('customStyles', '.a{}\n.b{}', t)).toBeNull();
  });

  it('says Live when the site runs the saved settings, with no publish button', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/sources/p1/publication': () => ({ body: { data: live } }) }).fetchMock));
    renderProjectPage(<PublishStatus projectId="p1" canEdit />);
    const state = await screen.findByTestId('publish-state');
    expect(state.getAttribute('data-state')).toBe('live');
    expect(state.textContent).toBe('Live');
    expect(screen.queryByTestId('publish-button')).toBeNull();
  });

  it('lists what is not published yet and publishes it with one message', async () => {
    let published = false;
    const api = stubApi({
      'GET /api/sources/p1/publication': () => ({ body: { data: published ? live : pending } }),
      'POST /api/sources/p1/saveWidgetScript': () => {
        published = true;
        return { body: { data: { ...live, publishedAt: Date.now(), settings: {}, loaderUrl: 'x', snippet: 'y' } } };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<PublishStatus projectId="p1" canEdit />);
    const state = await screen.findByTestId('publish-state');
    expect(state.textContent).toBe('Changes not published yet (3)');
    fireEvent.click(state);
    const items = await screen.findAllByTestId('publish-change');
    expect(items.map((item) => item.textContent)).toEqual([
      'Widget language: Russian → English',
      'Primary colour: #2f6fed → #ff0000',
      'Custom styles (CSS)',
    ]);
    fireEvent.click(screen.getByTestId('publish-button'));
    expect(await screen.findByText('Published: your site shows the changes within a minute')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('publish-state').getAttribute('data-state')).toBe('live'));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
  });

  it('names trade widget changes and discards every unpublished change after a confirm', async () => {
    let discarded = false;
    const withCarousel = {
      ...pending,
      changeCount: 2,
      changes: [
        { key: 'locale', published: 'ru', saved: 'en' },
        { key: 'style.title', published: 'Hot', saved: 'Cold', tradeWidget: { id: 'w1', name: 'Hits' } },
      ],
    };
    const api = stubApi({
      'GET /api/sources/p1/publication': () => ({ body: { data: discarded ? live : withCarousel } }),
      'POST /api/sources/p1/discardWidgetChanges': () => {
        discarded = true;
        return { body: { data: live } };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<PublishStatus projectId="p1" canEdit />);
    fireEvent.click(await screen.findByTestId('publish-state'));
    const items = await screen.findAllByTestId('publish-change');
    expect(items.map((item) => item.textContent)).toEqual([
      'Widget language: Russian → English',
      'Trade widget «Hits»: Carousel look: title: Hot → Cold',
    ]);
    fireEvent.click(screen.getByTestId('discard-button'));
    // Nothing is discarded before the owner confirms.
    expect(await screen.findByText(/2 changes are lost/)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('discard-confirm'));
    expect(await screen.findByText('Unpublished changes discarded: the saved settings are the published ones again')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('publish-state').getAttribute('data-state')).toBe('live'));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/sources/p1/discardWidgetChanges']);
  });

  it('shows the state but no publish button to those who may only view', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/sources/p1/publication': () => ({ body: { data: pending } }) }).fetchMock));
    renderProjectPage(<PublishStatus projectId="p1" canEdit={false} />);
    fireEvent.click(await screen.findByTestId('publish-state'));
    await screen.findAllByTestId('publish-change');
    expect(screen.queryByTestId('publish-button')).toBeNull();
    expect(screen.queryByTestId('discard-button')).toBeNull();
  });
});
