import type { DehydratedState } from '@tanstack/react-query';
import type { Locale, User } from '@vitrina/contracts';
import type { HydrationState } from 'react-router';

/** What a page rendered on the server hands over to the app that takes it over (main.tsx). */
export interface RenderedState {
  locale: Locale;
  /** Null on a guest page (sign-up). */
  user: User | null;
  /** The answers the page was rendered with (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** The router's state after its loaders ran (their data, any route error). */
  router: HydrationState;
}

/** The id of the <script type="application/json"> that holds the state. */
export const RENDERED_STATE_ID = 'vitrina-rendered';

/**
 * Maps and Sets in the answers (the catalog's offers and categories by id) as tagged arrays: plain
 * JSON would turn them into empty objects. The tag holds a NUL, which no answer's key has.
 */
const MAP = '\u0000Map';
const SET = '\u0000Set';

function tagged(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { [MAP]: [...value] };
  if (value instanceof Set) return { [SET]: [...value] };
  return value;
}

function untagged(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const items = (value as Record<string, unknown>)[keys[0] ?? ''];
  if (keys.length !== 1 || !Array.isArray(items)) return value;
  if (keys[0] === MAP) return new Map(items as [unknown, unknown][]);
  if (keys[0] === SET) return new Set(items);
  return value;
}

/** The state as the page's script data: JSON with every '<' escaped, so no text in it can end the element. */
export function serializeRenderedState(state: RenderedState): string {
  return JSON.stringify(state, tagged).replace(/</g, '\\u003c');
}

/** The state of the page the server rendered, or null: the app renders the page itself. */
export function readRenderedState(): RenderedState | null {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text, untagged) as RenderedState;
  } catch {
    return null;
  }
}
