import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes): about 30 ms a hash here. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check when no user matches, so timing does not reveal who is registered. */
export async function verifyNobody(password: string): Promise<false> {
  dummyHash ??= hash('no-such-user-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
