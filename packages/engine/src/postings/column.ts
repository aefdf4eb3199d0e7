type Typed = Int32Array | Uint8Array | Float32Array | Float64Array;
interface TypedCtor<T extends Typed> {
  new (length: number): T;
}

/** A typed array appended to one value at a time, for columns whose length is not known up front. */
export class GrowingColumn<T extends Typed> {
  private array: T;
  length = 0;

  constructor(private readonly Ctor: TypedCtor<T>) {
    this.array = new Ctor(1024);
  }

  push(value: number): void {
    if (this.length === this.array.length) {
      const next = new this.Ctor(Math.max(1024, this.array.length * 2));
      next.set(this.array);
      this.array = next;
    }
    this.array[this.length++] = value;
  }

  at(index: number): number {
    return this.array[index] as number;
  }

  set(index: number, value: number): void {
    this.array[index] = value;
  }

  indexOf(value: number, from: number): number {
    return this.array.subarray(0, this.length).indexOf(value, from);
  }

  /** The values, trimmed to their length; the column is emptied, so its larger array can go at once. */
  finish(): T {
    const values = this.array.slice(0, this.length) as T;
    this.array = new this.Ctor(0);
    this.length = 0;
    return values;
  }
}
