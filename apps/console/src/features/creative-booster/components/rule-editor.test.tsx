import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { translate } from '@vitrina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBooster, ruleFixture, stubBooster } from '../test/render';

const EDIT = '/project/p1/creativebooster?template=t1';
const rulesPosts = (api: ReturnType<typeof stubBooster>) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === '/api/creativebooster/rules');

describe('the template editor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    notifications.clean();
  });

  it('asks for a name, both parts of every variable and the limits before saving anything', async () => {
    const api = stubBooster({}, { rules: [] });
    renderBooster(EDIT);
    fireEvent.change(await screen.findByTestId('creative-name'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('creative-variable-add'));
    fireEvent.click(screen.getByTestId('creative-save'));
    expect(await screen.findByText(translate('en', 'creative.nameRequired'))).toBeTruthy();
    expect(screen.getAllByText(translate('en', 'creative.variableRequired'))).toHaveLength(2);
    expect(screen.getByTestId('creative-limits-error').textContent).toBe(translate('en', 'creative.limitsRequired'));
    expect(rulesPosts(api)).toHaveLength(0);
  });

  it('saves the rule among the others with the limits chosen and the preserve-hash flag kept', async () => {
    const other = ruleFixture({ templateId: 't0', name: 'Other' });
    const api = stubBooster(
      {
        'POST /api/creativebooster/rules': (body) => ({
          body: { data: { rules: (body as { rules: unknown }).rules, preserveHash: true } },
        }),
      },
      { rules: [other] },
    );
    renderBooster(EDIT);
    fireEvent.click(await screen.findByTestId('creative-available-only'));
    fireEvent.click(screen.getByTestId('creative-variable-add'));
    fireEvent.change(screen.getByTestId('creative-variable-name-0'), { target: { value: 'slogan' } });
    fireEvent.change(screen.getByTestId('creative-variable-value-0'), { target: { value: 'Only today' } });
    fireEvent.click(screen.getByTestId('creative-save'));
    expect(await screen.findByText("The template's rule is saved")).toBeTruthy();
    const body = rulesPosts(api)[0]?.body as {
      sourceId: string;
      preserveHash: boolean;
      rules: { templates: Array<Record<string, unknown>> };
    };
    expect(body.sourceId).toBe('p1');
    expect(body.preserveHash).toBe(true);
    expect(body.rules.templates.map((r) => r.templateId)).toEqual(['t0', 't1']);
    expect(body.rules.templates[1]).toMatchObject({
      name: 'Sale banner',
      variables: [{ name: 'slogan', value: 'Only today' }],
      limits: { availableOnly: true, categoryIds: [], vendors: [], priceFrom: null, priceTo: null, params: {} },
    });
  });

  it('says why the rules were not saved (spec §8)', async () => {
    stubBooster({ 'POST /api/creativebooster/rules': () => ({ status: 500, body: { statusCode: 500, message: 'Database is away' } }) });
    renderBooster(EDIT);
    fireEvent.click(await screen.findByTestId('creative-save'));
    expect(await screen.findByText('Failed to save Creative Booster rules: Database is away')).toBeTruthy();
  });

  it('shows the server-rendered preview of the unsaved form', async () => {
    const api = stubBooster();
    renderBooster(EDIT);
    expect(((await screen.findByTestId('creative-preview-image')) as HTMLImageElement).src).toBe('blob:preview');
    const call = api.calls.find((c) => c.path === '/api/creativebooster/preview');
    expect(call).toBeTruthy();
  });

  it("shows the server's message when the preview fails", async () => {
    stubBooster({
      'GET /api/creativebooster/preview': () => ({ status: 404, body: { statusCode: 404, message: 'The offer is not in the catalog' } }),
    });
    renderBooster(EDIT);
    expect((await screen.findByTestId('creative-preview-error')).textContent).toContain('The offer is not in the catalog');
  });

  it('falls back to "Unknown error" when the failed preview has no message', async () => {
    stubBooster({ 'GET /api/creativebooster/preview': () => ({ status: 502, body: 'gateway' }) });
    renderBooster(EDIT);
    expect((await screen.findByTestId('creative-preview-error')).textContent).toContain('Unknown error');
  });

  it('sends the background-removal and crop options with the preview', async () => {
    const urls: string[] = [];
    stubBooster();
    const inner = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        urls.push(String(input));
        return inner(input, init);
      }),
    );
    renderBooster(EDIT);
    fireEvent.click(await screen.findByTestId('creative-rembg'));
    await waitFor(() => expect(urls.some((u) => u.includes('/creativebooster/preview') && u.includes('rembg=true'))).toBe(true), {
      timeout: 5000,
    });
    const url = new URL(urls.filter((u) => u.includes('rembg=true')).at(-1) ?? '', 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      sourceId: 'p1',
      template: 't1',
      foregroundThreshold: '240',
      backgroundThreshold: '10',
      erosionSize: '10',
      alphaMatting: 'false',
      rembgCrop: 'false',
      format: 'png',
    });
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual([{ name: 'slogan', value: 'Only today' }]);
  });

  it('adds a row for a custom placeholder of the template and leaves the offer fields to the server', async () => {
    stubBooster({}, { rules: [] });
    renderBooster(EDIT);
    fireEvent.click(await screen.findByText('{{slogan}}'));
    expect((screen.getByTestId('creative-variable-name-0') as HTMLInputElement).value).toBe('slogan');
    expect(screen.queryByText('{{slogan}}')).toBeNull();
    fireEvent.click(screen.getByText('{{price}}'));
    expect(screen.queryByTestId('creative-variable-name-1')).toBeNull();
  });

  it('refuses a price range whose start is above its end', async () => {
    const api = stubBooster();
    renderBooster(EDIT);
    fireEvent.change(await screen.findByTestId('creative-price-from'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('creative-price-to'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('creative-save'));
    expect(await screen.findByText(translate('en', 'validation.fromAboveTo'))).toBeTruthy();
    expect(rulesPosts(api)).toHaveLength(0);
  });
});
