/** Offer ids as small integers, so behaviour tables hold numbers instead of strings. */
export class Interner {
  private readonly ids = new Map<string, number>();
  readonly names: string[] = [];

  idOf(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(name, id);
      this.names.push(name);
    }
    return id;
  }

  find(name: string): number | undefined {
    return this.ids.get(name);
  }

  get size(): number {
    return this.names.length;
  }
}
