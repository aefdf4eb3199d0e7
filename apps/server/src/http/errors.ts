import type { MessageKey } from '@vitrina/contracts';

/**
 * The server's one catalogue of errors: a stable code, an HTTP status and the message key that
 * the catalogue in @vitrina/contracts translates per Accept-Language.
 */
export const ERRORS = {
  AUTH_REQUIRED: { status: 401, message: 'errors.authRequired' },
  WRONG_CREDENTIALS: { status: 401, message: 'errors.wrongCredentials' },
  NOT_CONFIRMED: { status: 403, message: 'errors.notConfirmed' },
  NO_PERMISSION: { status: 403, message: 'errors.noPermission' },
  CROSS_SITE_REQUEST: { status: 403, message: 'errors.crossSiteRequest' },
  PLAN_UPGRADE_REQUIRED: { status: 403, message: 'errors.planUpgradeRequired' },
  NO_PLAN: { status: 404, message: 'errors.noPlan' },
  NOT_FOUND: { status: 404, message: 'errors.notFound' },
  PROJECT_NOT_FOUND: { status: 404, message: 'errors.projectNotFound' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'errors.categoryNotFound' },
  WIDGET_NOT_FOUND: { status: 404, message: 'errors.widgetNotFound' },
  BAD_REQUEST: { status: 400, message: 'errors.badRequest' },
  BAD_JSON: { status: 400, message: 'errors.badJson' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'errors.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'errors.unsupportedMediaType' },
  VALIDATION: { status: 422, message: 'errors.formInvalid' },
  TOO_MANY_REQUESTS: { status: 429, message: 'errors.tooManyRequests' },
  PROJECTS_LIMIT: { status: 409, message: 'errors.projectsLimit' },
  PROJECT_CREATION_RATE: { status: 429, message: 'errors.projectCreationRate' },
  FEED_LOADS_LIMIT: { status: 429, message: 'errors.feedLoadsLimit' },
  SIGN_IN_WAIT: { status: 429, message: 'errors.signInWait' },
  CREATIVE_SVG_ONLY: { status: 415, message: 'creative.svgOnly' },
  CREATIVE_SVG_INVALID: { status: 422, message: 'creative.svgInvalid' },
  CREATIVE_SVG_TOO_LARGE: { status: 413, message: 'creative.svgTooLarge' },
  CREATIVE_PHOTO_FAILED: { status: 422, message: 'creative.photoFailed' },
  CREATIVE_RENDER_FAILED: { status: 422, message: 'creative.renderFailed' },
  CREATIVE_TEMPLATE_NOT_FOUND: { status: 404, message: 'creative.templateNotFound' },
  CREATIVE_NOT_FOUND: { status: 404, message: 'creative.notFound' },
  CREATIVE_OFFER_NOT_FOUND: { status: 404, message: 'creative.offerNotFound' },
  CREATIVE_NO_CATALOG: { status: 409, message: 'creative.noCatalog' },
  CREATIVE_NOT_ENABLED: { status: 409, message: 'creative.notEnabled' },
  CREATIVE_NO_RULES: { status: 422, message: 'creative.noRules' },
  UNKNOWN_MIDDLEWARE: { status: 500, message: 'errors.unknownMiddleware' },
  INTERNAL: { status: 500, message: 'errors.internal' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ErrorCode = keyof typeof ERRORS;

/** Per-field message references ('validation.min|6'), translated when the response is written. */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: ReadonlyArray<string | number> = [],
    readonly fields?: FieldErrors,
  ) {
    super(code);
    this.statusCode = ERRORS[code].status;
  }
}

export function appError(code: ErrorCode, params: ReadonlyArray<string | number> = []): AppError {
  return new AppError(code, params);
}

/** A 422 for one or more fields: `fieldError('email', 'validation.emailExists')`. */
export function fieldError(field: string, reference: string): AppError {
  return new AppError('VALIDATION', [], { [field]: [reference] });
}
