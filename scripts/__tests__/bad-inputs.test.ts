/**
 * Bad inputs: each test/fixtures/bad/<case>/ holds one defect (files laid over a copy of
 * test/fixtures/site, into the folder its expect.json names) and what the author must be told:
 * the message, the position (file:line[:column]) and whether it fails or warns. `npm run check`
 * runs on every case; cases marked "build" also run the real build, which must fail the same way
 * before rendering and leave out/ exactly as it was.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { tempProject } from '../lib/temp-project';

interface Expect {
  defect: string;
  /** Folder of the site copy (relative to it) the case's files are copied into. */
  into: string;
  message: string;
  /** More text the same line must hold (e.g. the page that includes a partial). */
  also?: string[];
  /** file:line[:column] relative to the site copy, or a file alone. */
  position: string;
  /** A warning: the run passes (exit 0) and prints it. */
  warning?: boolean;
  /** Also run the real build (it must fail before rendering and leave out/ unchanged). */
  build?: boolean;
  /** Write a large page instead of keeping one in the repository. */
  pad?: { file: string; bytes: number };
  /** Symbolic links to make (git holds them badly): path in the site copy → what the link says ("." , "../x.mdx"). */
  symlinks?: Record<string, string>;
  /** Files beside the site copy, outside its content folder (a page reaches them as "../../../name"): name → text. */
  outside?: Record<string, string>;
  /** Settings merged into the site copy's site.config.json (objects key by key), e.g. a small limit. */
  config?: Record<string, unknown>;
  /** Text the output must not hold (what the case shows is let through). */
  absent?: string[];
  /**
   * Write a deeply nested file instead of keeping one: `head`, then `open` `depth` times (each
   * after `indent` repeated by its level, from 0), `body`, and `close` as often, innermost first.
   */
  nest?: { file: string; depth: number; open: string; close?: string; indent?: string; body?: string; head?: string };
}

const BAD = 'test/fixtures/bad';
const SITE = 'test/fixtures/site';
/** BAD_CASES=a,b runs only those cases (while working on them). */
const only = process.env.BAD_CASES?.split(',').filter(Boolean);
const cases = fs
  .readdirSync(BAD)
  .filter((c) => fs.existsSync(path.join(BAD, c, 'expect.json')) && (!only || only.includes(c)))
  .sort();

/** Site copies made inside a folder of their own (for `outside` files), and that folder. */
const holders = new Map<string, string>();
/** `over` merged into `base`: objects key by key, anything else replaced. */
function merged(base: unknown, over: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isObject(base) || !isObject(over)) return over;
  return Object.fromEntries([...new Set([...Object.keys(base), ...Object.keys(over)])].map((k) => [k, k in over ? merged(base[k], over[k]) : base[k]]));
}

function siteWith(name: string, expect: Expect): string {
  let dir = fs.mkdtempSync(path.join(os.tmpdir(), `bad-${name}-`));
  if (expect.outside) {
    const holder = dir;
    dir = path.join(holder, 'site');
    holders.set(dir, holder);
    for (const [file, text] of Object.entries(expect.outside)) fs.writeFileSync(path.join(holder, file), text);
  }
  fs.cpSync(SITE, dir, { recursive: true });
  const into = path.join(dir, expect.into);
  fs.mkdirSync(into, { recursive: true });
  for (const entry of fs.readdirSync(path.join(BAD, name)))
    if (entry !== 'expect.json') fs.cpSync(path.join(BAD, name, entry), path.join(into, entry), { recursive: true });
  if (expect.config) {
    const file = path.join(dir, 'site.config.json');
    fs.writeFileSync(file, JSON.stringify(merged(JSON.parse(fs.readFileSync(file, 'utf8')), expect.config), null, 2));
  }
  if (expect.pad) {
    const para = 'A sentence that fills the page so that it grows past the size limit for one page.\n\n';
    fs.writeFileSync(path.join(into, expect.pad.file), `---\ntitle: Big\n---\n\n${para.repeat(Math.ceil(expect.pad.bytes / para.length))}`);
  }
  for (const [link, target] of Object.entries(expect.symlinks ?? {})) {
    fs.mkdirSync(path.dirname(path.join(dir, link)), { recursive: true });
    fs.symlinkSync(target, path.join(dir, link));
  }
  if (expect.nest) {
    const { file, depth, open, close = '', indent = '', body = '', head = '' } = expect.nest;
    const levels = Array.from({ length: depth }, (_, i) => indent.repeat(i));
    const text = `${head}${levels.map((pad) => pad + open).join('')}${body}${levels
      .reverse()
      .map((pad) => (close ? pad + close : ''))
      .join('')}`;
    fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    fs.writeFileSync(path.join(into, file), text);
  }
  return dir;
}

