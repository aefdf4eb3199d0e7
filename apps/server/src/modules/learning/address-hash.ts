import { createHash, createHmac } from 'node:crypto';

/**
 * Hashes client addresses for impressions: one address behind many user ids then counts as one
 * shopper, and no address is stored. Keyed with a secret every node shares (the server's token
 * pepper, kept in the database), so all nodes hash an address alike and nobody can test guesses.
 */
export function createAddressHasher(secret: string): (address: string) => string {
  const key = createHash('sha256').update(`vitrina-learning-address\u0000${secret}`).digest();
  // 128 bits are plenty to tell addresses apart and keep rows short.
  return (address) => createHmac('sha256', key).update(address).digest('base64url').slice(0, 22);
}
