import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBooster, stateFixture, stubBooster } from '../test/render';

const PATH = '/project/p1/creativebooster';

function upload(file: File) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the creative booster page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('lists the uploaded templates with their size and whether their rule generates', async () => {
    stubBooster();
    renderBooster(PATH);
    const row = await screen.findByTestId('creative-template-row');
    expect(row.textContent).toContain('Sale banner');
    expect(row.textContent).toContain('1080 × 1080');
    expect(row.textContent).toContain('Generating');
  });

  it('refuses a file that is not SVG without sending it', async () => {
    const api = stubBooster();
    renderBooster(PATH);
    await screen.findByTestId('creative-upload');
    upload(new File(['PNG'], 'banner.png', { type: 'image/png' }));
    expect(await screen.findByText('Only SVG files can be uploaded as templates.')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/creativebooster/upload')).toBe(false);
  });

  it('uploads an SVG as multipart and shows the server reason when it is refused', async () => {
    const api = stubBooster({
      'POST /api/creativebooster/upload': () => ({
        status: 422,
        body: { statusCode: 422, message: 'The template is not a usable SVG: no width' },
      }),
    });
    renderBooster(PATH);
    await screen.findByTestId('creative-upload');
    upload(new File(['<svg/>'], 'sale.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('The template could not be uploaded: The template is not a usable SVG: no width')).toBeTruthy();
    const sent = api.calls.find((c) => c.path === '/api/creativebooster/upload')?.body as FormData;
    expect(sent.get('sourceId')).toBe('p1');
    expect((sent.get('file') as File).name).toBe('sale.svg');
  });

  it('tells what sanitizing removed from an uploaded template', async () => {
    const api = stubBooster({
      'POST /api/creativebooster/upload': () => ({
        status: 201,
        body: {
          data: { id: 't2', name: 'sale', width: 10, height: 10, hash: 'h', variables: [], createdAt: 1, removed: ['element:script'] },
        },
      }),
    });
    renderBooster(PATH);
    await screen.findByTestId('creative-upload');
    upload(new File(['<svg/>'], 'sale.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('The template “sale” is uploaded')).toBeTruthy();
    expect(screen.getByText('Removed from the template for safety: element:script')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/api/creativebooster/templates').length).toBeGreaterThan(1);
  });

  it('deletes a template only after confirmation', async () => {
    const api = stubBooster({ 'POST /api/creativebooster/delete': () => ({ body: { data: { id: 't1' } } }) });
    renderBooster(PATH);
    fireEvent.click(await screen.findByTestId('creative-template-delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Sale banner/)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/creativebooster/delete')).toBe(false);
    fireEvent.click(within(dialog).getByTestId('creative-confirm-delete'));
    expect(await screen.findByText('The template “Sale banner” is deleted')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/creativebooster/delete')?.body).toEqual({ sourceId: 'p1', id: 't1' });
  });

  it('opens the plan-upgrade dialog instead of enabling when the plan lacks the creative booster', async () => {
    const api = stubBooster({}, { state: stateFixture({ enabled: false }) });
    renderBooster(PATH, { planAllows: false });
    fireEvent.click(await screen.findByRole('switch'));
    expect(await screen.findByTestId('status-dialog')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/creativebooster/enable')).toBe(false);
  });

  it('enables the booster through GET enable, and the switch label follows its state', async () => {
    const api = stubBooster(
      { 'GET /api/creativebooster/enable': () => ({ body: { data: stateFixture({ enabled: true }) } }) },
      { state: stateFixture({ enabled: false }) },
    );
    renderBooster(PATH);
    const off = await screen.findByRole('switch', { name: 'Creative booster is off' });
    expect((off as HTMLInputElement).checked).toBe(false);
    fireEvent.click(off);
    expect(await screen.findByText('The creative booster is on')).toBeTruthy();
    const on = await screen.findByRole('switch', { name: 'Creative booster is on' });
    expect((on as HTMLInputElement).checked).toBe(true);
    expect(api.calls.filter((c) => c.path === '/api/creativebooster/enable')).toHaveLength(1);
  });

  it('hides upload, delete, switch changes and run from a user who may only view the project', async () => {
    stubBooster();
    renderBooster(PATH, { canEdit: false });
    await screen.findByTestId('creative-template-row');
    expect(screen.queryByTestId('creative-upload')).toBeNull();
    expect(screen.queryByTestId('creative-template-delete')).toBeNull();
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('creative-tab-updates'));
    await screen.findByTestId('creative-run-state');
    expect(screen.queryByTestId('creative-run')).toBeNull();
  });
});
