import { useEffect } from 'react';
import { lastUsedEmail } from '../../lib/session';

/**
 * Fills in the email this browser last signed in with, once the page is mounted and only into an
 * empty field: the server renders these pages without it (it cannot read the browser's storage),
 * and the page's take-over must start from the same empty field.
 */
export function useRememberedEmail(current: () => string, fill: (email: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is mounted.
  useEffect(() => {
    const email = lastUsedEmail();
    if (email && !current()) fill(email);
  }, []);
}
