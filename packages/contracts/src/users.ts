import { z } from 'zod';
import { LOCALES } from './locales';
import { phoneSchema } from './phone';
import { codeSchema, emailSchema, passwordSchema, requiredText } from './validators';

export const localeSchema = z.enum(LOCALES, { error: 'validation.oneOf|ru, en, tr, es, pt' });

/** A user as the API answers it (spec §3 User; phone travels as phoneNumber). */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  avatar: z.string().nullable(),
  isCompany: z.boolean(),
  locale: localeSchema,
  permissions: z.array(z.string()),
  createdAt: z.number(),
});
export type User = z.infer<typeof userSchema>;

export const registerBody = z.strictObject({
  name: requiredText(100),
  email: emailSchema,
  phoneNumber: phoneSchema,
  password: passwordSchema,
  isCompany: z.boolean({ error: 'validation.invalid' }).default(false),
  locale: localeSchema.optional(),
  /** The referral code of the /signup?ref= link the visitor came through. */
  ref: z.string().max(64, 'validation.max|64').optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const confirmBody = z.strictObject({ token: codeSchema, email: emailSchema, locale: localeSchema.optional() });
export const emailLocaleBody = z.strictObject({ email: emailSchema, locale: localeSchema.optional() });

export const loginBody = z.strictObject({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200, 'validation.max|200'),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResult = z.object({
  user: userSchema,
  accessToken: z.string(),
  /** Minutes the access token lives. */
  expiresIn: z.number(),
});
export type LoginResult = z.infer<typeof loginResult>;

export const newPasswordBody = z.strictObject({ password: passwordSchema });

/** POST /password: a signed-in user sets a new password, proving the current one. */
export const changePasswordBody = z.strictObject({
  password: passwordSchema,
  currentPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200, 'validation.max|200'),
});

/** An avatar is an http(s) image address or a data URL of a small image. */
const avatarSchema = z
  .string({ error: 'validation.invalid' })
  .max(300_000, 'validation.max|300000')
  .refine(
    (v) => v === '' || /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(v) || /^https?:\/\/\S+$/.test(v),
    'validation.invalid',
  );

export const profilePatchBody = z.strictObject({
  name: requiredText(100).optional(),
  phoneNumber: phoneSchema.optional(),
  avatar: z.union([avatarSchema, z.null()]).optional(),
  isCompany: z.boolean({ error: 'validation.invalid' }).optional(),
  locale: localeSchema.optional(),
});
export type ProfilePatch = z.input<typeof profilePatchBody>;

export const apiKeyResult = z.object({ apiKey: z.string(), createdAt: z.number() });
