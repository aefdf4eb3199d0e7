/** Follows an offer link the way the shop asked (same tab or a new one). */
export function openUrl(url: string, blank: boolean) {
  if (blank) window.open(url, '_blank', 'noopener');
  else window.location.assign(url);
}
