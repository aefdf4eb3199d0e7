import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { stubApi } from '../test/stub-api';
import { testUser } from '../test/user';
import { loadSharedStrings } from './i18n';
import { currentLocale, LOCALE_STORAGE_KEY } from './locale';
import { getSession, setUser } from './session';
import { switchLocale } from './switch-locale';

const user = testUser();

function Heading() {
  const { t } = useTranslation();
  return <h1>{t('nav.projects')}</h1>;
}

afterEach(() => vi.unstubAllGlobals());

describe('switching the interface language', () => {
  it('re-renders in the new language without a reload, stores the choice and saves it in the profile', async () => {
    const api = stubApi({ 'PATCH /api/users/profile': (body) => ({ body: { data: { ...user, ...(body as object) } } }) });
    vi.stubGlobal('fetch', api.fetchMock);
    await loadSharedStrings('en');
    setUser(user);
    renderWithProviders(<Heading />);
    expect(screen.getByRole('heading').textContent).toBe('Projects');

    await act(() => switchLocale('tr'));

    expect(screen.getByRole('heading').textContent).toBe('Projeler');
    expect([currentLocale(), localStorage.getItem(LOCALE_STORAGE_KEY), document.documentElement.lang]).toEqual(['tr', 'tr', 'tr']);
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([['PATCH', '/api/users/profile', { locale: 'tr' }]]);
    expect(getSession().user?.locale).toBe('tr');
  });

  it('lets the last of two quick choices win', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'PATCH /api/users/profile': (body) => ({ body: { data: { ...user, ...(body as object) } } }) }).fetchMock,
    );
    await act(() => Promise.all([switchLocale('es'), switchLocale('pt')]));
    expect(currentLocale()).toBe('pt');
  });
});
