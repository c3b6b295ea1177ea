/**
 * Flag and field history stated in prose, checked against the per-version data (the same
 * history that "new in vX" claims are checked against, prose-claims.ts):
 *  - "`--k3s-image` was removed in v0.20", "v0.20 dropped `--a` and `--b`": the release before
 *    has the flag and the named release has not registered it at all (a flag that is only
 *    deprecated or hidden was not removed);
 *  - "`--x` is deprecated since v0.21": the named release marks it deprecated, the one before not;
 *  - "`--a` was renamed to `--b` in vX": `--a` goes (or turns deprecated) in X, `--b` arrives in X;
 *  - without a release ("`vcluster create` dropped `--distro`"): the page's own version must
 *    agree (not registered / deprecated / has the new name);
 *  - a "| Before vX | Since vX |" table: every flag in the first column existed in the release
 *    before X, with the shorthand written next to it ("`--values` / `-f`"); a flag the row
 *    calls removed is not registered in X, one it calls deprecated is deprecated there, and one
 *    it replaces without saying it stays ("still", "kept") is gone or deprecated in X.
 *
 * What the data can prove: a release the history has (the documented ones and the CLI of the
 * last v0.19 release, plugins/vcluster/data/cli-v0.19.json; vcluster.yaml only from 0.20, whose
 * format is new). A claim about an older release ("gone since v0.16") is left alone, and so is
 * "removed in X" for X the oldest release of the data, whose predecessor is unknown: the data
 * cannot tell whether the subject existed then. Flags are tied to a command: the one the
 * sentence names, else the last `vcluster …` command named since the last heading.
 */
import { sentences, type ClaimIssue, type VersionData } from './prose-claims';
import { schemaEntries, walkEntries, type ConfigEntry, type JsonSchema } from '../shared/config-entries';
import type { CliData } from '../data/cli-types';

/** What a release has of a subject; "unknown" when it has no data of that kind. */
type State = 'absent' | 'present' | 'deprecated' | 'hidden' | 'unknown';

interface Subject {
  name: string;
  /** Only flags carry a deprecation mark the data can be trusted on (cobra's MarkDeprecated). */
  kind: 'flag' | 'field';
  state: (d: VersionData) => State;
}

