/**
 * The build's phase times, read back from the "Time: index 0.4 s, page pass 2.1 s, …" line it
 * prints, or its CPU times from the "CPU: …" line (BuildRun.summary, lib/pipeline/runner.ts).
 * Phase names may hold commas.
 */
export function buildTimes(log: string, line: 'Time' | 'CPU' = 'Time'): Record<string, number> {
  const found = [...log.matchAll(new RegExp(`^${line}: (.*)$`, 'gm'))].pop()?.[1];
  if (!found) return {};
  return Object.fromEntries([...found.matchAll(/(.+?) (\d+(?:\.\d+)?) s(?:, |$)/g)].map((m) => [m[1], Number(m[2])]));
}
