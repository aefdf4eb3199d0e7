import { loginBody } from '@vitrina/contracts';
import { zodErrors } from '../../lib/form';
import { currentLocale } from '../../lib/locale';

/** The sign-in form's errors by contracts' schema (zod and the message catalogue come with this module). */
export function loginErrors(values: { email: string; password: string }) {
  return zodErrors(loginBody, values, currentLocale());
}
