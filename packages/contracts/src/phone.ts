import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';

const REQUIRED = 'validation.required';

/** A phone in E.164 form (the phone input emits it; default country RU). */
export const phoneSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .refine((value) => isValidPhoneNumber(value, 'RU'), 'validation.phoneFormat');
