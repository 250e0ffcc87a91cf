import { performance } from 'node:perf_hooks';

export interface DbFigures {
  queriesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  iterations: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Runs `query` (the list's page and count) `iterations` times back to back and times each run. */
export async function measureDb(query: () => Promise<unknown>, iterations: number): Promise<DbFigures> {
  for (let i = 0; i < 50; i++) await query();
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await query();
    latencies.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    queriesPerSecond: iterations / elapsed,
    latencyP50Ms: percentile(latencies, 50),
    latencyP99Ms: percentile(latencies, 99),
    iterations,
  };
}
