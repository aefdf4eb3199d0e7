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
