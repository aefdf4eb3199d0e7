/**
 * The email waiting for its confirmation code lives in sessionStorage, so a reload of
 * /signup?step=confirm keeps the form, and a bare ?step=confirm without it is sent back (spec §2).
 */
const KEY = 'vitrina_signup_pending';

export interface PendingSignup {
  email: string;
  /** When the last code was sent (ms), for the resend cooldown. */
  sentAt: number;
}

export function readPendingSignup(): PendingSignup | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingSignup> | null;
    if (value && typeof value.email === 'string' && value.email) return { email: value.email, sentAt: Number(value.sentAt) || 0 };
  } catch {
    // Broken or blocked storage means nothing is pending.
  }
  return null;
}

export function writePendingSignup(pending: PendingSignup): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function clearPendingSignup(): void {
  sessionStorage.removeItem(KEY);
}

/** Whether the confirmation form can be shown for these query parameters. */
export function canShowConfirmation(params: URLSearchParams): boolean {
  return Boolean(params.get('email')) || readPendingSignup() !== null;
}
