import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  /** Bumped when the password changes, so older tokens stop working. */
  version: number;
}

/** A verified token: its claims, its own id (what sign-out ends) and when it expires. */
export interface VerifiedToken extends AccessClaims {
  tokenId: string;
  expiresAt: Date;
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<{ accessToken: string; expiresIn: number; tokenId: string }>;
  verify(token: string): Promise<VerifiedToken | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * HS256 JWTs; expiresIn is in minutes as the console expects (spec §7). Each token carries an id
 * (jti) so that signing out ends that one token; a token without one is refused.
 */
export function createAccessTokens(secret: string, minutes: number, now: () => Date = () => new Date()): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, version }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const tokenId = randomUUID();
      const accessToken = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(tokenId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + minutes * 60)
        .sign(key);
      return { accessToken, expiresIn: minutes, tokenId };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        const { sub, ver, jti, exp } = payload;
        if (typeof sub !== 'string' || typeof ver !== 'number' || typeof jti !== 'string' || !UUID.test(jti) || typeof exp !== 'number') {
          return null;
        }
        return { userId: sub, version: ver, tokenId: jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
