import type { FastifyRequest } from 'fastify';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request that a browser authenticated with the session cookie came from the console's
 * own pages (CSRF). SameSite=Strict already keeps the cookie off requests started by other sites;
 * this also refuses other origins of the same site (another port or subdomain). Browsers send
 * Origin on every cross-origin request and on same-origin ones that change something; lacking it,
 * a change is accepted only when Sec-Fetch-Site says same-origin. The Bearer header needs none of
 * this: no other site can make a browser send it.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      const url = new URL(origin);
      return url.host === request.headers.host || url.origin === new URL(publicUrl).origin;
    } catch {
      // 'null' (a sandboxed frame, a redirect across sites) or garbage: never the console.
      return false;
    }
  }
  if (READS.has(request.method)) return true;
  return request.headers['sec-fetch-site'] === 'same-origin';
}
