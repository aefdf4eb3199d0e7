import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { projectFixture, stubApi } from '../test/project-fixture';
import { SearchDefaultsForm } from './search-defaults-form';

describe('search defaults and languages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves region, segment and languages in one PATCH, an emptied id as none', async () => {
    const api = stubApi({ 'PATCH /api/sources/p1': () => ({ body: { data: null } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<SearchDefaultsForm project={projectFixture({ regionId: 'msk', segmentId: null, languages: ['en'] })} canEdit />);
    expect((screen.getByTestId('search-defaults-region') as HTMLInputElement).value).toBe('msk');
    fireEvent.change(screen.getByTestId('search-defaults-region'), { target: { value: '  ' } });
    fireEvent.change(screen.getByTestId('search-defaults-segment'), { target: { value: ' vip ' } });
    fireEvent.click(screen.getByTestId('search-defaults-save'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ regionId: null, segmentId: 'vip', languages: ['en'] });
  });

  it('shows the server’s message under the field it names and stays unsaved', async () => {
    const api = stubApi({
      'PATCH /api/sources/p1': () => ({
        status: 422,
        body: { statusCode: 422, message: 'The form is filled incorrectly', errors: { segmentId: ['Maximum 100 characters'] } },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<SearchDefaultsForm project={projectFixture()} canEdit />);
    fireEvent.change(screen.getByTestId('search-defaults-segment'), { target: { value: 'b2b' } });
    fireEvent.click(screen.getByTestId('search-defaults-save'));
    expect(await screen.findByText('Maximum 100 characters')).toBeTruthy();
    expect(screen.getByTestId('search-defaults-save').hasAttribute('disabled')).toBe(false);
  });

  it('refuses a segment id over 100 characters before any call', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    renderWithProviders(<SearchDefaultsForm project={projectFixture()} canEdit />);
    fireEvent.change(screen.getByTestId('search-defaults-segment'), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByTestId('search-defaults-save'));
    await waitFor(() => expect(screen.getByTestId('search-defaults-segment').getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls).toHaveLength(0);
  });

  it('shows the values without a save button to those who may only view', () => {
    renderWithProviders(<SearchDefaultsForm project={projectFixture({ regionId: 'spb' })} canEdit={false} />);
    expect(screen.getByTestId('search-defaults-region').hasAttribute('readonly')).toBe(true);
    expect(screen.queryByTestId('search-defaults-save')).toBeNull();
  });
});
