import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { IndexingRule } from '@vitrina/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../test/project-fixture';
import { RulesEditorForm } from './indexing-rules-editor';

const rangeRule: IndexingRule = {
  name: 'Cheap boots',
  enabled: true,
  match: 'all',
  conditions: [{ op: 'range', field: 'price', from: 100, to: 500 }],
  actions: [{ type: 'setParam', name: 'Segment', value: 'budget' }],
};

const templateRule: IndexingRule = {
  name: 'Brand in names',
  enabled: true,
  match: 'all',
  conditions: [],
  actions: [{ type: 'template', field: 'name', template: '{{ vendor }} {{ name }}' }],
};

describe('indexing rules editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows “From must not be greater than To” and does not save when From is above To', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RulesEditorForm projectId="p1" canEdit saved={[rangeRule]} />);
    fireEvent.change(screen.getByTestId('rule-0-condition-0-from'), { target: { value: '900' } });
    fireEvent.click(screen.getByTestId('rules-save'));
    expect(await screen.findByText('“From” must not be greater than “To”')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the range before a preview too', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RulesEditorForm projectId="p1" canEdit saved={[rangeRule]} />);
    fireEvent.change(screen.getByTestId('rule-0-condition-0-to'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('rules-preview'));
    expect(await screen.findByText('“From” must not be greater than “To”')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not save a rule without actions and says an action must be added', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<RulesEditorForm projectId="p1" canEdit saved={[]} />);
    fireEvent.click(screen.getByTestId('rules-add'));
    fireEvent.click(screen.getByTestId('rule-0-action-0-remove'));
    fireEvent.click(screen.getByTestId('rules-save'));
    expect((await screen.findByTestId('rule-0-actions-error')).textContent).toBe('Add at least one action');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a rule before previewing an empty list', async () => {
    renderWithProviders(<RulesEditorForm projectId="p1" canEdit saved={[]} />);
    fireEvent.click(screen.getByTestId('rules-preview'));
    expect((await screen.findByTestId('rules-error')).textContent).toBe('Add at least one rule');
  });

  it('shows a template error from the server under that template', async () => {
    const api = stubApi({
      'PUT /api/sources/p1/indexing-rules': () => ({
        status: 422,
        body: {
          statusCode: 422,
          message: 'The form is filled incorrectly',
          errors: { 'rules.0.actions.0.template': ['The template cannot be rendered: unexpected end'] },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<RulesEditorForm projectId="p1" canEdit saved={[templateRule]} />);
    fireEvent.change(screen.getByTestId('rule-0-action-0-template'), { target: { value: '{{ vendor ' } });
    fireEvent.click(screen.getByTestId('rules-save'));
    const action = screen.getByTestId('rule-0-action-0');
    await waitFor(() => expect(within(action).getByText('The template cannot be rendered: unexpected end')).toBeTruthy());
    expect(api.calls[0]?.body).toEqual({
      rules: [{ ...templateRule, actions: [{ type: 'template', field: 'name', template: '{{ vendor ' }] }],
    });
  });

  it('shows before and after of each offer with a removed badge', async () => {
    const api = stubApi({
      'POST /api/sources/p1/indexing-rules/preview': () => ({
        body: {
          data: {
            total: 1200,
            scanned: 1200,
            matched: 40,
            changed: 31,
            removed: 9,
            rules: [{ matched: 40 }],
            samples: [
              {
                before: { id: '1', name: 'Boots', price: 100, available: true, offerLabel: null },
                after: { id: '1', name: 'Acme Boots', price: 100, available: true, offerLabel: null },
              },
              { before: { id: '2', name: 'Old boots', price: 50, available: false, offerLabel: 'sale' }, after: null },
            ],
          },
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<RulesEditorForm projectId="p1" canEdit saved={[templateRule]} />);
    fireEvent.click(screen.getByTestId('rules-preview'));
    const table = await screen.findByTestId('rules-preview-table');
    expect(within(table).getByTestId('rules-preview-row-1').textContent).toContain('→ Acme Boots');
    expect(within(within(table).getByTestId('rules-preview-row-2')).getByTestId('rules-preview-removed').textContent).toBe('Removed');
    // How many offers the rules match in the whole catalog, and per rule.
    expect(screen.getByTestId('rules-preview-summary').textContent).toContain(
      'The rules match 40 of 1,200 offers: 31 change, 9 are removed',
    );
    expect(screen.getByTestId('rules-preview-rule-0').textContent).toMatch(/matches 40$/);
  });
});
