/**
 * Code blocks for the synthetic pages: made-up but well-formed snippets in the languages this
 * repository's pages use (mostly bash and YAML), so syntax highlighting costs what it costs on real
 * pages. Titles, line highlights and line numbers appear about as often as they do in content/.
 */
import type { Rng } from './random';
import { identifier, rareWord, word, words } from './vocabulary';

const LANGUAGES = { bash: 45, yaml: 30, json: 6, text: 5, go: 4, typescript: 4, python: 3, diff: 3 };
type Language = keyof typeof LANGUAGES;
const EXTENSION: Record<Language, string> = { bash: 'sh', yaml: 'yaml', json: 'json', text: 'txt', go: 'go', typescript: 'ts', python: 'py', diff: 'patch' };
const COMMENT: Partial<Record<Language, string>> = { bash: '#', yaml: '#', python: '#', go: '//', typescript: '//' };

function scalar(rng: Rng): string {
  return rng.pick([() => word(rng), () => String(rng.int(1, 9000)), () => rng.pick(['true', 'false']), () => `"${identifier(rng)}"`])();
}

function bash(rng: Rng, n: number): string[] {
  const tool = rareWord(rng);
  return Array.from({ length: n }, () =>
    rng.chance(0.15)
      ? `# ${words(rng, rng.int(3, 9)).join(' ')}`
      : rng.chance(0.1)
        ? `export ${rareWord(rng).toUpperCase()}_${rareWord(rng).toUpperCase()}=${scalar(rng)}`
        : `${tool} ${word(rng)} ${identifier(rng)}${Array.from({ length: rng.int(0, 3) }, () => ` --${identifier(rng)} ${scalar(rng)}`).join('')}`,
  );
}

function yaml(rng: Rng, n: number): string[] {
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < n; i++) {
    const indent = '  '.repeat(depth);
    if (i < n - 1 && depth < 4 && rng.chance(0.35)) {
      lines.push(`${indent}${rareWord(rng)}:`);
      depth++;
    } else {
      lines.push(`${indent}${rng.chance(0.15) ? '- ' : ''}${rareWord(rng)}: ${scalar(rng)}`);
      if (depth > 0 && rng.chance(0.3)) depth--;
    }
  }
  return lines;
}

function json(rng: Rng, n: number): string[] {
  const obj: Record<string, unknown> = {};
  let inner: Record<string, unknown> = obj;
  for (let i = 0; i < Math.max(1, n - 2); i++) {
    if (rng.chance(0.2)) inner = inner[rareWord(rng)] = {};
    else inner[rareWord(rng)] = rng.pick([word(rng), rng.int(0, 500), rng.chance(0.5)]);
  }
  return JSON.stringify(obj, null, 2).split('\n');
}

function go(rng: Rng, n: number): string[] {
  const lines = [`func ${identifier(rng, 1)}(ctx context.Context, ${rareWord(rng)} string) error {`];
  while (lines.length < n - 1)
    lines.push(
      rng.pick([
        `\tif err := ${rareWord(rng)}.${word(rng)}(ctx); err != nil {\n\t\treturn fmt.Errorf("${words(rng, 3).join(' ')}: %w", err)\n\t}`,
        `\t${rareWord(rng)} := ${rareWord(rng)}.${word(rng)}(${rng.int(0, 99)})`,
        `\t// ${words(rng, rng.int(3, 8)).join(' ')}`,
      ]),
    );
  return [...lines.join('\n').split('\n'), '\treturn nil', '}'];
}

function typescript(rng: Rng, n: number): string[] {
  const lines = [`export async function ${rareWord(rng)}(${rareWord(rng)}: string): Promise<number> {`];
  while (lines.length < n - 1)
    lines.push(
      rng.pick([
        `  const ${rareWord(rng)} = await ${rareWord(rng)}.${word(rng)}({ ${rareWord(rng)}: ${rng.int(0, 99)} });`,
        `  if (!${rareWord(rng)}) throw new Error('${words(rng, 3).join(' ')}');`,
        `  // ${words(rng, rng.int(3, 8)).join(' ')}`,
      ]),
    );
  return [...lines, `  return ${rng.int(0, 9)};`, '}'];
}

function python(rng: Rng, n: number): string[] {
  const lines = [`def ${rareWord(rng)}_${rareWord(rng)}(${rareWord(rng)}, ${rareWord(rng)}=None):`];
  while (lines.length < n - 1)
    lines.push(
      rng.pick([
        `    ${rareWord(rng)} = ${rareWord(rng)}.${word(rng)}(${rng.int(0, 99)})`,
        `    # ${words(rng, rng.int(3, 8)).join(' ')}`,
        `    print(f"${words(rng, 3).join(' ')}")`,
      ]),
    );
  return [...lines, `    return ${rareWord(rng)}`];
}

function diff(rng: Rng, n: number): string[] {
  return yaml(rng, n).map((l) => `${rng.pick(['+', '-', ' ', ' '])}${l}`);
}

function text(rng: Rng, n: number): string[] {
  return Array.from({ length: n }, () => words(rng, rng.int(2, 10)).join(' '));
}

const WRITERS: Record<Language, (rng: Rng, n: number) => string[]> = { bash, yaml, json, text, go, typescript, python, diff };

/** A fenced code block of about 5 lines on average, a few much longer, as in content/. */
export function codeBlock(rng: Rng): string {
  const lang = rng.weighted(LANGUAGES);
  const lines = WRITERS[lang](rng, rng.int(1, 4) + (rng.chance(0.3) ? rng.int(3, 22) : 0));
  const meta: string[] = [];
  if (rng.chance(0.36)) meta.push(`title="${identifier(rng)}.${EXTENSION[lang]}"`);
  if (lines.length >= 3 && rng.chance(0.08)) meta.push(`{1,${rng.int(2, lines.length - 1)}-${lines.length}}`);
  if (rng.chance(0.05)) meta.push('showLineNumbers');
  const comment = COMMENT[lang];
  if (comment && lines.length >= 2 && rng.chance(0.05)) lines.splice(rng.int(0, lines.length - 1), 0, `${comment} highlight-next-line`);
  return ['```' + [lang, ...meta].join(' '), ...lines, '```'].join('\n');
}
