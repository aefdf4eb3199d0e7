import { isLocale, type Locale, type LoginResult } from '@vitrina/contracts';
import type { AppDeps } from '../../deps';
import { appError, fieldError } from '../../http/errors';
import { confirmationMail, resetMail } from './mails';
import { hashPassword, verifyNobody, verifyPassword } from './passwords';
import { recordReferrer } from './referrals';
import { hashToken, newApiKey, newConfirmationCode, newLinkToken } from './secrets';
import * as store from './store';
import { toUserDto } from './user-dto';

const CONFIRM_HOURS = 24;
const RESET_HOURS = 2;
/** Wrong guesses of a confirmation code before it is retired and a new one must be sent. */
const MAX_CODE_ATTEMPTS = 5;

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'tokens' | 'pepper' | 'config'>;

/** What sign-in answers, and the new token's id for the session cookies (routes.ts). */
export type SignedIn = LoginResult & { tokenId: string };

export async function signIn(deps: Deps, row: store.UserRow): Promise<SignedIn> {
  const permissions = await store.listPermissions(deps.db, row.id);
  const { accessToken, expiresIn, tokenId } = await deps.tokens.issue({ userId: row.id, version: row.token_version });
  return { user: toUserDto(row, permissions), accessToken, expiresIn, tokenId };
}

async function sendConfirmation(deps: Deps, row: store.UserRow, locale: Locale) {
  const code = newConfirmationCode();
  await store.issueToken(deps.db, row.id, 'confirm', hashToken(deps.pepper, code), CONFIRM_HOURS * 60);
  await deps.mailer.send(
    confirmationMail({ locale, to: row.email, name: row.name, code, publicUrl: deps.config.publicUrl, hours: CONFIRM_HOURS }),
  );
}

export interface Registration {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
  isCompany: boolean;
  locale?: Locale | undefined;
  ref?: string | undefined;
}

/**
 * Creates the account and mails the confirmation code. An email registered but not yet confirmed
 * keeps its first registration (name, phone, password): registering it again only mails a new code,
 * so nobody can set the password of an account whose owner is about to confirm it.
 */
export async function register(deps: Deps, input: Registration, requestLocale: Locale) {
  const locale = input.locale ?? requestLocale;
  const existing = await store.findUserByEmail(deps.db, input.email);
  if (existing?.confirmed_at) throw fieldError('email', 'validation.emailExists');
  const row =
    existing ??
    (await store.insertUser(deps.db, {
      name: input.name,
      phoneNumber: input.phoneNumber,
      passwordHash: await hashPassword(input.password),
      isCompany: input.isCompany,
      locale,
      email: input.email,
      confirmed: false,
    }));
  if (!existing) await recordReferrer(deps.db, row.id, input.ref);
  await sendConfirmation(deps, row, locale);
  return { email: row.email };
}

export async function resendConfirmation(deps: Deps, email: string, locale: Locale) {
  const row = await store.findUserByEmail(deps.db, email);
  if (!row) throw fieldError('email', 'validation.emailNotFound');
  if (row.confirmed_at) throw fieldError('email', 'errors.alreadyConfirmed');
  await sendConfirmation(deps, row, locale);
  return { email: row.email };
}

export async function confirm(deps: Deps, email: string, code: string): Promise<SignedIn> {
  const row = await store.findUserByEmail(deps.db, email);
  if (!row) throw fieldError('email', 'validation.emailNotFound');
  const token = await store.liveTokenOfUser(deps.db, row.id, 'confirm');
  if (!token || token.token_hash !== hashToken(deps.pepper, code)) {
    if (token) await store.countWrongAttempt(deps.db, token.id, MAX_CODE_ATTEMPTS);
    throw fieldError('token', 'validation.code');
  }
  if (!(await store.useToken(deps.db, token.id))) throw fieldError('token', 'validation.code');
  await store.confirmUser(deps.db, row.id);
  return signIn(deps, { ...row, confirmed_at: row.confirmed_at ?? new Date() });
}

export async function login(deps: Deps, email: string, password: string): Promise<SignedIn> {
  const row = await store.findUserByEmail(deps.db, email);
  const ok = row ? await verifyPassword(row.password_hash, password) : await verifyNobody(password);
  if (!row || !ok) throw appError('WRONG_CREDENTIALS');
  if (!row.confirmed_at) throw appError('NOT_CONFIRMED');
  return signIn(deps, row);
}

export async function changePassword(deps: Deps, row: store.UserRow, currentPassword: string, password: string): Promise<SignedIn> {
  if (!(await verifyPassword(row.password_hash, currentPassword))) throw fieldError('currentPassword', 'errors.wrongPassword');
  await store.setPassword(deps.db, row.id, await hashPassword(password));
  const updated = await store.findUserById(deps.db, row.id);
  if (!updated) throw appError('AUTH_REQUIRED');
  return signIn(deps, updated);
}

export async function requestReset(deps: Deps, email: string, locale: Locale) {
  const row = await store.findUserByEmail(deps.db, email);
  if (!row) throw fieldError('email', 'validation.emailNotFound');
  const token = newLinkToken();
  await store.issueToken(deps.db, row.id, 'reset', hashToken(deps.pepper, token), RESET_HOURS * 60);
  await deps.mailer.send(resetMail({ locale, to: row.email, name: row.name, token, publicUrl: deps.config.publicUrl, hours: RESET_HOURS }));
  return { email: row.email };
}

/** Sets the new password from a reset link; the link proves the mailbox, so it confirms too. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<SignedIn> {
  const found = await store.liveTokenByHash(deps.db, 'reset', hashToken(deps.pepper, token));
  if (!found || !(await store.useToken(deps.db, found.id))) throw fieldError('token', 'errors.tokenInvalid');
  await store.setPassword(deps.db, found.user_id, await hashPassword(password));
  await store.confirmUser(deps.db, found.user_id);
  const row = await store.findUserById(deps.db, found.user_id);
  if (!row) throw fieldError('token', 'errors.tokenInvalid');
  return signIn(deps, row);
}

/** Issues a new personal API key, shown this once; only its hash is kept. */
export async function releaseApiKey(deps: Deps, userId: string) {
  const apiKey = newApiKey();
  const createdAt = await store.setApiKeyHash(deps.db, userId, hashToken(deps.pepper, apiKey));
  return { apiKey, createdAt: createdAt.getTime() };
}

export function localeOr(value: unknown, fallback: Locale): Locale {
  return isLocale(value) ? value : fallback;
}
