/** Adds one to a typed-array cell and returns the value before (strict index access needs the cast once, here). */
export function bump(array: Int32Array, index: number): number {
  const before = array[index] as number;
  array[index] = before + 1;
  return before;
}
