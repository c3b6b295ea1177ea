/**
 * The host Kubernetes versions a quick start asks for must be the ones its vCluster version's own
 * docs give: the compatibility matrix, the list of supported host versions, or the prerequisites
 * (plugins/vcluster/facts/host-versions.ts). "A host cluster running Kubernetes 1.27 to 1.32" on the
 * 0.23 quick start, whose matrix starts at 1.28, sends readers to a host the release was never
 * checked against. A sentence that credits the range to a compatibility matrix the version does not
 * have is reported too. Run by `npm run check:facts` over every version (scripts/check-facts.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { proseLines, sentences, type ClaimIssue } from './prose-claims';
import { HOST_VERSIONS, type HostVersions } from '../facts/host-versions';

/** A host range a page states: `max` is absent for an open range ("1.28 or newer"). */
export interface StatedHostRange {
  /** 1-based line of the page. */
  line: number;
  min: string;
  max?: string;
}

const VERSION = String.raw`v?1\.\d+(?:\.\d+)?`;
/** Between two versions of a range or list: "to", "through", "and", a comma, a dash. */
const JOIN = String.raw`(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:to|through|thru|until|up to|and|or)\s+(?:Kubernetes\s+)?|\s*[–—-]\s*)`;
/** After the last version: the range has no upper bound. */
const OPEN_AFTER = String.raw`\s*\+|\s+(?:or|and)\s+(?:newer|later|higher|above|up)\b|\s+onwards?\b|\s+or any later\b`;
/** Before the first version: "at least 1.28", "from 1.28 (to 1.32)", "between 1.28 and 1.32". */
const BEFORE = String.raw`\b(at least|from|since|starting (?:at|with)|between)\s+(?:Kubernetes\s+|K8s\s+)?(?:v(?:ersion)?\s+)?`;
const RANGE = new RegExp(String.raw`(?:${BEFORE})?(?<![\w.])(${VERSION}(?:${JOIN}${VERSION})*)(${OPEN_AFTER})?`, 'gi');

const minor = (v: string) => Number(/1\.(\d+)/.exec(v)![1]);
const show = (min: string, max?: string) => (max ? `${min} to ${max}` : `${min} or newer`);

/** The first host range a sentence states, if it states one (a lone version is not a range). */
function rangeIn(sentence: string): Omit<StatedHostRange, 'line'> | undefined {
  for (const m of sentence.matchAll(RANGE)) {
    const minors = [...m[2].matchAll(new RegExp(VERSION, 'gi'))].map((v) => minor(v[0]));
    const open = !!m[3] || (minors.length === 1 && !!m[1] && !/^between$/i.test(m[1]));
    if (minors.length < 2 && !open) continue;
    const lo = Math.min(...minors);
    const hi = Math.max(...minors);
    return { min: `1.${lo}`, max: open ? undefined : `1.${hi}` };
  }
  return undefined;
}

/**
 * The host Kubernetes ranges a page states, outside code blocks: in a sentence that names the host
 * (cluster) and Kubernetes, a range ("1.28 to 1.32", "1.28–1.32", "between v1.28 and v1.32", "1.28,
 * 1.29 and 1.30") or an open one ("1.28 or newer", "v1.28+", "at least 1.28").
 */
export function statedHostRanges(source: string): StatedHostRange[] {
  const found: StatedHostRange[] = [];
  for (const { text, line } of proseLines(source)) {
    // Emphasis and code marks around the range ("**Kubernetes 1.28 to 1.32**") are not part of it.
    for (const sentence of sentences(text.replace(/[*`]/g, ''))) {
      if (!/\bhost/i.test(sentence) || !/\b(Kubernetes|K8s)\b/i.test(sentence)) continue;
      const range = rangeIn(sentence);
      if (range) found.push({ line, ...range });
    }
  }
  return found;
}

/** "0.23.0" → "0.23"; "current" stays. */
const versionLabel = (version: string) => version.replace(/^(\d+\.\d+)\.0$/, '$1');

/** What the facts say, in words: "the 0.23 compatibility matrix gives 1.28 to 1.32". */
function factsInWords(version: string, facts: HostVersions): string {
  const range = show(facts.min, facts.max);
  const v = versionLabel(version);
  if (facts.source === 'matrix') return `the ${v} compatibility matrix gives ${range}`;
  if (facts.source === 'host-list') return `the ${v} list of supported host versions gives ${range}`;
  return `the ${v} prerequisites give ${range}`;
}

/**
 * A quick start's host range against its version's facts: every range it states must be the facts'
 * range, a line that credits it to a compatibility matrix needs a version that has one, and the
 * page must state a range at all.
 */
export function checkHostRange(source: string, version: string, facts: HostVersions): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  const stated = statedHostRanges(source);
  const lines = source.split('\n');
  if (!stated.length) issues.push({ line: 1, message: `states no host Kubernetes versions — ${factsInWords(version, facts)}` });
  for (const range of stated) {
    if (range.min !== facts.min || range.max !== facts.max)
      issues.push({ line: range.line, message: `states hosts ${show(range.min, range.max)} — ${factsInWords(version, facts)}` });
    if (facts.source !== 'matrix' && /\bmatrix\b/i.test(lines[range.line - 1]))
      issues.push({
        line: range.line,
        message: `credits the host versions to a compatibility matrix, which ${versionLabel(version)} does not have — ${factsInWords(version, facts)}`,
      });
  }
  return issues;
}

/**
 * Every version's quick start (`<content>/vcluster/<version>/index.mdx`) against the facts, as
 * `file:line: message` lines. A version whose folder the content lacks is left out; a version
 * without facts, or a folder without a quick start, is a problem.
 */
export function quickStartHostProblems(content: string, versions: string[], facts: Record<string, HostVersions> = HOST_VERSIONS): string[] {
  const problems: string[] = [];
  for (const version of versions) {
    const dir = path.join(content, 'vcluster', version);
    if (!fs.existsSync(dir)) continue;
    const file = path.join(dir, 'index.mdx');
    const known = facts[version];
    if (!known)
      problems.push(
        `${file}: no host Kubernetes versions for ${version} in plugins/vcluster/facts/host-versions.ts — add them from that version's compatibility matrix`,
      );
    else if (!fs.existsSync(file)) problems.push(`${file}: no quick start to state the host versions — ${factsInWords(version, known)}`);
    else for (const issue of checkHostRange(fs.readFileSync(file, 'utf8'), version, known)) problems.push(`${file}:${issue.line}: ${issue.message}`);
  }
  return problems;
}
