export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function summarize(latenciesMs: readonly number[], wallMs: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    requestsPerSecond: round((sorted.length / wallMs) * 1000),
  };
}

/**
 * A `/proc/<pid>/stat` or `/proc/<pid>/task/<tid>/stat` line: the parent pid and the CPU time (user +
 * system, ms; Linux counts it in 1/100 s). The fields are read after the command name, which may
 * hold spaces.
 */
export function procStat(text: string): { ppid: number; cpuMs: number } {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * 10 };
}
