import { screen, within } from '@testing-library/react';
import type { SynonymEntry, SynonymGroup } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { SynonymsScreen } from './synonyms-screen';

const group: SynonymGroup = { id: 'g1', name: 'Main', description: '', isDefault: true, synonymsCount: 1, createdAt: 0 };
const entry: SynonymEntry = { id: 's1', kind: 'twoWay', word: 'tv', synonyms: ['television'], groupId: 'g1', createdAt: 0, updatedAt: 0 };

function renderScreen(canEdit: boolean) {
  const api = stubApi({
    'GET /api/v2/sources/p1/synonyms': () => ({ body: { data: [entry], totalCount: 1 } }),
    'GET /api/v2/sources/p1/synonym-groups': () => ({ body: { data: [group] } }),
    'GET /api/sources/p1/synonyms': () => ({ body: { data: [] } }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetchMock));
  renderWithProviders(
    <MemoryRouter>
      <SynonymsScreen projectId="p1" canEdit={canEdit} />
    </MemoryRouter>,
  );
  return api;
}

describe('synonyms screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the saved synonyms with their kind and group', async () => {
    renderScreen(true);
    const table = await screen.findByTestId('synonyms-table');
    expect(within(table).getByText('tv')).toBeTruthy();
    expect(within(table).getByText('television')).toBeTruthy();
    expect(within(table).getByText('Two-way')).toBeTruthy();
    expect(screen.getByTestId('synonyms-add')).toBeTruthy();
  });

  it('hides every edit control from a user without the edit permission', async () => {
    renderScreen(false);
    await screen.findByTestId('synonyms-table');
    expect(screen.queryByTestId('synonyms-add')).toBeNull();
    expect(screen.queryByTestId('synonyms-import')).toBeNull();
    expect(screen.queryByTestId('synonyms-select-all')).toBeNull();
    expect(screen.getByTestId('synonyms-export')).toBeTruthy();
  });
});
