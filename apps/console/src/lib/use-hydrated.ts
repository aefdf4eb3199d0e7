import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while React takes a server-rendered page over, true afterwards and in a
 * page the browser renders itself: what differs between Node and the browser (Intl's data, the
 * window) is shown only once true, so that the first client render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
