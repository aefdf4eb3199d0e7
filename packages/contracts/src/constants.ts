/** Numbers the spec fixes (§5, §9); one place so server and console agree. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const CODE_MIN = 6;
export const TRIAL_DAYS = 14;
export const PLAN_WARNING_MS = 432_000_000;
export const SOURCES_PAGE_SIZE = 30_000;
export const FILTERS_PAGE_SIZE = 50;
export const DEFAULT_PHONE_COUNTRY = 'RU';
export const COOKIE_MAX_AGE = 2_147_483_647;
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const PRODUCT_NAME = 'Vitrina';
/**
 * The console's session cookies, both set by the server on sign-in: the access token, HttpOnly so
 * no page script can read it, and a readable marker holding only the token's id, which tells the
 * console that a session exists (and which one) without giving the token away.
 */
export const TOKEN_COOKIE = 'vitrina_token';
export const SESSION_COOKIE = 'vitrina_session';
/**
 * What the console's first HTML is rendered in, as the browser tells it (written by the console):
 * the interface language chosen on this device, and the time zone dates are shown in.
 */
export const LOCALE_COOKIE = 'vitrina_locale';
export const TIME_ZONE_COOKIE = 'vitrina_tz';
