import { z } from 'zod';

/** Characters of JSON a free-form object may take (widgetSettings, systemSettings, extraSettings, a trade widget's own fields). */
export const FREE_FORM_MAX_CHARS = 256 * 1024;

/** The length of a value written as JSON (0 for what JSON cannot write). */
export function jsonLength(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

/** The message of a free-form value past `maxChars`. */
export const tooLargeMessage = (maxChars: number = FREE_FORM_MAX_CHARS) => `validation.tooLarge|${maxChars}`;

/** A free-form object (spec §3): any keys of up to 100 characters, any JSON values, at most `maxChars` as JSON. */
export const freeFormObject = (maxChars: number = FREE_FORM_MAX_CHARS) =>
  z
    .record(z.string().max(100, 'validation.max|100'), z.unknown(), { error: 'validation.invalid' })
    .refine((value) => jsonLength(value) <= maxChars, tooLargeMessage(maxChars));
