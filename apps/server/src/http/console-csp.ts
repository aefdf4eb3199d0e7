import { randomBytes } from 'node:crypto';

/**
 * The console page's Content-Security-Policy. Scripts: the console's own files, inline ones only
 * with this response's nonce (index.html's route preloader, and the widget previews' srcdoc frames,
 * which inherit this policy), and the widget from the search origin (previews). 'unsafe-eval' only
 * because those previews run the shop's own hooks and A/B code with new Function, as the widget
 * does on the shop; the console's code never evaluates text. Styles inline: Mantine and CodeMirror
 * write <style> elements. Pictures come from any shop. Never framed by another site.
 */
export function consolePolicy(nonce: string, searchOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'unsafe-eval' ${searchOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    "font-src 'self' data:",
    `connect-src 'self' ${searchOrigin}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** Every script tag of the page carries the nonce (the built index.html has the preloader and the entry). */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll('<script', `<script nonce="${nonce}"`);
}
