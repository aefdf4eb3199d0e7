import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/project-fixture';
import { renderProjectPage } from '../test/render-project-page';
import { writeWidgetDraft } from '../widget/widget-draft';
import { ComplexWidgetPage, SearchWidgetPage } from './widget-kind-page';

const SNIPPET = '<script async src="http://search.test/scripts/widget/p1/main.js" data-sb-init-script></script>';
const SCRIPT = {
  'GET /api/sources/p1/widgetScript': () => ({
    body: { data: { loaderUrl: 'http://search.test/scripts/widget/p1/main.js', snippet: SNIPPET } },
  }),
};

describe('widget tabs', () => {
  beforeEach(() => writeWidgetDraft('p1', null));
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to save the complex widget without a container selector or with custom code switched on but empty', async () => {
    const api = stubApi(SCRIPT);
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderProjectPage(<ComplexWidgetPage />, { path: '/project/p1/settings/complex-widget' });
    fireEvent.click(await screen.findByTestId('widget-kind-use'));
    fireEvent.click(screen.getByTestId('custom-code-enabled'));
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Input required')).toBeTruthy();
    expect(screen.getByTestId('widget-selector').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the custom code or switch the template off')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('shows the embed snippet and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('fetch', vi.fn(stubApi(SCRIPT).fetchMock));
    renderProjectPage(<SearchWidgetPage />, { path: '/project/p1/settings/search-widget' });
    expect((await screen.findByTestId('snippet-code')).textContent).toBe(SNIPPET);
    fireEvent.click(screen.getByTestId('snippet-copy'));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SNIPPET);
  });

  it('says the link could not be copied when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    vi.stubGlobal('fetch', vi.fn(stubApi(SCRIPT).fetchMock));
    renderProjectPage(<SearchWidgetPage />, { path: '/project/p1/settings/search-widget' });
    fireEvent.click(await screen.findByTestId('snippet-copy'));
    expect(await screen.findByText('Failed to copy the link')).toBeTruthy();
  });
});
