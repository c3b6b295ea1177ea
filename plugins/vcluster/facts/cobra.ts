/**
 * The command tree of a cobra CLI read from its Go source: commands (from `cobra.Command{…}`
 * literals, wired by `AddCommand`), their aliases, hidden and deprecated state, and the flags
 * each registers directly or through helper functions (`StringVarP(&x, "name", "n", "def", "…")`,
 * `MarkHidden`, `MarkDeprecated`). Defaults are formatted the way cobra prints them.
 */
import { callArgs, GoDuration, GoScope, literalFields, matchBracket, readGoFiles, type GoFile, type GoFunc, type GoValue } from './go-source';

export interface SourceFlag {
  name: string;
  shorthand?: string;
  /** pflag type name: bool, string, int, duration, stringArray, stringSlice → strings, stringToString … */
  type: string;
  /** Default as cobra prints it; "" for the zero value; undefined when computed at run time. */
  default?: string;
  usage: string;
  hidden: boolean;
  deprecated?: string;
}

export interface SourceCommand {
  path: string;
  aliases: string[];
  hidden: boolean;
  deprecated?: string;
  flags: SourceFlag[];
}

export interface SourceCli {
  /** Persistent flags of the root command. */
  globalFlags: SourceFlag[];
  commands: SourceCommand[];
  /** Things the reader could not resolve (flag names computed at run time …). */
  warnings: string[];
  /** False for references that do not show aliases (cobra's generated Markdown). */
  aliasesKnown?: boolean;
  /** False for references that leave hidden and deprecated flags out (cobra's generated Markdown). */
  hiddenKnown?: boolean;
}

/** pflag method stem → the type name our data uses. */
const FLAG_TYPES: Record<string, string> = {
  Bool: 'bool',
  String: 'string',
  Int: 'int',
  Int32: 'int32',
  Int64: 'int64',
  Uint: 'uint',
  Float64: 'float64',
  Duration: 'duration',
  StringArray: 'stringArray',
  StringSlice: 'strings',
  StringToString: 'stringToString',
  IntSlice: 'ints',
  BytesBase64: 'bytesBase64',
};

const REGISTER = new RegExp(`\\.(${Object.keys(FLAG_TYPES).join('|')})(Var)?(P)?\\(`, 'g');

/** How cobra prints a flag default; "" when it leaves it out (zero values). */
export function formatDefault(type: string, value: GoValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value instanceof GoDuration) return value.seconds === 0 ? '' : value.toString();
  if (Array.isArray(value)) return value.length ? `[${value.join(',')}]` : '';
  if (type === 'bytesBase64' && value === '') return '';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `[${entries.map(([k, v]) => `${k}=${v}`).join(',')}]` : '';
  }
  if (type === 'bool') return value === true ? 'true' : '';
  if (typeof value === 'number') return value === 0 ? '' : String(value);
  return String(value);
}

interface Registration {
  flag: SourceFlag;
  /** Text before the method call: "cobraCmd.Flags()", "flags", "persistentFlags". */
  receiver: string;
}

/**
 * Is the code at `index` switched off by an enclosing `if flag {` / `if !flag {` whose flag the
 * caller passed as a literal (pod.AddFlags(fs, opts, true) leaves --pod-exec out of restore)?
 */
