import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../lib/session';
import { testUser } from '../test/user';
import { RequireAuth, RequireGuest } from './guards';

const user = testUser();

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireGuest />, children: [{ path: '/signin', element: <p>signin page</p> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/projects', element: <p>projects page</p> },
          { path: '/profile', element: <p>profile page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

describe('route guards', () => {
  afterEach(() => {
    act(() => signOut());
    vi.unstubAllGlobals();
  });

  it('sends a guest who opens a page needing login to /signin', async () => {
    signOut();
    const router = renderAt('/projects');
    expect(await screen.findByText('signin page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.state).toEqual({ from: '/projects' });
  });

  it('sends a signed-in user who opens a guest page to /profile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: user }), { status: 200 })),
    );
    signIn({ user, accessToken: 't', expiresIn: 60 });
    act(() => signOut());
    signIn({ user, accessToken: 't', expiresIn: 60 }, '/profile');
    const router = renderAt('/signin');
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('lets a user who just signed in land where sign-in asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: user }), { status: 200 })),
    );
    signOut();
    const router = renderAt('/signin');
    expect(await screen.findByText('signin page')).toBeTruthy();
    act(() => signIn({ user, accessToken: 't', expiresIn: 60 }, '/projects'));
    expect(await screen.findByText('projects page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/projects');
  });
});