function removeSite(dir: string): void {
  fs.rmSync(holders.get(dir) ?? dir, { recursive: true, force: true });
}

/** Runs a TypeScript script through tsx, or a .mjs script (`npm run check`'s scripts/check.mjs) as npm does. */
function run(script: string, args: string[], contentDir: string, cwd = process.cwd()): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...(script.endsWith('.mjs') ? [] : ['--import', 'tsx']), script, ...args], {
      cwd,
      env: { ...process.env, DOCS_CONTENT_DIR: contentDir, DOCS_EXTRA_CONTENT: '', NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    // 'close', not 'exit': a child's last output can arrive after it exits (node's child_process docs).
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The reported line for the case: it names the position (exactly that line/column) and the message. */
function assertReported(output: string, expect: Expect): void {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const position = new RegExp(`(^|[\\s/])${escape(expect.position)}(?![0-9])`);
  const line = output.split('\n').find((l) => position.test(l) && [expect.message, ...(expect.also ?? [])].every((m) => l.includes(m)));
  assert.ok(line, `expected "${expect.position}: … ${[expect.message, ...(expect.also ?? [])].join(' … ')}" in:\n${output}`);
  for (const text of expect.absent ?? []) assert.ok(!output.includes(text), `expected no "${text}" in:\n${output}`);
}

function snapshot(dir: string): string {
  if (!fs.existsSync(dir)) return 'absent';
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .sort()
    .map((rel) => {
      const st = fs.statSync(path.join(dir, rel));
      return `${rel}:${st.size}:${st.mtimeMs}`;
    })
    .join('\n');
}

test('bad inputs: npm run check reports each defect with its position', { concurrency: 3 }, async (t) => {
  assert.ok(only || cases.length >= 15, 'the suite covers the known defects');
  const runs = cases.map((name) => {
    const expect = JSON.parse(fs.readFileSync(path.join(BAD, name, 'expect.json'), 'utf8')) as Expect;
    return t.test(`${name}: ${expect.defect}`, async () => {
      const dir = siteWith(name, expect);
      try {
        const { code, output } = await run('scripts/check.mjs', ['--no-cache'], dir);
        assert.equal(code, expect.warning ? 0 : 1, output);
        if (expect.warning) assert.match(output, /⚠/);
        assertReported(output, expect);
      } finally {
        removeSite(dir);
      }
    });
  });
  await Promise.all(runs);
});

test('bad inputs: the build fails the same way, before rendering, and leaves out/ unchanged', async (t) => {
  // In a copy of the project (scripts/lib/temp-project.ts), with an out/ to keep.
  const project = tempProject('bad-inputs');
  t.after(() => project.remove());
  const out = path.join(project.root, 'out');
  fs.mkdirSync(path.join(out, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(out, 'docs', 'index.html'), '<p>the last good site</p>');
  for (const name of cases) {
    const expect = JSON.parse(fs.readFileSync(path.join(BAD, name, 'expect.json'), 'utf8')) as Expect;
    if (!expect.build) continue;
    await t.test(name, async () => {
      const dir = siteWith(name, expect);
      const before = snapshot(out);
      try {
        // (`npm run build`'s entry: the engine's compiled code, made once in the project copy, not each run's TypeScript through tsx.)
        const { code, output } = await run('scripts/build.mjs', [], path.resolve(dir), project.root);
        assert.equal(code, 1, output);
        assertReported(output, expect);
        assert.doesNotMatch(output, /Next\.js/, 'fails before Next runs');
        assert.match(output, /out\/ is unchanged/);
        assert.equal(snapshot(out), before, 'out/ is byte-for-byte where it was');
        assert.ok(!fs.existsSync(`${out}.next`), 'no staging folder is left behind');
      } finally {
        removeSite(dir);
      }
    });
  }
});
