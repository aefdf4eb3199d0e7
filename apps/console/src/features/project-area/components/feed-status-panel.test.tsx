import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { feedLoadFixture, projectFixture, stubApi } from '../test/project-fixture';
import { FeedStatusPanel } from './feed-status-panel';

const load = feedLoadFixture;

describe('feed status panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a queued progress bar and no second update while the update waits', () => {
    renderWithProviders(<FeedStatusPanel project={projectFixture({ sourceStatus: 'wait' })} canEdit />);
    expect(screen.getByTestId('feed-status').dataset.status).toBe('wait');
    expect(screen.getByTestId('feed-progress').textContent).toContain('waiting for its turn');
    expect((screen.getByTestId('feed-update-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows offers and bytes read so far while the feed is processed', () => {
    const project = projectFixture({
      sourceStatus: 'process',
      feedLoad: load({ status: 'process', finishedAt: null, offers: 1200, bytes: 3 * 1024 * 1024, feedOffers: null }),
    });
    renderWithProviders(<FeedStatusPanel project={project} canEdit />);
    const progress = screen.getByTestId('feed-progress');
    expect(progress.dataset.state).toBe('reading');
    expect(progress.textContent).toContain('1,200 offers');
    expect(progress.textContent).toContain('3 MB');
  });

  it('shows the offers count and last load time without a progress bar once loaded', () => {
    renderWithProviders(<FeedStatusPanel project={projectFixture({ feedLoad: load() })} canEdit />);
    expect(screen.queryByTestId('feed-progress')).toBeNull();
    expect(screen.getByTestId('feed-offers-count').textContent).toBe('1,500');
    expect(screen.getByTestId('feed-loaded-at').textContent).toContain('2025');
    expect(screen.getByTestId('feed-stop-button')).toBeTruthy();
  });

  it('explains a failed load with the server message, its line and column and the format hint', () => {
    const project = projectFixture({
      sourceStatus: 'failed',
      feedLoad: load({
        status: 'failed',
        error: { code: 'feeds.encodingUnsupported', message: 'The feed encoding is not supported', line: 12, column: 5 },
      }),
    });
    renderWithProviders(<FeedStatusPanel project={project} canEdit />);
    const alert = screen.getByTestId('feed-alert-failed');
    expect(within(alert).getByTestId('feed-error-message').textContent).toBe('The feed encoding is not supported');
    expect(within(alert).getByTestId('feed-error-position').textContent).toBe('Line 12, column 5');
    expect(within(alert).getByTestId('feed-yml-problem').textContent).toContain('valid YML file');
  });

  it('gives the line and column once, and no second hint, when the message already says them', () => {
    const message = 'The feed is not valid XML (line 12, column 5): check that it opens and is a valid YML';
    const project = projectFixture({
      sourceStatus: 'failed',
      feedLoad: load({ status: 'failed', error: { code: 'feeds.parseFailed', message, line: 12, column: 5 } }),
    });
    renderWithProviders(<FeedStatusPanel project={project} canEdit />);
    const alert = screen.getByTestId('feed-alert-failed');
    expect(within(alert).getByTestId('feed-error-message').textContent).toBe(message);
    expect(within(alert).queryByTestId('feed-error-position')).toBeNull();
    expect(within(alert).queryByTestId('feed-yml-problem')).toBeNull();
    // One message: nothing says the feed is still being loaded under the red alert.
    expect(screen.queryByTestId('feed-progress')).toBeNull();
    expect(screen.getByTestId('feed-status').textContent).not.toMatch(/being loaded|is loading/);
  });

  it('does not blame the feed content when the server could not be reached', () => {
    const project = projectFixture({
      sourceStatus: 'failed',
      feedLoad: load({
        status: 'failed',
        error: { code: 'feeds.fetch.timeout', message: 'The feed server stopped answering', line: null, column: null },
      }),
    });
    renderWithProviders(<FeedStatusPanel project={project} canEdit />);
    expect(screen.queryByTestId('feed-yml-problem')).toBeNull();
    expect(screen.queryByTestId('feed-error-position')).toBeNull();
  });

  it('warns that a stopped project is reactivated by updating and hides the stop button', () => {
    renderWithProviders(<FeedStatusPanel project={projectFixture({ sourceStatus: 'stopped' })} canEdit />);
    expect(screen.getByTestId('feed-alert-stopped').textContent).toContain('Update feed');
    expect(screen.queryByTestId('feed-stop-button')).toBeNull();
    expect((screen.getByTestId('feed-update-button') as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells how many offers the plan allows when the feed has more', () => {
    const project = projectFixture({ exceedsAllowOffers: { offersLimit: 1000, offersCount: 2500 }, feedLoad: load() });
    renderWithProviders(<FeedStatusPanel project={project} canEdit />);
    expect(screen.getByTestId('feed-alert-exceeds').textContent).toContain('Your plan allows 1,000 offers, but the feed has 2,500');
  });

  it('applies a held update only after confirmation', async () => {
    const api = stubApi({ 'POST /api/sources/p1/feed/held': () => ({ body: { data: { uuid: 'p1', action: 'apply' } } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    const project = projectFixture({ hasHeldUpdate: true, feedLoad: load({ status: 'held', offers: 400, feedOffers: 400 }) });
    renderWithProviders(<FeedStatusPanel project={project} canEdit />);
    expect(screen.getByTestId('feed-alert-held').textContent).toContain('The new feed has 400 offers, while 1,500 are in search now');
    expect(screen.getByTestId('feed-held-drop')).toBeTruthy();
    fireEvent.click(screen.getByTestId('feed-held-apply'));
    expect(api.calls).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('feed-held-apply-confirm'));
    await waitFor(() =>
      expect(api.calls).toMatchObject([{ method: 'POST', path: '/api/sources/p1/feed/held', body: { action: 'apply' } }]),
    );
  });

  it('shows no update, stop or held buttons without the edit permission', () => {
    renderWithProviders(<FeedStatusPanel project={projectFixture({ hasHeldUpdate: true })} canEdit={false} />);
    expect(screen.queryByTestId('feed-update-button')).toBeNull();
    expect(screen.queryByTestId('feed-stop-button')).toBeNull();
    expect(screen.queryByTestId('feed-held-apply')).toBeNull();
    expect(screen.getByTestId('feed-alert-held')).toBeTruthy();
  });
});
