import { SESSION_COOKIE, TOKEN_COOKIE } from '@vitrina/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export interface IssuedSession {
  accessToken: string;
  tokenId: string;
  /** Minutes, as sign-in answers it. */
  expiresIn: number;
}

/**
 * SameSite=Strict: a request started by another site never carries the session (CSRF); Secure
 * when the console is served over https (PUBLIC_URL), so the token never travels in clear there.
 */
function attributes(config: Pick<Config, 'publicUrl'>, maxAgeSeconds: number): string {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

/** The console's session: the token out of reach of page scripts, beside a readable marker (its id only). */
export function setSessionCookies(reply: FastifyReply, config: Pick<Config, 'publicUrl'>, session: IssuedSession): void {
  const maxAge = Math.max(1, Math.floor(session.expiresIn * 60));
  reply.header('set-cookie', [
    `${TOKEN_COOKIE}=${session.accessToken}; ${attributes(config, maxAge)}; HttpOnly`,
    `${SESSION_COOKIE}=${session.tokenId}; ${attributes(config, maxAge)}`,
  ]);
}

export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, 'publicUrl'>): void {
  reply.header('set-cookie', [`${TOKEN_COOKIE}=; ${attributes(config, 0)}; HttpOnly`, `${SESSION_COOKIE}=; ${attributes(config, 0)}`]);
}

/** The access token of the session cookie, if the request carries one. */
export function tokenCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return value.join('=') || null;
  }
  return null;
}
