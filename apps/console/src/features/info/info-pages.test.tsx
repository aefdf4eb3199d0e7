import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { DocumentsPage } from './pages/documents-page';
import { PartnershipPage } from './pages/partnership-page';
import { WikiPage } from './pages/wiki-page';

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

  it('shows the referral link with a copy button and the referred projects with their plans', async () => {
    const link = 'https://vitrina.example/signup?ref=abcd23efgh';
    const projects = [
      {
        uuid: 'p1',
        name: 'Garden shop',
        siteUrl: 'https://garden.example',
        createdAt: Date.UTC(2026, 10, 2),
        plan: 'Business',
        paid: 1990.5,
        reward: 398.1,
      },
      { uuid: 'p2', name: '', siteUrl: 'https://tools.example', createdAt: Date.UTC(2026, 9, 5), plan: null, paid: 0, reward: 0 },
    ];
    const rest = { rates: { firstYear: 0.2, later: 0.1 }, totals: { paid: 1990.5, reward: 398.1 } };
    vi.stubGlobal(
      'fetch',
      vi.fn(stubApi({ 'GET /api/partnership': () => ({ body: { data: { code: 'abcd23efgh', link, projects, ...rest } } }) }).fetchMock),
    );
    show(<PartnershipPage />);
    const section = screen.getByTestId('referral-link');
    expect(await within(section).findByText(link)).toBeTruthy();
    expect(within(section).getByTestId('copy-referral-link').textContent).toBe('Copy');
    const rows = within(await screen.findByTestId('referred-projects')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ProjectCreatedPlanPaidYour reward',
      'Garden shopNov 2, 2026BusinessRUB\u00a01,990.50RUB\u00a0398.10',
      'https://tools.exampleOct 5, 2026No plan yetRUB\u00a00.00RUB\u00a00.00',
    ]);
    const totals = screen.getByTestId('referral-totals').textContent;
    expect(totals).toContain('Your reward: RUB\u00a0398.10');
    expect(totals).toContain('20% of payments in a project’s first year, 10% after');
  });

  it('tells a partner without referred projects to share the link', async () => {
    const data = {
      code: 'abcd23efgh',
      link: 'https://vitrina.example/signup?ref=abcd23efgh',
      projects: [],
      rates: { firstYear: 0.2, later: 0.1 },
      totals: { paid: 0, reward: 0 },
    };
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/partnership': () => ({ body: { data } }) }).fetchMock));
    show(<PartnershipPage />);
    expect(await screen.findByText(/No referred projects yet/)).toBeTruthy();
  });
});
