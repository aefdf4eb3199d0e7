/** p50 and p99 of a list of milliseconds, rounded for a table. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { 'p50 ms': Number(at(0.5).toFixed(3)), 'p99 ms': Number(at(0.99).toFixed(3)) };
}
