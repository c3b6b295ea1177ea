/**
 * The build's phase times, read back from the "Time: index 0.4 s, page pass 2.1 s, …" line it
 * prints (BuildRun.summary, scripts/build/runner.ts). Phase names may hold commas.
 */
export function buildTimes(log: string): Record<string, number> {
  const line = [...log.matchAll(/^Time: (.*)$/gm)].pop()?.[1];
  if (!line) return {};
  return Object.fromEntries([...line.matchAll(/(.+?) (\d+(?:\.\d+)?) s(?:, |$)/g)].map((m) => [m[1], Number(m[2])]));
}
