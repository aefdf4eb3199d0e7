import type { FormErrors } from '@mantine/form';
import type { Locale } from '@vitrina/contracts';
import type { ApiError } from './http';
import { translate } from './messages';

/** The part of a zod schema forms need; keeps zod itself out of the console's dependencies. */
export interface ParsableSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** Turns zod issues (messages are 'key|param' references) into translated Mantine form errors. */
export function zodErrors(
  schema: ParsableSchema,
  value: unknown,
  locale: Locale,
  mapPath: (path: string) => string = (path) => path,
): FormErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = mapPath(issue.path.map(String).join('.'));
    if (errors[path] === undefined) errors[path] = translate(locale, issue.message);
  }
  return errors;
}

/** Copies the server's per-field messages (already localized) onto form fields. */
export function serverErrors(error: ApiError, mapField: (field: string) => string | null = (field) => field): FormErrors {
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const target = mapField(field);
    if (target && messages[0] && errors[target] === undefined) errors[target] = messages[0];
  }
  return errors;
}

/** The repeat-password check of every new-password form: required, then equal to the password. */
export function passwordRepeatErrors(password: string, passwordRepeat: string, translateRef: (reference: string) => string): FormErrors {
  if (!passwordRepeat) return { passwordRepeat: translateRef('validation.required') };
  if (passwordRepeat !== password) return { passwordRepeat: translateRef('validation.passwordRepeatError') };
  return {};
}
