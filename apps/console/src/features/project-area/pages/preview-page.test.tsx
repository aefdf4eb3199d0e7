import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectFixture, stubApi } from '../test/project-fixture';
import { renderProjectPage } from '../test/render-project-page';
import { formFromProject } from '../widget/form-from-project';
import { writeWidgetDraft } from '../widget/widget-draft';
import { PreviewPage } from './preview-page';

const publication = (published: Record<string, unknown>, saved = published) => ({
  state: JSON.stringify(published) === JSON.stringify(saved) ? 'live' : 'unpublished',
  publishedAt: 1,
  changeCount: JSON.stringify(published) === JSON.stringify(saved) ? 0 : 1,
  changes: [],
  published,
  saved,
});

const SCRIPT = {
  'GET /api/sources/p1/widgetScript': () => ({
    body: { data: { loaderUrl: 'http://search.test/scripts/widget/p1/main.js', snippet: '<script></script>' } },
  }),
  'GET /api/sources/p1/publication': () => ({ body: { data: publication({ locale: 'ru', colors: { primary: '#111111' } }) } }),
};

describe('preview page', () => {
  beforeEach(() => writeWidgetDraft('p1', null));
  afterEach(() => vi.unstubAllGlobals());

  it('builds the widget config from the unsaved settings and loads init.js from the search origin', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(SCRIPT).fetchMock));
    const project = projectFixture({ widgetSettings: { colors: { primary: '#111111' } } });
    const draft = formFromProject(project);
    writeWidgetDraft('p1', { ...draft, colors: { ...draft.colors, primary: '#ee00ee' }, kind: 'complex' });
    renderProjectPage(<PreviewPage />, { project, path: '/project/p1/preview' });
    const frame = await screen.findByTestId('preview-frame');
    const html = frame.getAttribute('srcdoc') ?? '';
    expect(html).toContain('"primary":"#ee00ee"');
    expect(html).not.toContain('#111111');
    expect(html).toContain('"kind":"complex"');
    expect(html).toContain('http://search.test/scripts/v3/init.js');
    expect(screen.getByTestId('preview-unsaved')).toBeTruthy();
  });

  it('runs the published document the loader serves, not the console’s idea of the settings', async () => {
    const api = stubApi({
      ...SCRIPT,
      'GET /api/sources/p1/publication': () => ({ body: { data: publication({ locale: 'ru' }, { locale: 'en' }) } }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    // The project's own language is English, the site's widget runs Russian: the preview shows Russian.
    renderProjectPage(<PreviewPage />, { project: projectFixture({ locale: 'en' }), path: '/project/p1/preview' });
    const frame = await screen.findByTestId('preview-frame');
    expect(frame.getAttribute('data-version')).toBe('live');
    expect(frame.getAttribute('srcdoc')).toContain('"locale":"ru"');
    fireEvent.click(screen.getByRole('radio', { name: 'With unpublished changes' }));
    await waitFor(() => expect(screen.getByTestId('preview-frame').getAttribute('srcdoc')).toContain('"locale":"en"'));
  });

  it('offers the preview on the shop’s own site to administrators only', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi(SCRIPT).fetchMock));
    const view = renderProjectPage(<PreviewPage />, { path: '/project/p1/preview' });
    await screen.findByTestId('preview-frame');
    expect(screen.queryByTestId('preview-on-site')).toBeNull();
    view.unmount();
    renderProjectPage(<PreviewPage />, { path: '/project/p1/preview', isAdmin: true });
    expect((await screen.findByTestId('preview-on-site')).getAttribute('href')).toBe('https://boots.example/?vitrina_preview=p1');
  });
});
