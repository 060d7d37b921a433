/**
 * Summary of a V8 CPU profile (`node --cpu-prof`) over one time window: top self and inclusive
 * times per function, self time per file, and inclusive times of the shop's own functions.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** CLOCK_MONOTONIC in µs: the clock of V8's profile timestamps on Linux, so windows line up. */
export const nowUs = () => Number(process.hrtime.bigint() / 1000n);

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(`${root}/`, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** Self and total (inclusive) milliseconds per function, over the samples taken while loading. */
export function summarizeProfile(profile: Profile, window: { from: number; to: number }, topN = 40) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  });
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  const total = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    if (!node) continue;
    self.set(label(node), (self.get(label(node)) ?? 0) + us);
    const file = label(node)
      .split(' ')
      .slice(1)
      .join(' ')
      .replace(/:\d+$/, '')
      .replace(/^.*node_modules\//, '');
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    // Each function counts once per stack even when recursive.
    const seen = new Set<string>();
    for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
      const name = label(byId.get(up) as ProfileNode);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + us);
    }
  }
  const all = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .map(
        ([name, us]) =>
          `${(us / 1000).toFixed(0).padStart(7)} ms ${((us / all) * 100).toFixed(1).padStart(5)}%  ${name}`,
      );
  // Inclusive time of the shop's own functions (apps/, packages/): which loader or component costs.
  const own = new Map([...total].filter(([name]) => / (apps|packages)\//.test(name)));
  return { allMs: all / 1000, self: top(self), total: top(total), byFile: top(byFile), own: top(own) };
}
