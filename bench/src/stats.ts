export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export type Timing = { p50: number; p95: number; mean: number; n: number };

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    n: sorted.length,
  };
}

/** Runs `task` `total` times with `concurrency` in flight; returns requests per second. */
export async function throughput(task: () => Promise<void>, total: number, concurrency: number): Promise<number> {
  let started = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < total) {
      started += 1;
      await task();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return total / ((performance.now() - begin) / 1000);
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits);
