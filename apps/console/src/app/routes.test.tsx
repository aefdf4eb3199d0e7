import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signOut } from '../lib/session';
import { renderWithProviders } from '../test/render';
import { routes } from './routes';

describe('console routes', () => {
  it('shows the not-found page with a link home for an unknown route', async () => {
    signOut();
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] });
    renderWithProviders(<RouterProvider router={router} />);
    expect((await screen.findByTestId('page-title')).textContent).toBe('This page could not be found');
    expect(screen.getByTestId('error-home-link').getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('This page could not be found — Vitrina'));
  });

  it('sends a guest from the index to /signin', async () => {
    signOut();
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByTestId('signin-email');
    expect(router.state.location.pathname).toBe('/signin');
    await waitFor(() => expect(document.title).toBe('Sign in — Vitrina'));
  });
});
