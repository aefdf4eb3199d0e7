import { screen, within } from '@testing-library/react';
import type { User } from '@vitrina/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { DocumentsPage } from './pages/documents-page';
import { PartnershipPage } from './pages/partnership-page';
import { WikiPage } from './pages/wiki-page';

vi.mock('../../lib/session', () => ({
  useCurrentUser: (): User => ({
    id: 'u',
    name: 'Olga',
    email: 'olga@main.example',
    phoneNumber: null,
    avatar: null,
    isCompany: false,
    locale: 'en',
    permissions: ['*'],
    createdAt: 0,
  }),
}));

const show = (page: React.ReactNode) => renderWithProviders(<MemoryRouter>{page}</MemoryRouter>);

describe('content pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the offer agreement and the privacy policy with their points as lists', () => {
    show(<DocumentsPage />);
    expect(screen.getByRole('heading', { name: 'Public offer agreement (terms of service)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Privacy policy' })).toBeTruthy();
    const offer = document.getElementById('offer') as HTMLElement;
    expect(within(offer).getAllByRole('listitem').length).toBeGreaterThan(5);
    expect(offer.textContent).toContain('14 days free');
  });

  it('lists the wiki guides with links to each section', () => {
    show(<WikiPage />);
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['#feed', '#widget', '#tracker', '#synonyms', '#rules']);
    for (const id of ['feed', 'widget', 'tracker', 'synonyms', 'rules']) expect(document.getElementById(id)).toBeTruthy();
    expect(document.getElementById('feed')?.textContent).toContain('<yml_catalog>');
  });

  it('gives each project the user owns as a partner code, not the projects of others', async () => {
    const api = stubApi({
      'GET /api/sources': () => ({
        body: {
          data: [
            {
              uuid: '11111111-1111-1111-1111-111111111111',
              name: 'Main shop',
              siteUrl: 'https://main.example',
              owner: { email: 'olga@main.example' },
            },
            {
              uuid: '22222222-2222-2222-2222-222222222222',
              name: 'Other shop',
              siteUrl: 'https://other.example',
              owner: { email: 'x@other.example' },
            },
          ],
          totalCount: 2,
        },
      }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetchMock));
    show(<PartnershipPage />);
    const codes = screen.getByTestId('partner-codes');
    expect(await within(codes).findByText('11111111-1111-1111-1111-111111111111')).toBeTruthy();
    expect(within(codes).getByText('Main shop')).toBeTruthy();
    expect(within(codes).queryByText('Other shop')).toBeNull();
  });

  it('tells a user without projects how to get a partner code', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/sources': () => ({ body: { data: [], totalCount: 0 } }) }).fetchMock));
    show(<PartnershipPage />);
    expect(await screen.findByText(/You have no projects yet/)).toBeTruthy();
  });
});
