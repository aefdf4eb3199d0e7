import os from 'node:os';

/** p50 and p99 of a list of milliseconds, rounded for a table. */
export function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { 'p50 ms': Number(at(0.5).toFixed(3)), 'p99 ms': Number(at(0.99).toFixed(3)) };
}

/** CPU time (user + system) of this process in ms: unlike wall time, waiting for a busy core does not count. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** p50 and p99 of CPU times per call, beside the wall times. */
export function cpuPercentiles(times: number[]) {
  const { 'p50 ms': p50, 'p99 ms': p99 } = percentiles(times);
  return { 'cpu p50 ms': p50, 'cpu p99 ms': p99 };
}

/** The machine's load average (1, 5, 15 min): the benchmark shares the cores with whatever else runs. */
export function loadLine(): string {
  return `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${os.availableParallelism()} cores`;
}
