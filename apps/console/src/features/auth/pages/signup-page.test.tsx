import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { SignupPage } from './signup-page';

async function submitSignup(path: string) {
  signOut();
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { email: 'anna@shop.example' } }), { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/signup', element: <SignupPage /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  fireEvent.change(screen.getByTestId('signup-name'), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByTestId('signup-email'), { target: { value: 'anna@shop.example' } });
  fireEvent.change(screen.getByTestId('signup-phone'), { target: { value: '+79161234567' } });
  fireEvent.change(screen.getByTestId('signup-password'), { target: { value: 'secret123' } });
  fireEvent.change(screen.getByTestId('signup-password-repeat'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByTestId('signup-terms'));
  fireEvent.click(screen.getByTestId('signup-submit'));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe('sign-up page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the referral code of a /signup?ref= link with the registration', async () => {
    expect(await submitSignup('/signup?ref=abcd23efgh')).toMatchObject({ email: 'anna@shop.example', ref: 'abcd23efgh' });
  });

  it('sends no referral code when the visitor came without one', async () => {
    expect(await submitSignup('/signup')).not.toHaveProperty('ref');
  });
});
