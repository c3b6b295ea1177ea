/**
 * Just enough of Go's syntax to read facts out of a source tree without a Go toolchain:
 * comments stripped, functions and their bodies, call arguments, composite literals, package
 * constants and imports, and the value of simple expressions (literals, constants, string
 * concatenation, durations). Anything computed at run time evaluates to `undefined`.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface GoFile {
  /** Folder relative to the module root ("pkg/cli/flags/create"): Go's unit of a package. */
  dir: string;
  file: string;
  /** Comment-free source. */
  text: string;
  /** Import alias → folder relative to the module root (only the module's own packages). */
  imports: Map<string, string>;
}

export interface GoFunc {
  file: GoFile;
  name: string;
  /** Receiver type for methods ("StartCmd"), undefined for plain functions. */
  receiver?: string;
  /** Parameter names in order (",", "_" and types dropped). */
  params: string[];
  /** Text between the body braces. */
  body: string;
}

/** Index of the character after a string or rune literal starting at `i`. */
function skipLiteral(text: string, i: number): number {
  const q = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== q) {
    if (q !== '`' && text[j] === '\\') j++;
    else if (q !== '`' && text[j] === '\n') break; // unterminated: stop at the line end
    j++;
  }
  return j + 1;
}

/** Source without comments; string literals are kept as they are. */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '"' || c === '`' || c === "'") {
      const end = skipLiteral(src, i);
      out += src.slice(i, end);
      i = end;
    } else if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      // Keep line breaks so positions stay on the same lines.
      out += src.slice(i, end < 0 ? src.length : end + 2).replace(/[^\n]/g, '');
      i = end < 0 ? src.length : end + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just past the bracket that closes the one at `open` ((, [ or {), skipping literals. */
export function matchBracket(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === '`' || c === "'") {
      i = skipLiteral(text, i) - 1;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) return -1;
      if (!stack.length) return i + 1;
    }
  }
  return -1;
}

/** Comma-separated parts of `text` at bracket depth 0 (call arguments, literal elements). */
export function splitTopLevel(text: string, sep = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === '`' || c === "'") i = skipLiteral(text, i) - 1;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last) parts.push(last);
  return parts;
}

/** Arguments of the call whose "(" is at `open`, and the index after its ")". */
export function callArgs(text: string, open: number): { args: string[]; end: number } | undefined {
  const end = matchBracket(text, open);
  if (end < 0) return undefined;
  return { args: splitTopLevel(text.slice(open + 1, end - 1)), end };
}

/** `Key: value` pairs of a composite literal body ("Use: "x", Short: "y""). */
export function literalFields(body: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const part of splitTopLevel(body)) {
    const m = /^(\w+)\s*:\s*([\s\S]*)$/.exec(part);
    if (m) fields.set(m[1], m[2].trim());
  }
  return fields;
}

