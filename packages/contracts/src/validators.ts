import { z } from 'zod';
import { CODE_MIN, PASSWORD_MAX, PASSWORD_MIN } from './constants';

/**
 * Shared field validators (spec §5). Messages are references to the catalogue in ./messages
 * ('key|param'), translated by the server per Accept-Language and by the console per locale.
 */
const REQUIRED = 'validation.required';

/** A non-empty trimmed string of at most `max` characters. */
export const requiredText = (max = 255) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `validation.max|${max}`);

export const optionalText = (max = 255) => z.string({ error: 'validation.invalid' }).trim().max(max, `validation.max|${max}`);

export const emailSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254, 'validation.max|254')
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, `validation.min|${PASSWORD_MIN}`)
  .max(PASSWORD_MAX, `validation.max|${PASSWORD_MAX}`);

export const codeSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .min(CODE_MIN, `validation.min|${CODE_MIN}`)
  .max(128, 'validation.max|128');

// The phone schema lives in ./phone: libphonenumber's metadata (25 KB compressed) reaches only the
// browser pages that validate a phone, not every form that imports a validator.
export { phoneSchema } from './phone';

/** Digits only, no leading zero when longer than one digit (validation.numeric). */
export const NUMERIC_PATTERN = /^(0|[1-9]\d*)$/;
export const numericText = z.string({ error: REQUIRED }).regex(NUMERIC_PATTERN, 'validation.numeric');

export function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const HOST_PATTERN =
  /^(localhost|\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\]|([a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]{0,61}[a-z0-9\u00a1-\uffff])?\.)+[a-z\u00a1-\uffff][a-z0-9\u00a1-\uffff-]{0,62})$/i;

/**
 * Reads a web address whose scheme may be omitted ('shop.example' → 'https://shop.example').
 * Returns null when it is not an http(s) address with a real-looking host.
 */
export function normalizeUrl(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!HOST_PATTERN.test(url.hostname) || url.username || url.password) return null;
  return url.toString();
}

const urlOf = (message: string) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(2048, 'validation.max|2048')
    .transform((value, ctx) => {
      const url = normalizeUrl(value);
      if (url === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return url;
    });

/** A site address; scheme optional. */
export const siteUrlSchema = urlOf('validation.url|https://shop.example');
/** A feed address (YML or CSV). */
export const feedUrlSchema = urlOf('validation.feedUrl');
/** An optional feed address: empty means none (skipped when empty, spec §5). */
export const optionalFeedUrlSchema = z.union([z.literal('').transform(() => null), z.null(), urlOf('validation.optionalFeedUrl')]);
