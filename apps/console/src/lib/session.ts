import { type LoginResult, PRODUCT_NAME, type User } from '@vitrina/contracts';
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, TOKEN_COOKIE, writeCookie } from './cookie';
import { takeEarlyProfile } from './early-requests';
import { ApiError, http } from './http';

export const LAST_EMAIL_KEY = `${PRODUCT_NAME.toLowerCase()}_last_email`;

export type AuthStatus = 'unknown' | 'authenticated' | 'unauthenticated';

export interface Session {
  status: AuthStatus;
  user: User | null;
  /** Where a guest page sends the user right after signing in (else /profile, spec §2). */
  landing: string | null;
}

let state: Session = { status: 'unknown', user: null, landing: null };
const listeners = new Set<() => void>();

function setState(next: Partial<Session>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The signed-in user; only call under the authenticated guard. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser outside an authenticated route');
  return user;
}

export function fetchProfile(signal?: AbortSignal, response?: Promise<Response>): Promise<User> {
  return http.get<User>('/users/profile', { signal, quiet: true, response });
}

/** Start-up: a token without a readable profile means logged out (spec §4). */
export async function restoreSession(): Promise<void> {
  const token = readCookie(TOKEN_COOKIE);
  if (!token) {
    setState({ status: 'unauthenticated', user: null });
    return;
  }
  try {
    const user = await fetchProfile(undefined, takeEarlyProfile(token));
    setState({ status: 'authenticated', user });
  } catch {
    deleteCookie(TOKEN_COOKIE);
    setState({ status: 'unauthenticated', user: null });
  }
}

/** Stores the token for expiresIn minutes, remembers the email, and loads the user. */
export function signIn(result: LoginResult, landing = '/projects'): void {
  writeCookie(TOKEN_COOKIE, result.accessToken, result.expiresIn > 0 ? result.expiresIn * 60 : undefined);
  try {
    localStorage.setItem(LAST_EMAIL_KEY, result.user.email);
  } catch {
    // Remembering the email is a convenience only.
  }
  setState({ status: 'authenticated', user: result.user, landing });
  fetchProfile()
    .then((user) => setState({ user }))
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 401) signOut();
    });
}

/** Reloads the user, e.g. after creating a project grants new permissions. */
export async function refreshProfile(): Promise<void> {
  try {
    setState({ user: await fetchProfile() });
  } catch {
    // A 401 already ended the session; anything else keeps the user we have.
  }
}

export function setUser(user: User): void {
  setState({ user });
}

export function clearLanding(): void {
  if (state.landing !== null) setState({ landing: null });
}

/** Clears token and cookie; the guards then send the user to /signin. */
export function signOut(): void {
  deleteCookie(TOKEN_COOKIE);
  setState({ status: 'unauthenticated', user: null, landing: null });
}

export function lastUsedEmail(): string {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}
