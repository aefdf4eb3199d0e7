import type { ProjectDetail } from '@vitrina/contracts';
import { readCookie, writePreferenceCookie } from '../../../lib/cookie';

// Whether this device hid a project's onboarding list, shared by the list and the project route's
// loader (project-data.ts), which asks what the list will ask.

/** Projects whose list this device hid: a cookie, so that the server renders the page as the browser will. */
const HIDDEN_COOKIE = 'vitrina_onboarding_hidden';
/** Ids kept at most: a cookie holds about 4 KB. */
const HIDDEN_KEPT = 50;
/** Where the flag lived before: read once taken over, and moved to the cookie. */
const legacyKey = (id: string) => `vitrina.onboarding.hidden.${id}`;

const hiddenIds = () => (readCookie(HIDDEN_COOKIE) ?? '').split(' ').filter(Boolean);

/** Whether this device hid the project's list (as far as the server rendering the page can tell too). */
export const isHiddenHere = (id: string) => hiddenIds().includes(id);

/** Whether the list asks if the project's search answered anyone yet: a loaded project whose list is not hidden. */
export const asksForSearches = (project: ProjectDetail, hidden: boolean) => !hidden && project.loadedAt !== null;

export function hideOnThisDevice(id: string): void {
  const ids = [...hiddenIds().filter((hidden) => hidden !== id), id].slice(-HIDDEN_KEPT);
  writePreferenceCookie(HIDDEN_COOKIE, ids.join(' '));
}

export function hiddenBefore(id: string): boolean {
  try {
    return window.localStorage.getItem(legacyKey(id)) === '1';
  } catch {
    return false;
  }
}
