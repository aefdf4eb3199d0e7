import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { projectFixture, stubApi } from '../test/project-fixture';
import { FeedSettingsForm } from './feed-settings-form';

describe('feed settings form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the server’s 422 messages under the feed address and the secondary CSV address', async () => {
    const api = stubApi({
      'PATCH /api/sources/p1': () => ({
        status: 422,
        body: {
          statusCode: 422,
          message: 'The form is filled incorrectly',
          errors: { feedUrl: ['The feed does not open'], overrideOffersUrl: ['Invalid optional feed URL'] },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<FeedSettingsForm project={projectFixture()} canEdit />);
    fireEvent.change(screen.getByTestId('feed-settings-override-url'), { target: { value: 'https://boots.example/prices.csv' } });
    fireEvent.click(screen.getByTestId('feed-settings-save'));
    expect(await screen.findByText('The feed does not open')).toBeTruthy();
    expect(screen.getByText('Invalid optional feed URL')).toBeTruthy();
    expect(screen.getByTestId('feed-settings-url-0').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('feed-settings-override-url').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends every feed setting in one PATCH, with an emptied address as none', async () => {
    const api = stubApi({ 'PATCH /api/sources/p1': () => ({ body: { data: null } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<FeedSettingsForm project={projectFixture({ customCompletionsUrl: 'https://boots.example/c.csv' })} canEdit />);
    fireEvent.change(screen.getByTestId('feed-settings-completions-url'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('feed-settings-cut-non-utf8'));
    fireEvent.click(screen.getByTestId('feed-settings-save'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({
      feedUrls: ['https://boots.example/feed.xml'],
      customCompletionsUrl: '',
      cutNonUtf8FromFeed: true,
      feedUpdateFrequency: 'daily',
    });
  });

  it('edits the merchandising feeds as a list and shows the server’s error under the address it names', async () => {
    let sent: unknown = null;
    const api = stubApi({
      'PATCH /api/sources/p1': (body) => {
        sent = body;
        return {
          status: 422,
          body: { statusCode: 422, message: 'The form is filled incorrectly', errors: { 'merchandisingUrls.1': ['Invalid feed URL'] } },
        };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<FeedSettingsForm project={projectFixture({ merchandisingUrls: ['https://boots.example/rules.csv'] })} canEdit />);
    expect((screen.getByTestId('merchandising-url-0') as HTMLInputElement).value).toBe('https://boots.example/rules.csv');
    fireEvent.click(screen.getByTestId('merchandising-url-add'));
    fireEvent.change(screen.getByTestId('merchandising-url-1'), { target: { value: ' https://boots.example/more.csv ' } });
    fireEvent.click(screen.getByTestId('feed-settings-save'));
    expect(await screen.findByText('Invalid feed URL')).toBeTruthy();
    expect(sent).toMatchObject({ merchandisingUrls: ['https://boots.example/rules.csv', 'https://boots.example/more.csv'] });
    expect(screen.getByTestId('merchandising-url-1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('merchandising-url-0').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses a merchandising feed that is not an address before any call, and removes one', async () => {
    const api = stubApi({ 'PATCH /api/sources/p1': () => ({ body: { data: null } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<FeedSettingsForm project={projectFixture({ merchandisingUrls: ['https://boots.example/rules.csv'] })} canEdit />);
    fireEvent.click(screen.getByTestId('merchandising-url-add'));
    fireEvent.change(screen.getByTestId('merchandising-url-1'), { target: { value: 'not a url' } });
    fireEvent.click(screen.getByTestId('feed-settings-save'));
    await waitFor(() => expect(screen.getByTestId('merchandising-url-1').getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('merchandising-url-remove-0'));
    fireEvent.click(screen.getByTestId('merchandising-url-remove-0'));
    fireEvent.click(screen.getByTestId('feed-settings-save'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ merchandisingUrls: [] });
  });

  it('warns that cutting non-UTF-8 is meant for feeds above 500 MB', () => {
    renderWithProviders(<FeedSettingsForm project={projectFixture()} canEdit />);
    expect(screen.getByTestId('feed-settings-cut-non-utf8-warning').textContent).toContain('500 MB');
  });
});
