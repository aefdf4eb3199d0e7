import { safeUrl } from '../core/safe-url';

/** Follows an offer link the way the shop asked (same tab or a new one); an unsafe link goes nowhere. */
export function openUrl(url: string, blank: boolean) {
  const safe = safeUrl(url);
  if (!safe) return;
  if (blank) window.open(safe, '_blank', 'noopener');
  else window.location.assign(safe);
}