function switchedOff(body: string, index: number, bindings: Map<string, string>): boolean {
  for (const m of body.matchAll(/\bif\s+(!?)(\w+)\s*\{/g)) {
    const open = m.index! + m[0].length - 1;
    if (open > index) break;
    const end = matchBracket(body, open);
    if (end < index) continue;
    const value = bindings.get(m[2]);
    if (value === 'true' || value === 'false') if ((value === 'true') === (m[1] === '!')) return true;
  }
  return false;
}

/** Flag registrations and Mark* calls written directly in one function body. */
function registrations(
  fn: GoFunc,
  scope: GoScope,
  warnings: string[],
  bindings = new Map<string, string>(),
): { flags: Registration[]; hidden: string[]; deprecated: Map<string, string> } {
  const locals = localValues(fn.body);
  const flags: Registration[] = [];
  let m: RegExpExecArray | null;
  REGISTER.lastIndex = 0;
  while ((m = REGISTER.exec(fn.body))) {
    const call = callArgs(fn.body, REGISTER.lastIndex - 1);
    if (!call) continue;
    const [, stem, isVar, hasShort] = m;
    const args = isVar ? call.args.slice(1) : call.args;
    if (args.length !== (hasShort ? 4 : 3)) continue; // not a pflag call (e.g. x.String())
    if (switchedOff(fn.body, m.index, bindings)) continue;
    const name = scope.evaluate(args[0], fn.file, locals);
    if (typeof name !== 'string') {
      warnings.push(`${fn.file.file}: flag name ${args[0]} in ${fn.name} is computed at run time`);
      continue;
    }
    const short = hasShort ? scope.evaluate(args[1], fn.file, locals) : undefined;
    const type = FLAG_TYPES[stem];
    const usage = scope.evaluate(args[hasShort ? 3 : 2], fn.file, locals);
    flags.push({
      receiver: receiverBefore(fn.body, m.index),
      flag: {
        name,
        shorthand: typeof short === 'string' && short ? short : undefined,
        type,
        default: formatDefault(type, scope.evaluate(args[hasShort ? 2 : 1], fn.file, locals)),
        usage: typeof usage === 'string' ? usage : '',
        hidden: false,
      },
    });
  }
  const hidden: string[] = [];
  const deprecated = new Map<string, string>();
  for (const mk of fn.body.matchAll(/\.Mark(Hidden|Deprecated)\(/g)) {
    const call = callArgs(fn.body, mk.index! + mk[0].length - 1);
    const name = call && scope.evaluate(call.args[0], fn.file, locals);
    if (typeof name !== 'string') continue;
    if (mk[1] === 'Hidden') hidden.push(name);
    else {
      const msg = scope.evaluate(call!.args[1] ?? '""', fn.file, locals);
      deprecated.set(name, typeof msg === 'string' ? msg : 'deprecated');
    }
  }
  // cmd.Flag("reuse-namespace").Hidden = true: the same as MarkHidden.
  for (const mk of fn.body.matchAll(/\.Flag\(([^()]+)\)\.Hidden\s*=\s*true\b/g)) {
    const name = scope.evaluate(mk[1], fn.file, locals);
    if (typeof name === 'string') hidden.push(name);
  }
  return { flags, hidden, deprecated };
}

/** The expression a method call is made on ("cobraCmd.Flags()" in cobraCmd.Flags().BoolVar). */
function receiverBefore(body: string, dot: number): string {
  const line = body.slice(body.lastIndexOf('\n', dot) + 1, dot);
  return /([\w.()]+)$/.exec(line.trim())?.[1] ?? '';
}

/** `name := "value"` / `name = value` bindings inside a body (last one wins). */
function localValues(body: string): Map<string, string> {
  const locals = new Map<string, string>();
  for (const m of body.matchAll(/^\s*(\w+)\s*:?=\s*([^\n]+)$/gm)) locals.set(m[1], m[2].trim());
  return locals;
}

interface CommandLiteral {
  fn: GoFunc;
  /** Variable the literal is bound to ("" when returned directly or unbound). */
  variable: string;
  use: string;
  aliases: string[];
  hidden: boolean;
  deprecated?: string;
}

function commandLiterals(fn: GoFunc, scope: GoScope): CommandLiteral[] {
  const out: CommandLiteral[] = [];
  const locals = localValues(fn.body);
  for (const m of fn.body.matchAll(/(?:(\w+)\s*:?=\s*)?&?cobra\.Command\s*\{/g)) {
    const open = m.index! + m[0].length - 1;
    const end = matchBracket(fn.body, open);
    if (end < 0) continue;
    const fields = literalFields(fn.body.slice(open + 1, end - 1));
    const useExpr = fields.get('Use') ?? '""';
    // "create" + useLine: the command name is the first word of the leading literal part.
    const first = useExpr.split('+')[0];
    const use = scope.evaluate(first, fn.file, locals);
    const aliases = fields.has('Aliases') ? scope.evaluate(fields.get('Aliases')!, fn.file, locals) : [];
    const deprecated = fields.has('Deprecated') ? scope.evaluate(fields.get('Deprecated')!, fn.file, locals) : undefined;
    out.push({
      fn,
      variable: m[1] ?? '',
      use: typeof use === 'string' ? use.trim().split(/\s+/)[0] : '',
      aliases: Array.isArray(aliases) ? aliases : [],
      hidden: fields.get('Hidden') === 'true',
      deprecated: fields.has('Deprecated') ? (typeof deprecated === 'string' ? deprecated : 'deprecated') : undefined,
    });
  }
  return out;
}

/** Package-level `var x = &cobra.Command{…}` literals as pseudo functions. */
function packageCommandVars(files: GoFile[]): GoFunc[] {
  const out: GoFunc[] = [];
  for (const file of files)
    for (const m of file.text.matchAll(/^var\s+(\w+)\s*=\s*&cobra\.Command\s*\{/gm)) {
      const end = matchBracket(file.text, m.index! + m[0].length - 1);
      if (end > 0) out.push({ file, name: `var:${m[1]}`, params: [], body: file.text.slice(m.index!, end) });
    }
  return out;
}

export function readCobraCli(root: string, dirs = ['cmd', 'pkg']): SourceCli {
  return extractCli(readGoFiles(root, dirs));
}

/** The CLI tree from parsed files. The root is the command whose Use is the binary's name. */
export function extractCli(files: GoFile[], rootName = 'vcluster'): SourceCli {
  const scope = new GoScope(files);
  const warnings: string[] = [];
  const funcs = [...scope.funcs, ...packageCommandVars(files)];
  const literalsOf = new Map<GoFunc, CommandLiteral[]>();
  for (const fn of funcs) {
    const lits = commandLiterals(fn, scope);
    if (lits.length) literalsOf.set(fn, lits);
  }
  const varFuncs = new Map(funcs.filter((f) => f.name.startsWith('var:')).map((f) => [`${f.file.dir}.${f.name.slice(4)}`, f]));

  /** The constructor a call expression or variable refers to, seen from `fn`. */
  const ctorOf = (expr: string, fn: GoFunc): CommandLiteral | undefined => {
    const call = /^([\w.]+)\s*\(/.exec(expr.trim());
    if (call) {
      const target = scope.resolveFunc(call[1], fn.file);
      return target ? literalsOf.get(target)?.[0] : undefined;
    }
    const ident = /^(\w+)$/.exec(expr.trim())?.[1];
    if (!ident) return undefined;
    const own = literalsOf.get(fn)?.find((l) => l.variable === ident);
    if (own) return own;
    const bound = new RegExp(`^\\s*${ident}(?:\\s*,\\s*\\w+)?\\s*:?=\\s*([\\w.]+\\s*\\()`, 'm').exec(fn.body);
    if (bound) return ctorOf(bound[1] + ')', fn);
    const pkgVar = varFuncs.get(`${fn.file.dir}.${ident}`);
    return pkgVar ? literalsOf.get(pkgVar)?.[0] : undefined;
  };

  // Edges parent literal → child literal from every AddCommand call.
  const children = new Map<CommandLiteral, CommandLiteral[]>();
  for (const fn of funcs)
    for (const m of fn.body.matchAll(/(\w+)\.AddCommand\(/g)) {
      const call = callArgs(fn.body, m.index! + m[0].length - 1);
      const parent = ctorOf(m[1], fn);
      if (!call || !parent) continue;
      for (const arg of call.args) {
        const child = ctorOf(arg, fn);
        if (child) children.set(parent, [...(children.get(parent) ?? []), child]);
        else warnings.push(`${fn.file.file}: AddCommand(${arg}) in ${fn.name} does not resolve to a command`);
      }
    }

  /** Flags a function registers itself or through helpers it calls (not through other commands). */
  const flagsOf = (
    fn: GoFunc,
    seen = new Set<GoFunc>(),
    only?: (callText: string) => boolean,
    bindings = new Map<string, string>(),
  ): ReturnType<typeof registrations> => {
    const own = registrations(fn, scope, warnings, bindings);
    const result = { flags: [...own.flags], hidden: [...own.hidden], deprecated: new Map(own.deprecated) };
    if (only) result.flags = result.flags.filter((r) => only(r.receiver));
    seen.add(fn);
    for (const m of fn.body.matchAll(/(?<![\w.])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)?)\(/g)) {
      const target = scope.resolveFunc(m[1], fn.file);
      if (!target || seen.has(target) || literalsOf.has(target)) continue;
      const call = callArgs(fn.body, m.index! + m[0].length - 1);
      if (only && !(call && call.args.some((a) => only(a)))) continue;
      const passed = new Map(target.params.map((p, k) => [p, call?.args[k] ?? '']));
      const sub = flagsOf(target, new Set(seen), undefined, passed);
      result.flags.push(...sub.flags);
      result.hidden.push(...sub.hidden);
      for (const [k, v] of sub.deprecated) result.deprecated.set(k, v);
    }
    return result;
  };

  const finish = (raw: ReturnType<typeof registrations>): SourceFlag[] => {
    const byName = new Map<string, SourceFlag>();
    for (const r of raw.flags) byName.set(r.flag.name, { ...r.flag });
    for (const h of raw.hidden) if (byName.has(h)) byName.get(h)!.hidden = true;
    // pflag hides a deprecated flag from --help as well.
    for (const [k, v] of raw.deprecated) if (byName.has(k)) Object.assign(byName.get(k)!, { deprecated: v, hidden: true });
    return [...byName.values()];
  };

  /** Flags of one command literal: all of its function when it is the only literal there, else those on its variable. */
  const commandFlags = (lit: CommandLiteral): SourceFlag[] => {
    const lits = literalsOf.get(lit.fn)!;
    if (lits.length === 1) return finish(flagsOf(lit.fn));
    const mentions = (text: string) => new RegExp(`(^|[^\\w.])${lit.variable}\\b`).test(text);
    return finish(flagsOf(lit.fn, new Set(), mentions));
  };

  // The root: flags registered on it where the tree is assembled (persistent ones are global).
  // `platform add vcluster` is also named "vcluster": the root is the one no command adds.
  const added = new Set([...children.values()].flat());
  const rootLit = [...literalsOf.values()].flat().find((l) => l.use === rootName && !added.has(l));
  if (!rootLit) return { globalFlags: [], commands: [], warnings: [...warnings, `no cobra.Command with Use "${rootName}"`] };
  const globalRaw = { flags: [] as Registration[], hidden: [] as string[], deprecated: new Map<string, string>() };
  for (const fn of funcs) {
    for (const m of fn.body.matchAll(/(\w+)\s*:?=\s*([\w.]+)\(/g)) {
      if (ctorOf(`${m[2]}()`, fn) !== rootLit) continue;
      const names = new Set([m[1], ...[...fn.body.matchAll(new RegExp(`(\\w+)\\s*:?=\\s*${m[1]}\\.PersistentFlags\\(\\)`, 'g'))].map((x) => x[1])]);
      const mentions = (text: string) => [...names].some((n) => new RegExp(`(^|[^\\w.])${n}\\b`).test(text) && (n !== m[1] || /PersistentFlags/.test(text)));
      const raw = flagsOf(fn, new Set(), mentions);
      globalRaw.flags.push(...raw.flags);
      globalRaw.hidden.push(...raw.hidden);
    }
  }
  const commands: SourceCommand[] = [];
  const visit = (lit: CommandLiteral, prefix: string, hidden: boolean, depth: number) => {
    if (depth > 8) return;
    const path = prefix ? `${prefix} ${lit.use}` : lit.use;
    const isHidden = hidden || lit.hidden;
    if (prefix) commands.push({ path, aliases: lit.aliases, hidden: isHidden, deprecated: lit.deprecated, flags: commandFlags(lit) });
    for (const child of children.get(lit) ?? []) visit(child, path, isHidden, depth + 1);
  };
  visit(rootLit, '', false, 0);
  return { globalFlags: finish(globalRaw), commands, warnings };
}
