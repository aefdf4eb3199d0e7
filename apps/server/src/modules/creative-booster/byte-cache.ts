/** Least recently used images up to a byte budget; an entry is only good for the hash it was stored with. */
export class ByteCache {
  private readonly entries = new Map<string, { hash: string; bytes: Buffer }>();
  private used = 0;
  constructor(private readonly budget: number) {}

  get(key: string, hash: string): Buffer | null {
    const entry = this.entries.get(key);
    if (!entry || entry.hash !== hash) return null;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.bytes;
  }

  set(key: string, hash: string, bytes: Buffer): void {
    this.delete(key);
    // One image may take at most an eighth of the budget: a few huge banners must not empty it.
    if (bytes.length > this.budget / 8) return;
    this.entries.set(key, { hash, bytes });
    this.used += bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.budget) break;
      this.entries.delete(oldest);
      this.used -= entry.bytes.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes.length;
  }

  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
