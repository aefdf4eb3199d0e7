import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ADMIN_PERMISSION, type User } from '@vitrina/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../lib/session';
import { testUser } from '../../test/user';
import { RequireAuth } from '../guards';
import { PageLayout } from './page-layout';

function renderAs(user: User) {
  signIn({ user, accessToken: 't', expiresIn: 60 });
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <p>signin page</p> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <PageLayout />,
            children: [
              { path: '/projects', element: <p>projects page</p> },
              { path: '/profile', element: <p>profile page</p> },
              { path: '/administrator', element: <p>administration page</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/projects'] },
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('the header user menu', () => {
  afterEach(() => act(() => signOut()));

  it('takes an administrator to the service administration', async () => {
    const router = renderAs(testUser({ name: 'Root Admin', permissions: [ADMIN_PERMISSION] }));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu RA' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Service administration' }));
    expect(await screen.findByText('administration page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/administrator');
  });

  it('offers an owner the profile but no administration', async () => {
    const router = renderAs(testUser({ permissions: ['sources.view.p1', 'sources.edit.p1'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu AN' }));
    const profile = await screen.findByRole('menuitem', { name: 'Profile' });
    expect(screen.queryByRole('menuitem', { name: 'Service administration' })).toBeNull();
    fireEvent.click(profile);
    expect(await screen.findByText('profile page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile');
  });
});
