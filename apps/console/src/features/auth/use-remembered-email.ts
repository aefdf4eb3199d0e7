import { useEffect } from 'react';
import { lastUsedEmail } from '../../lib/session';

/** The part of a form (Mantine's useForm) with an email field that this fills in. */
interface EmailForm {
  getValues: () => { email: string };
  setFieldValue: (path: 'email', value: string) => void;
}

/**
 * Fills in the email this browser last signed in with, once the page is mounted and only into an
 * empty field: the server renders these pages without it (it cannot read the browser's storage),
 * and the page's take-over must start from the same empty field.
 */
export function useRememberedEmail(form: EmailForm): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is mounted.
  useEffect(() => {
    const email = lastUsedEmail();
    if (email && !form.getValues().email) form.setFieldValue('email', email);
  }, []);
}
