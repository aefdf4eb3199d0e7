/**
 * The nonce of this page's Content-Security-Policy (the server gives each answer of index.html a
 * fresh one). The preview frames are srcdoc documents, which inherit the page's policy: their
 * inline scripts run only when they carry it. Empty under the dev server, which sets no policy.
 */
export function scriptNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}
