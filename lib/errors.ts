/**
 * Problems found while loading or building the docs. Each one names where it is (file:line:column
 * when known) and what to do, so an author can fix it without reading engine code.
 */
export interface Problem {
  file?: string;
  line?: number;
  column?: number;
  message: string;
}

export function formatProblem(p: Problem): string {
  if (!p.file) return p.message;
  const pos = p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : '';
  return `${p.file}${pos}: ${p.message}`;
}

export class BuildError extends Error {
  readonly problems: Problem[];
  constructor(title: string, problems: Problem[]) {
    super(`${title}\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'BuildError';
    this.problems = problems;
  }
}

/** Collects problems and throws them all at once, so one build run reports every mistake. */
export class ProblemList {
  readonly items: Problem[] = [];
  add(p: Problem): void {
    this.items.push(p);
  }
  throwIfAny(title: string): void {
    if (this.items.length) throw new BuildError(title, this.items);
  }
}
