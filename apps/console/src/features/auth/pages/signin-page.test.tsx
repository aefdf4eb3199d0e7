import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, LAST_EMAIL_KEY, signOut } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { SigninPage } from './signin-page';

describe('sign-in page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows wrong credentials under the form and stays signed out', async () => {
    signOut();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ statusCode: 401, message: 'Wrong email or password' }), { status: 401 })),
    );
    const router = createMemoryRouter([{ path: '/signin', element: <SigninPage /> }], { initialEntries: ['/signin'] });
    renderWithProviders(<RouterProvider router={router} />);
    fireEvent.change(screen.getByTestId('signin-email'), { target: { value: 'anna@shop.example' } });
    fireEvent.change(screen.getByTestId('signin-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('signin-submit'));
    await waitFor(() => expect(screen.getByTestId('signin-error').textContent).toBe('Wrong email or password'));
    expect(getSession().status).toBe('unauthenticated');
  });

  it('validates the form before calling the API', async () => {
    signOut();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter([{ path: '/signin', element: <SigninPage /> }], { initialEntries: ['/signin'] });
    renderWithProviders(<RouterProvider router={router} />);
    fireEvent.change(screen.getByTestId('signin-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(await screen.findByText('Input required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills in the email last used on this browser once mounted', async () => {
    signOut();
    vi.stubGlobal('fetch', vi.fn());
    localStorage.setItem(LAST_EMAIL_KEY, 'anna@shop.example');
    try {
      const router = createMemoryRouter([{ path: '/signin', element: <SigninPage /> }], { initialEntries: ['/signin'] });
      renderWithProviders(<RouterProvider router={router} />);
      await waitFor(() => expect((screen.getByTestId('signin-email') as HTMLInputElement).value).toBe('anna@shop.example'));
    } finally {
      localStorage.removeItem(LAST_EMAIL_KEY);
    }
  });
});