/** The text of a Go string literal ("a\tb" or `raw`), or undefined when `expr` is not one. */
export function stringLiteral(expr: string): string | undefined {
  const e = expr.trim();
  if (/^`[^`]*`$/.test(e)) return e.slice(1, -1);
  if (/^"(?:[^"\\]|\\.)*"$/.test(e)) {
    try {
      return JSON.parse(e.replace(/\\'/g, "'")) as string;
    } catch {
      return e.slice(1, -1);
    }
  }
  return undefined;
}

/** Functions (and methods) of a file with their bodies. */
export function functions(file: GoFile): GoFunc[] {
  const out: GoFunc[] = [];
  const re = /^func\s+(?:\(\s*\w*\s*\*?(\w+)(?:\[[^\]]*\])?\s*\)\s*)?(\w+)\s*(?:\[[^\]]*\])?\(/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(file.text))) {
    const params = callArgs(file.text, re.lastIndex - 1);
    if (!params) continue;
    // gofmt puts the body's "{" at the end of the signature line.
    const open = file.text.indexOf('{\n', params.end);
    if (open < 0) continue;
    const end = matchBracket(file.text, open);
    if (end < 0) continue;
    out.push({ file, name: m[2], receiver: m[1], params: paramNames(params.args), body: file.text.slice(open + 1, end - 1) });
    re.lastIndex = end;
  }
  return out;
}

/** Names of parameters: "a, b string" → a, b; "opts ...string" → opts. */
function paramNames(parts: string[]): string[] {
  return parts.map((p) => /^(\w+)/.exec(p)?.[1] ?? '_');
}

/** Package-level `const`/`var` names bound to a single expression ("A = "x"", "B string = C"). */
export function packageValues(file: GoFile): Map<string, string> {
  const values = new Map<string, string>();
  const add = (line: string) => {
    const m = /^\s*(\w+)(?:\s+[\w.*\[\]]+)?\s*=\s*([\s\S]+?)\s*$/.exec(line);
    if (m && !m[2].startsWith('&') && !m[2].startsWith('func')) values.set(m[1], m[2]);
  };
  const top = topLevelText(file.text);
  for (const m of top.matchAll(/^(?:const|var)\s*\(([\s\S]*?)^\)/gm)) for (const line of m[1].split('\n')) add(line);
  for (const m of top.matchAll(/^(?:const|var)\s+(\w+[^\n(]*=[^\n]+)$/gm)) add(m[1]);
  return values;
}

/** The file without function bodies, so local variables are not mistaken for package ones. */
function topLevelText(text: string): string {
  let out = '';
  let last = 0;
  const re = /^func\s/gm;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    out += text.slice(last, m.index);
    const open = text.indexOf('{\n', m.index);
    const end = open < 0 ? -1 : matchBracket(text, open);
    last = end < 0 ? text.length : end;
    re.lastIndex = last;
  }
  return out + text.slice(last);
}

/** Module path from go.mod ("github.com/loft-sh/vcluster"). */
export function modulePath(root: string): string {
  const mod = path.join(root, 'go.mod');
  if (!fs.existsSync(mod)) return '';
  return /^module\s+(\S+)/m.exec(fs.readFileSync(mod, 'utf8'))?.[1] ?? '';
}

/** Parse every non-test .go file under `dirs` (relative to `root`). */
export function readGoFiles(root: string, dirs: string[], module = modulePath(root)): GoFile[] {
  const files: GoFile[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) return;
    for (const e of fs.readdirSync(abs, { withFileTypes: true })) {
      const r = path.posix.join(rel, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'vendor' && e.name !== 'testdata') walk(r);
      } else if (e.name.endsWith('.go') && !e.name.endsWith('_test.go')) files.push(parseGoFile(r, fs.readFileSync(path.join(root, r), 'utf8'), module));
    }
  };
  for (const d of dirs) walk(d);
  return files;
}

export function parseGoFile(file: string, source: string, module = ''): GoFile {
  const text = stripComments(source);
  const imports = new Map<string, string>();
  const block = /^import\s*\(([\s\S]*?)^\)/m.exec(text)?.[1] ?? '';
  const single = [...text.matchAll(/^import\s+(\w+\s+)?("[^"]+")/gm)].map((m) => `${m[1] ?? ''}${m[2]}`);
  for (const line of [...block.split('\n'), ...single]) {
    const m = /^\s*(\w+|\.|_)?\s*"([^"]+)"/.exec(line);
    if (!m) continue;
    const importPath = m[2];
    const alias = m[1] ?? importPath.split('/').pop()!;
    const local = module && importPath.startsWith(`${module}/`) ? importPath.slice(module.length + 1) : undefined;
    imports.set(alias, local ?? `external:${importPath}`);
  }
  return { dir: path.posix.dirname(file), file, text, imports };
}

/** Values of constants across a set of files, keyed "dir.Name". */
export class GoScope {
  private values = new Map<string, { expr: string; file: GoFile }>();
  readonly funcs: GoFunc[] = [];
  private byName = new Map<string, GoFunc[]>();

  constructor(readonly files: GoFile[]) {
    for (const f of files) {
      for (const [name, expr] of packageValues(f)) this.values.set(`${f.dir}.${name}`, { expr, file: f });
      for (const fn of functions(f)) {
        this.funcs.push(fn);
        if (!fn.receiver) {
          const key = `${f.dir}.${fn.name}`;
          this.byName.set(key, [...(this.byName.get(key) ?? []), fn]);
        }
      }
    }
  }

  /** The function a call names (`pkg.Fn` or `Fn`) as seen from `file`. */
  resolveFunc(callee: string, file: GoFile): GoFunc | undefined {
    const [a, b] = callee.split('.');
    const dir = b ? file.imports.get(a) : file.dir;
    return dir ? this.byName.get(`${dir}.${b ?? a}`)?.[0] : undefined;
  }

  /**
   * Value of a simple expression seen from `file`: strings, booleans, numbers, string lists,
   * constants, "a" + b, and durations (returned in Go's String() form, "5m0s").
   * `locals` resolves identifiers bound inside a function body.
   */
  evaluate(expr: string, file: GoFile, locals: Map<string, string> = new Map(), depth = 0): GoValue | undefined {
    const e = expr.trim();
    if (depth > 8 || !e) return undefined;
    const str = stringLiteral(e);
    if (str !== undefined) return str;
    if (e === 'true' || e === 'false') return e === 'true';
    if (/^-?\d+(\.\d+)?$/.test(e)) return Number(e);
    if (e === 'nil') return [];
    const list = /^\[\]string\s*\{([\s\S]*)\}$/.exec(e);
    if (list) {
      const items = splitTopLevel(list[1]).map((x) => this.evaluate(x, file, locals, depth + 1));
      return items.every((x) => typeof x === 'string') ? (items as string[]) : undefined;
    }
    if (/^map\[string\]string\s*\{\s*\}$/.test(e)) return {};
    if (/^\[\]byte\s*(\{\s*\}|\(""\))$/.test(e)) return ''; // an empty byte slice
    const dur = this.duration(e, file, locals, depth);
    if (dur !== undefined) return dur;
    const sum = splitTopLevel(e, '+');
    if (sum.length > 1) {
      const parts = sum.map((p) => this.evaluate(p, file, locals, depth + 1));
      return parts.every((p) => typeof p === 'string') ? parts.join('') : undefined;
    }
    const sprintf = /^fmt\.Sprintf\(([\s\S]*)\)$/.exec(e);
    if (sprintf) {
      const [format, ...rest] = splitTopLevel(sprintf[1]).map((x) => this.evaluate(x, file, locals, depth + 1));
      if (typeof format !== 'string') return undefined;
      let k = 0;
      let ok = true;
      const text = format.replace(/%([qsdv%])/g, (_, verb: string) => {
        if (verb === '%') return '%';
        const v = rest[k++];
        if (v === undefined || (typeof v === 'object' && !(v instanceof GoDuration))) ok = false;
        return verb === 'q' ? JSON.stringify(String(v)) : String(v);
      });
      return ok ? text : undefined;
    }
    const paren = /^\(([\s\S]*)\)$/.exec(e);
    if (paren) return this.evaluate(paren[1], file, locals, depth + 1);
    // string(x) and similar conversions of a constant
    const conv = /^(?:string|int|int32|int64)\(([\s\S]*)\)$/.exec(e);
    if (conv) return this.evaluate(conv[1], file, locals, depth + 1);
    const ident = /^(\w+)(?:\.(\w+))?$/.exec(e);
    if (!ident) return undefined;
    if (!ident[2] && locals.has(ident[1])) return this.evaluate(locals.get(ident[1])!, file, new Map(), depth + 1);
    const dir = ident[2] ? file.imports.get(ident[1]) : file.dir;
    const found = dir ? this.values.get(`${dir}.${ident[2] ?? ident[1]}`) : undefined;
    return found ? this.evaluate(found.expr, found.file, new Map(), depth + 1) : undefined;
  }

  private duration(e: string, file: GoFile, locals: Map<string, string>, depth: number): GoDuration | undefined {
    const units: Record<string, number> = { Nanosecond: 1e-9, Microsecond: 1e-6, Millisecond: 1e-3, Second: 1, Minute: 60, Hour: 3600 };
    const factors = splitTopLevel(e, '*');
    let seconds = 1;
    let sawUnit = false;
    for (const f of factors) {
      const unit = /^time\.(\w+)$/.exec(f.trim());
      if (unit && units[unit[1]] !== undefined) {
        seconds *= units[unit[1]];
        sawUnit = true;
        continue;
      }
      const n = this.evaluate(f, file, locals, depth + 1);
      if (n instanceof GoDuration) {
        seconds *= n.seconds;
        sawUnit = true;
      } else if (typeof n === 'number') seconds *= n;
      else return undefined;
    }
    return sawUnit ? new GoDuration(seconds) : undefined;
  }
}

/** A time.Duration value; prints like Go ("1h0m0s", "5m0s", "30s"). */
export class GoDuration {
  constructor(readonly seconds: number) {}
  toString(): string {
    if (this.seconds === 0) return '0s';
    if (this.seconds < 1) return `${Math.round(this.seconds * 1000)}ms`;
    const h = Math.floor(this.seconds / 3600);
    const m = Math.floor((this.seconds % 3600) / 60);
    const s = +(this.seconds % 60).toFixed(9);
    if (h) return `${h}h${m}m${s}s`;
    if (m) return `${m}m${s}s`;
    return `${s}s`;
  }
}

export type GoValue = string | number | boolean | string[] | Record<string, string> | GoDuration;