const minor = (v: string) => /^(\d+\.\d+)/.exec(v)?.[1];
const FENCE = /^\s*(```|~~~)/;
const FLAG = /`--([a-z0-9][\w-]*)(?:[= ][^`]*)?`/g;
const FIELD = /`([a-zA-Z]\w*(?:\.[\w<>-]+)+)`/g;
const COMMAND = /`(vcluster(?: [a-z][\w-]*)+)[^`]*`/g;
const COMMAND_FLAG = /`(vcluster(?: [a-z][\w-]*)+) (?:[^`]*?\s)?--([\w-]+)[^`]*`/g;
const RELEASE = String.raw`v?(\d+\.\d+)(?:\.\d+)?`;

const REMOVED = /\b(?:removed|dropped|taken out|took out|lost|gone|no longer exists?|deleted)\b/i;
const DEPRECATED = /\bdeprecated\b/i;
const STAYS = /\b(?:still|unchanged|kept|keeps|remains?|until)\b/i;

// ---------------------------------------------------------------- subjects

const fieldCache = new WeakMap<JsonSchema, Map<string, ConfigEntry>>();
function fields(schema: JsonSchema): Map<string, ConfigEntry> {
  let map = fieldCache.get(schema);
  if (!map) {
    map = new Map([...walkEntries(schemaEntries(schema))].map((e) => [e.path.join('.'), e]));
    fieldCache.set(schema, map);
  }
  return map;
}

function flagOf(cli: CliData, command: string, name: string) {
  const cmd = cli.commands.find((c) => c.path === command && !c.removed);
  return cmd ? [...cmd.flags, ...cli.globalFlags].find((f) => f.name === name) : cli.globalFlags.find((f) => f.name === name);
}

const flagSubject = (command: string, name: string): Subject => ({
  name: `${command} --${name}`,
  kind: 'flag',
  state: (d) => {
    if (!d.cli) return 'unknown';
    const f = flagOf(d.cli, command, name);
    return !f ? 'absent' : f.deprecated ? 'deprecated' : f.hidden ? 'hidden' : 'present';
  },
});

// The schemas say a field is deprecated in its description, not with a mark, so a field is
// only ever present or absent here and its deprecation claims are left alone.
const fieldSubject = (dotted: string): Subject => ({
  name: dotted,
  kind: 'field',
  state: (d) => (!d.schema ? 'unknown' : fields(d.schema).has(dotted.replace(/\[\d*\]/g, '')) ? 'present' : 'absent'),
});

/** The longest command path some release knows at the start of a backticked `vcluster …`. */
function knownCommand(text: string, history: VersionData[]): string | undefined {
  const words = text.split(/\s+/);
  for (let n = words.length; n > 1; n--) {
    const path = words.slice(0, n).join(' ');
    if (history.some((d) => d.cli?.commands.some((c) => c.path === path))) return path;
  }
  return undefined;
}

/** Flags and fields written in a piece of text, flags tied to the command the text names or the one in context. */
function subjectsIn(text: string, command: string | undefined, history: VersionData[], rootKeys: Set<string>): Subject[] {
  const named = [...text.matchAll(COMMAND)].map((m) => knownCommand(m[1], history)).find(Boolean) ?? command;
  const out: Subject[] = [];
  if (named) for (const m of text.matchAll(FLAG)) out.push(flagSubject(named, m[1]));
  // `vcluster create --distro`: the flag with its own command.
  for (const m of text.matchAll(COMMAND_FLAG)) {
    const own = knownCommand(m[1], history);
    if (own) out.push(flagSubject(own, m[2]));
  }
  for (const m of text.matchAll(FIELD)) if (rootKeys.has(m[1].split('.')[0])) out.push(fieldSubject(m[1]));
  return out;
}

// ---------------------------------------------------------------- judging

interface Releases {
  /** The history entry of a minor release, and the one before it. */
  at: (release: string) => { now?: VersionData; before?: VersionData };
  page?: VersionData;
}

function releases(history: VersionData[], pageVersion: string): Releases {
  return {
    at: (release) => {
      const i = history.findIndex((d) => minor(d.version) === release);
      return i < 0 ? {} : { now: history[i], before: history[i - 1] };
    },
    page: history.find((d) => d.version === pageVersion),
  };
}

const IS = { absent: 'does not have it', present: 'has it', deprecated: 'has it, marked deprecated', hidden: 'has it, hidden from --help', unknown: '' };

/** "removed in X" (or, without X, "no longer there" in the page's version). */
function removed(s: Subject, release: string | undefined, r: Releases): string[] {
  if (!release) {
    const state = r.page ? s.state(r.page) : 'unknown';
    return state === 'unknown' || state === 'absent' ? [] : [`"${s.name}" is said to be gone, but this version's data ${IS[state]}`];
  }
  const { now, before } = r.at(release);
  if (!now) return [];
  const state = s.state(now);
  if (state !== 'absent' && state !== 'unknown') return [`"${s.name}" is said to be removed in ${release}, but ${now.version}'s data ${IS[state]}`];
  const earlier = before ? s.state(before) : 'unknown';
  if (earlier === 'absent')
    return [`"${s.name}" is said to be removed in ${release}, but ${before!.version}'s data does not have it either: it was gone earlier`];
  return [];
}

/** "deprecated in X" (or, without X, deprecated in the page's version). */
function deprecated(s: Subject, release: string | undefined, r: Releases): string[] {
  const { now, before } = release ? r.at(release) : { now: r.page, before: undefined };
  if (!now) return [];
  const state = s.state(now);
  const when = release ?? 'this version';
  if (state === 'present' || state === 'absent')
    return [`"${s.name}" is said to be deprecated in ${when}, but ${now.version}'s data ${state === 'absent' ? 'does not have it' : 'has it, not deprecated'}`];
  if (before && s.state(before) === 'deprecated') return [`"${s.name}" is said to be deprecated in ${when}, but it is already deprecated in ${before.version}`];
  return [];
}

/** "`a` renamed to `b` [in X]". */
function renamed(from: Subject, to: Subject, release: string | undefined, r: Releases): string[] {
  const { now, before } = release ? r.at(release) : { now: r.page, before: undefined };
  if (!now) return [];
  const out: string[] = [];
  const when = release ?? 'this version';
  if (to.state(now) === 'absent') out.push(`"${from.name}" is said to be renamed to "${to.name}" in ${when}, but ${now.version}'s data has no "${to.name}"`);
  if (from.state(now) === 'present') out.push(`"${from.name}" is said to be renamed in ${when}, but ${now.version}'s data still has it unchanged`);
  if (before && to.state(before) !== 'absent' && to.state(before) !== 'unknown')
    out.push(`"${from.name}" is said to be renamed to "${to.name}" in ${when}, but ${before.version} already has "${to.name}"`);
  return out;
}

// ---------------------------------------------------------------- reading the page

/** One sentence's history claims. */
function sentenceClaims(sentence: string, command: string | undefined, history: VersionData[], roots: Set<string>, r: Releases): string[] {
  const out: string[] = [];
  // A command the sentence names wins over the one in context ("v0.20 removed `--x` from `vcluster create`").
  const own = [...sentence.matchAll(COMMAND)].map((m) => knownCommand(m[1], history)).find(Boolean) ?? command;
  const subjects = (text: string) => subjectsIn(text, own, history, roots);
  // "`--a` was renamed to `--b` in v0.21"
  const rename = new RegExp(String.raw`(\`[^\`]+\`)[^\`.;]{0,40}?\brenamed to\s+(\`[^\`]+\`)(?:[^.;]{0,20}?\b(?:in|with|since)\s+${RELEASE})?`, 'i').exec(
    sentence,
  );
  const lead = new RegExp(String.raw`^\s*(?:in|with|since|as of)\s+${RELEASE}\b`, 'i').exec(sentence)?.[1];
  if (rename) {
    const [from] = subjects(sentence.slice(0, rename.index) + rename[1]).slice(-1);
    const [to] = subjects(rename[2]);
    if (from && to) out.push(...renamed(from, to, rename[3] ?? lead, r));
    return out;
  }
  // "`--a` and `--b` were removed in v0.20" / "`--x` is deprecated since v0.21"
  const passive = new RegExp(
    String.raw`((?:\`[^\`]+\`(?:\s+flags?)?(?:,\s*|\s+and\s+|\s+or\s+)?)+)\s+(?:(?:was|were|has been|have been|is|are|got|became)\s+)?(?:now\s+)?(removed|dropped|taken out|deprecated|gone)\b(?:[^.;\`]{0,20}?\b(?:in|since|with|as of)\s+${RELEASE})?`,
    'i',
  ).exec(sentence);
  // "v0.20 removed `--a`, `--b` and `--c`" / "`vcluster create` dropped `--distro`" / "In v0.20, … lost `--x`"
  const active = new RegExp(
    String.raw`(?:\b${RELEASE}\b[^.;\`]{0,40}?)?\b(removed|dropped|lost|took out|deprecated)\s+(?:the\s+)?((?:\`[^\`]+\`(?:,\s*|\s+and\s+|\s+or\s+)?)+)(?:[^.;\`]{0,20}?\b(?:in|since|with|as of)\s+${RELEASE})?`,
    'i',
  ).exec(sentence);
  for (const [list, verb, release] of [
    passive ? [passive[1], passive[2], passive[3]] : undefined,
    active ? [active[3], active[2], active[1] ?? active[4]] : undefined,
  ].filter((x): x is string[] => !!x)) {
    const when = release ?? lead;
    for (const s of subjects(list))
      if (!DEPRECATED.test(verb)) out.push(...removed(s, when, r));
      else if (s.kind === 'flag') out.push(...deprecated(s, when, r));
  }
  return out;
}

/** The releases a "| Before vX | Since vX |" header names. */
const beforeSince = (cells: string[]) => {
  const before = new RegExp(String.raw`\b(?:before|up to|until|pre-)\s*${RELEASE}`, 'i').exec(cells[0] ?? '')?.[1];
  const since = new RegExp(String.raw`\b(?:since|from|after|as of|in)\s+${RELEASE}`, 'i').exec(cells[1] ?? '')?.[1];
  return before && since ? since : undefined;
};

/** A row of a Before/Since table: what the first column says existed, what the second says became of it. */
function tableRow(cells: string[], release: string, command: string | undefined, history: VersionData[], r: Releases): string[] {
  const { now, before } = r.at(release);
  if (!now || !command) return [];
  const out: string[] = [];
  const [old, next = ''] = cells;
  const ownRelease = new RegExp(String.raw`\b(?:since|in)\s+${RELEASE}`, 'i').exec(next)?.[1];
  const judgedAt = ownRelease ? (r.at(ownRelease).now ?? now) : now;
  for (const m of old.matchAll(FLAG)) {
    const s = flagSubject(command, m[1]);
    if (before && s.state(before) === 'absent')
      out.push(`"${s.name}" is listed as a flag before ${release}, but ${before.version}'s data does not have it: it was gone earlier`);
    // "`--values` / `-f`", "`--values` (`-f`)": the shorthand it had then.
    const short = /^\s*(?:\/|,|\()\s*`-(\w)`/.exec(old.slice(m.index! + m[0].length))?.[1];
    const flag = before?.cli ? flagOf(before.cli, command, m[1]) : undefined;
    if (short && flag && flag.shorthand !== short) {
      const owner = before!.cli!.commands.find((c) => c.path === command)?.flags.find((f) => f.shorthand === short);
      out.push(
        `"${s.name}" is given the shorthand -${short} before ${release}, but in ${before!.version} ${owner ? `-${short} is the shorthand of --${owner.name}` : `it has no -${short}`}`,
      );
    }
    const state = s.state(judgedAt);
    const at = judgedAt.version;
    if (REMOVED.test(next) && state !== 'absent' && state !== 'unknown') out.push(`"${s.name}" is called removed, but ${at}'s data ${IS[state]}`);
    else if (DEPRECATED.test(next) && (state === 'present' || state === 'absent'))
      out.push(`"${s.name}" is called deprecated, but ${at}'s data ${state === 'absent' ? 'does not have it' : 'has it, not deprecated'}`);
    else if (!REMOVED.test(next) && !DEPRECATED.test(next) && !STAYS.test(next) && !next.includes(`--${m[1]}`) && state === 'present')
      out.push(`"${s.name}" is listed as replaced in ${release}, but ${at}'s data still has it — say until when it stays`);
  }
  return out;
}

/** Every flag and field history claim of a page, judged against the history. */
export function checkHistoryClaims(source: string, history: VersionData[], pageVersion: string, rootKeys: string[] = []): ClaimIssue[] {
  const r = releases(history, pageVersion);
  const roots = new Set(rootKeys);
  const issues: ClaimIssue[] = [];
  let inFence = false;
  let command: string | undefined;
  let table: string | undefined;
  source.split('\n').forEach((line, i) => {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) return;
    if (/^#{1,6}\s/.test(line)) command = undefined;
    const push = (messages: string[]) => messages.forEach((message) => issues.push({ line: i + 1, message }));
    if (/^\s*\|/.test(line)) {
      const cells = line.split('|').slice(1, -1);
      const header = beforeSince(cells);
      if (header) table = header;
      else if (table && !/^[\s|:-]+$/.test(line)) push(tableRow(cells, table, command, history, r));
      return;
    }
    table = undefined;
    for (const sentence of sentences(line)) {
      push(sentenceClaims(sentence, command, history, roots, r));
      // The command this sentence names is the context of the sentences and tables after it.
      command =
        [...sentence.matchAll(COMMAND)]
          .map((m) => knownCommand(m[1], history))
          .filter(Boolean)
          .pop() ?? command;
    }
  });
  return issues;
}
