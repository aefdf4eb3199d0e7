import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  /** Bumped when the password changes, so older tokens stop working. */
  version: number;
}

export interface AccessTokens {
  issue(claims: AccessClaims): Promise<{ accessToken: string; expiresIn: number }>;
  verify(token: string): Promise<AccessClaims | null>;
}

/** HS256 JWTs; expiresIn is in minutes as the console expects (spec §7). */
export function createAccessTokens(secret: string, minutes: number, now: () => Date = () => new Date()): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue({ userId, version }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const accessToken = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + minutes * 60)
        .sign(key);
      return { accessToken, expiresIn: minutes };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now() });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { userId: payload.sub, version: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
