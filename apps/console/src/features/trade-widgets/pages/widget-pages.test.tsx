import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, SCRIPT, stubApi, widgetFixture } from '../test/render-page';
import { WidgetAddPage } from './widget-add-page';
import { WidgetEditPage } from './widget-edit-page';
import { WidgetInstructionPage } from './widget-instruction-page';

const routes = {
  'trade-widgets/add': <WidgetAddPage />,
  'trade-widgets/edit/:widgetId': <WidgetEditPage />,
  'trade-widgets/instruction/:widgetId': <WidgetInstructionPage />,
};

const previewAnswer = (body: unknown) => {
  const { widget } = body as { widget: { name: string; type: string; style: object } };
  return { offers: [], widget: { id: 'preview', name: widget.name, type: widget.type, style: widget.style }, fallbackFrom: null };
};
const previewCalls = (api: ReturnType<typeof stub>) =>
  api.calls
    .filter((c) => c.path === '/api/sources/p1/widgets/preview')
    .map((c) => c.body as { widget: { type: string }; widgetId: string | null });

function stub(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/sources/p1/widgets': () => ({ body: { data: [widgetFixture()], totalCount: 1 } }),
    'GET /api/sources/p1/widgets/w1': () => ({ body: { data: widgetFixture() } }),
    'GET /api/sources/p1/widgetScript': () => ({ body: SCRIPT }),
    'POST /api/sources/p1/widgets/preview': (body) => ({ body: { data: previewAnswer(body) } }),
    ...extra,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  return api;
}

// The whole form (about fifty fields) takes seconds to render in jsdom on a shared machine.
describe('adding and editing a trade widget', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // The notifications store outlives a test; a full queue would hide the next test's message.
    notifications.clean();
  });

  it('refuses an incomplete form per field without calling the API', async () => {
    const api = stub();
    renderPage(routes, '/project/p1/trade-widgets/add');
    fireEvent.change(await screen.findByTestId('style-titleColor'), { target: { value: 'not a colour!' } });
    fireEvent.click(screen.getByTestId('trade-widget-save'));
    expect(await screen.findByText('The form is filled incorrectly')).toBeTruthy();
    expect(screen.getByTestId('widget-name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('style-titleColor').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/sources/p1/widgets')).toBe(false);
  });

  it('adds a widget with its style, says so and opens it for editing with the preview', async () => {
    const api = stub({
      'POST /api/sources/p1/widgets': (body) => ({ status: 201, body: { data: { ...widgetFixture(), ...(body as object), id: 'w1' } } }),
    });
    const router = renderPage(routes, '/project/p1/trade-widgets/add');
    fireEvent.change(await screen.findByTestId('widget-name'), { target: { value: 'Bought together' } });
    fireEvent.change(screen.getByTestId('style-title'), { target: { value: 'Bought with it' } });
    fireEvent.change(screen.getByTestId('style-titleColor'), { target: { value: '#ff0055' } });
    // The add page previews the unsaved form: nothing needs saving first.
    expect(await screen.findByTestId('widget-preview-frame', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(previewCalls(api).at(-1)).toMatchObject({ widgetId: null, widget: { style: { titleColor: '#ff0055' } } }));
    fireEvent.click(screen.getByTestId('trade-widget-save'));
    expect(await screen.findByText('The widget is added')).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/sources/p1/widgets');
    expect(post?.body).toMatchObject({
      name: 'Bought together',
      type: 'with_this_product_buy',
      style: { title: 'Bought with it', titleColor: '#ff0055' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/p1/trade-widgets/edit/w1'));
    expect(await screen.findByTestId('widget-preview-frame', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('previews an unsaved change of the formula with the draft, and says when the draft cannot be previewed', async () => {
    const api = stub({
      'POST /api/sources/p1/widgets/preview': (body) =>
        (body as { widget: { scriptScore: string } }).widget.scriptScore.includes('(')
          ? { status: 422, body: { statusCode: 422, message: 'Invalid', errors: { 'widget.scriptScore': ['bad'] } } }
          : { body: { data: previewAnswer(body) } },
    });
    renderPage(routes, '/project/p1/trade-widgets/edit/w1');
    await waitFor(() => expect(previewCalls(api).at(-1)).toMatchObject({ widgetId: 'w1', widget: { type: 'with_this_product_buy' } }));
    fireEvent.change(await screen.findByTestId('widget-script-score'), { target: { value: 'score * 2' } });
    await waitFor(() => expect(previewCalls(api).at(-1)).toMatchObject({ widget: { scriptScore: 'score * 2' } }));
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.change(screen.getByTestId('widget-script-score'), { target: { value: 'score * (' } });
    expect(await screen.findByTestId('widget-preview-refused')).toBeTruthy();
  });

  it('shows the server’s field errors and the widget-not-added message', async () => {
    stub({
      'POST /api/sources/p1/widgets': () => ({
        status: 422,
        body: { statusCode: 422, message: 'Invalid', errors: { fallbackWidgetId: ['Widget not found'] } },
      }),
    });
    renderPage(routes, '/project/p1/trade-widgets/add');
    fireEvent.change(await screen.findByTestId('widget-name'), { target: { value: 'X' } });
    fireEvent.click(screen.getByTestId('trade-widget-save'));
    expect(await screen.findByText('Widget not found')).toBeTruthy();
  });

  it('tells when the widget could not be added', async () => {
    stub({ 'POST /api/sources/p1/widgets': () => ({ status: 500, body: { statusCode: 500, message: 'Internal error' } }) });
    renderPage(routes, '/project/p1/trade-widgets/add');
    fireEvent.change(await screen.findByTestId('widget-name'), { target: { value: 'X' } });
    fireEvent.click(screen.getByTestId('trade-widget-save'));
    expect(await screen.findByText('The widget is not added: Internal error')).toBeTruthy();
  });

  it('updates a saved widget with the changed fields and says so', async () => {
    const api = stub({
      'PATCH /api/sources/p1/widgets/w1': (body) => ({ body: { data: { ...widgetFixture(), ...(body as object), updatedAt: 2 } } }),
    });
    renderPage(routes, '/project/p1/trade-widgets/edit/w1');
    const name = await screen.findByTestId('widget-name');
    expect((name as HTMLInputElement).value).toBe('Bought together');
    expect((screen.getByTestId('style-titleColor') as HTMLInputElement).value).toBe('#ff0055');
    fireEvent.change(name, { target: { value: 'Bought with this' } });
    fireEvent.click(screen.getByTestId('trade-widget-save'));
    expect(await screen.findByText('Saved. Carousels on your pages change when you publish from the project header')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ name: 'Bought with this', style: { titleColor: '#ff0055' } });
  });

  it('shows a saved widget read-only to a user without the edit permission', async () => {
    stub();
    renderPage(routes, '/project/p1/trade-widgets/edit/w1', false);
    expect(((await screen.findByTestId('widget-name')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('trade-widget-save')).toBeNull();
  });

  it('gives the embed code with the widget id and the product attribute, and says when copying fails', async () => {
    stub();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    renderPage(routes, '/project/p1/trade-widgets/instruction/w1');
    const code = await screen.findByTestId('trade-widget-embed-code');
    expect(code.textContent).toContain('data-sb-init-script');
    expect(code.textContent).toContain('<div data-vitrina-widget="w1" data-product-id="PRODUCT_ID"></div>');
    fireEvent.click(screen.getByTestId('trade-widget-copy-code'));
    expect(await screen.findByText('Could not copy the code, select it and copy by hand', {}, { timeout: 5000 })).toBeTruthy();
  });
});
