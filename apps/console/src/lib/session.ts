import { type LoginResult, PRODUCT_NAME, type User } from '@vitrina/contracts';
import { useSyncExternalStore } from 'react';
import { forgetSession, sessionId } from './cookie';
import { dropEarlyResponses, sessionAtLoad } from './early-requests';
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

export function fetchProfile(signal?: AbortSignal): Promise<User> {
  return http.get<User>('/users/profile', { signal, quiet: true });
}

/** Start-up: a session without a readable profile means logged out (spec §4). */
export async function restoreSession(): Promise<void> {
  if (!(sessionAtLoad() ?? sessionId())) {
    setState({ status: 'unauthenticated', user: null });
    return;
  }
  try {
    const user = await fetchProfile();
    setState({ status: 'authenticated', user });
  } catch (error) {
    // Only the server's "no" ends the session. A request that never got its answer (the page left
    // or reloaded while starting, the network dropped) leaves the session to the next page: ending
    // it here would sign the user out of every tab for a reload.
    if (error instanceof ApiError && error.statusCode === 401) signOut();
    else setState({ status: 'unauthenticated', user: null });
  }
}

/**
 * After sign-in: the server has set the session cookie (the token out of reach of page scripts,
 * for expiresIn minutes); remembers the email and loads the user.
 */
export function signIn(result: LoginResult, landing = '/projects'): void {
  try {
    localStorage.setItem(LAST_EMAIL_KEY, result.user.email);
  } catch {
    // Remembering the email is a convenience only.
  }
  dropEarlyResponses();
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

/** A page rendered on the server opens with the user it was rendered for, or none on a guest page (src/ssr, main.tsx). */
export function adoptSession(user: User | null): void {
  setState({ status: user ? 'authenticated' : 'unauthenticated', user, landing: null });
}

export function setUser(user: User): void {
  setState({ user });
}

export function clearLanding(): void {
  if (state.landing !== null) setState({ landing: null });
}

/**
 * Ends the session on the server (the token stops working wherever a copy of it is) and clears
 * the cookies; the guards then send the user to /signin at once, without waiting for the answer.
 */
export function signOut(): void {
  http.post('/logout', undefined, { quiet: true, unauthorizedIsAnswer: true, background: true }).catch(() => forgetSession());
  dropEarlyResponses();
  setState({ status: 'unauthenticated', user: null, landing: null });
}

export function lastUsedEmail(): string {
  try {
    return localStorage.getItem(LAST_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}
