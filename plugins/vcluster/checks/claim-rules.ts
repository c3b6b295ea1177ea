/**
 * Claims in prose that the field-path checks cannot see (prose-claims.ts), as data: a new kind of
 * claim is one entry in CLAIM_RULES, with the source of its fact. Three kinds:
 *  - closed-set: a sentence that names two or more members of a set the product defines must name
 *    them all (Dex's Microsoft connector reads no groups for three tenant values, not two);
 *  - requires: a page that documents a feature must state the release it needs, and any release it
 *    states next to the feature must be that one;
 *  - one-of: where a page says a thing uses exactly one of several options, options the product
 *    counts as one (a patch's expression and reverseExpression) may not be listed as rivals;
 *  - refuted: a statement about behaviour that the product's source contradicts, as a pattern
 *    with the fact and its source, for the versions where the source says so;
 *  - image tags (no entry needed): an image written `registry/repository:tag` whose repository is a
 *    default image of this version's schema must carry that version's tag, and a Default cell may
 *    not call a tag empty that the schema sets.
 */
import { schemaEntries, walkEntries, type ConfigEntry, type JsonSchema } from '../shared/config-entries';
import { proseLines, sentences, type ClaimIssue } from './prose-claims';

export type ClaimRule =
  | {
      kind: 'closed-set';
      /** Sentences about this (e.g. the tenant setting together with groups). */
      context: RegExp;
      members: string[];
      /** What the set is, for the message. */
      what: string;
      /** Where the fact comes from. */
      source: string;
    }
  | {
      kind: 'requires';
      subject: RegExp;
      /** The statement the page must make, and how a release is written in it. */
      requirement: RegExp;
      /** Any release stated next to the subject ("Platform 4.3") … */
      stated: RegExp;
      /** … must be this one. */
      release: string;
      what: string;
      source: string;
    }
  | {
      kind: 'one-of';
      /** The sentence that introduces the choice ("uses exactly one of these methods:"). */
      choice: RegExp;
      /** Options; the names in one group count as one option. */
      groups: string[][];
      what: string;
      source: string;
    }
  | {
      kind: 'refuted';
      /** A sentence that states the wrong behaviour. */
      statement: RegExp;
      /** What is true instead. */
      fact: string;
      source: string;
      /** Docs versions the source covers ("current"); all when left out. */
      versions?: string[];
    };

export const CLAIM_RULES: ClaimRule[] = [
  {
    kind: 'closed-set',
    context: /\btenant\b[\s\S]*\bgroups?\b|\bgroups?\b[\s\S]*\btenant\b/i,
    members: ['common', 'consumers', 'organizations'],
    what: 'tenant values for which the Microsoft connector reads and enforces no groups',
    source: "dexidp/dex connector/microsoft: isOrgTenant() excludes 'common', 'consumers' and 'organizations'",
  },
  {
    kind: 'requires',
    subject: /`(?:external\.platform\.)?autoSnapshot`|\bauto[- ]snapshots?\b/i,
    requirement: /\bvCluster Platform (?:v)?4\.4(?:\.0)? (?:or|and) later\b/,
    stated: /\bPlatform (?:v)?(\d+\.\d+)/g,
    release: '4.4',
    what: 'auto snapshots are taken by vCluster Platform 4.4 or later',
    source: 'loft-sh/vcluster-docs vcluster/configure/vcluster-yaml/snapshots.mdx: "Auto Snapshot … platform v4.4.0 and later"',
  },
  {
    kind: 'one-of',
    choice: /\b(?:exactly|only|just) one (?:of|method|way)\b|\bone of these methods\b/i,
    groups: [['expression', 'reverseExpression'], ['reference'], ['labels']],
    what: "a sync patch's methods: expression and reverseExpression together count as one",
    source: 'loft-sh/vcluster pkg/config/validation.go validatePatches (v0.23+): Expression or ReverseExpression is one method, then Labels, then Reference',
  },
  {
    kind: 'refuted',
    statement: /\bLoadBalancer\b[^.]*\b(?:cannot|can't|can not|could not|does not|doesn't)\s+(?:guess|know|detect|find|see)\b/i,
    fact: "vCluster adds the IP address and host name a LoadBalancer Service reports to the control plane's certificate by itself",
    source: 'loft-sh/vcluster pkg/server/cert (syncer.go getSANs, v0.20–v0.25; cert.go from v0.26): Status.LoadBalancer.Ingress IP and Hostname',
  },
  {
    kind: 'refuted',
    statement:
      /(?<!\bnot )\bmerge[sd]?\b[^.]*\bover\b[^.]*\b(?:platform-wide agent values|agentValues)\b|\bagentValues\b[^.]*\b(?<!\bnot )merged (?:with|into|under)\b/i,
    fact: 'a cluster with the loft.sh/agent-values annotation gets the annotation values only; the platform-wide agentValues are ignored for it',
    source: 'loft-sh/loft chart/values.yaml from v4.4.0: "If loft.sh/agent-values annotation is set, then all these values are ignored"',
    versions: ['current'],
  },
  {
    kind: 'refuted',
    statement: /\b(?:v)?0\.19\.8 and later\b|\ball v0\.2[01] releases\b[^.]*\bno longer sync/i,
    fact: 'the ingress syncer skips the Rancher field.cattle.io/publicEndpoints annotation from v0.19.8, v0.20.5 and v0.21.1 on; v0.20.0 to v0.20.4 and v0.21.0 still sync it',
    source:
      'loft-sh/vcluster pkg/controllers/resources/ingresses/syncer.go: excludedAnnotations with services.RancherPublicEndpointsAnnotation at v0.19.8, v0.20.5 and v0.21.1 and later, absent at v0.20.0-v0.20.4 and v0.21.0',
  },
  {
    kind: 'refuted',
    statement: /\b(?:holds?|contains?|runs?) at most one virtual cluster\b|\bonly one virtual cluster (?:can|may) (?:run|live|be installed) in\b/i,
    fact: 'a second virtual cluster can still share a host namespace in these versions (the deprecated --reuse-namespace flag of vcluster create; with Helm a warning in v0.23, experimental.reuseNamespace in v0.24); v0.25 is the first release that refuses it',
    source:
      'loft-sh/vcluster pkg/cli/create_helm.go (reuseNamespace) and cmd/vcluster/cmd/start.go (v0.23.0: warning only; v0.24.0: experimental.reuseNamespace; v0.25.0: "creating multiple virtual clusters inside the same namespace is not supported")',
    versions: ['0.20.0', '0.21.0', '0.22.0', '0.23.0', '0.24.0'],
  },
];

function closedSet(rule: Extract<ClaimRule, { kind: 'closed-set' }>, lines: { text: string; line: number }[]): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  for (const { text, line } of lines) {
    // The context is the line (a list item or paragraph: "**No groups.** Check that `tenant` …").
    if (!rule.context.test(text)) continue;
    for (const sentence of sentences(text)) {
      const named = rule.members.filter((m) => new RegExp(`\`${m}\``).test(sentence));
      if (named.length < 2 || named.length === rule.members.length) continue;
      const missing = rule.members.filter((m) => !named.includes(m));
      issues.push({
        line,
        message: `names ${named.map((m) => `"${m}"`).join(' and ')} of the ${rule.what}, but not ${missing.map((m) => `"${m}"`).join(', ')} (${rule.source}) — name all of them`,
      });
    }
  }
  return issues;
}

function requires(rule: Extract<ClaimRule, { kind: 'requires' }>, lines: { text: string; line: number }[]): ClaimIssue[] {
  const first = lines.find(({ text }) => rule.subject.test(text));
  if (!first) return [];
  const issues: ClaimIssue[] = [];
  for (const { text, line } of lines)
    for (const sentence of sentences(text)) {
      if (!rule.subject.test(sentence)) continue;
      for (const m of sentence.matchAll(rule.stated))
        if (m[1] !== rule.release) issues.push({ line, message: `says Platform ${m[1]} next to it, but ${rule.what} (${rule.source}) — say ${rule.release}` });
    }
  if (!lines.some(({ text }) => rule.requirement.test(text)))
    issues.push({ line: first.line, message: `documents it without saying that ${rule.what} — say so on this page (${rule.source})` });
  return issues;
}

/** A choice of exactly one option whose list (the same line, or the list items after it) names two members of one group as rivals. */
function oneOf(rule: Extract<ClaimRule, { kind: 'one-of' }>, lines: { text: string; line: number }[]): ClaimIssue[] {
  const issues: ClaimIssue[] = [];
  lines.forEach(({ text, line }, i) => {
    if (!rule.choice.test(text)) return;
    // The options: each list item right after the line, by the first name it gives; else the line's names in order.
    const items: string[] = [];
    for (let j = i + 1; j < lines.length && lines[j].line === lines[j - 1].line + 1; j++) {
      const item = /^\s*[-*]\s+`([\w.-]+)`/.exec(lines[j].text);
      if (item) items.push(item[1]);
      else if (lines[j].text.trim()) break;
    }
    // In a sentence, a name in parentheses or after "with" goes along with the option before it.
    const rest = text
      .slice(text.search(rule.choice))
      .replace(/\([^)]*\)/g, '')
      .replace(/\b(?:with|plus|and its)\s+`[^`]+`/g, '');
    const options = items.length ? items : [...rest.matchAll(/`([\w.-]+)`/g)].map((m) => m[1]);
    for (const group of rule.groups) {
      const rivals = options.filter((o) => group.includes(o));
      if (new Set(rivals).size > 1)
        issues.push({
          line,
          message: `offers ${rivals.map((r) => `"${r}"`).join(' and ')} as separate choices, but ${rule.what} (${rule.source}) — list them as one option`,
        });
    }
  });
  return issues;
}

function refuted(rule: Extract<ClaimRule, { kind: 'refuted' }>, lines: { text: string; line: number }[], version?: string): ClaimIssue[] {
  if (rule.versions && (!version || !rule.versions.includes(version))) return [];
  return lines.flatMap(({ text, line }) =>
    sentences(text)
      .filter((sentence) => rule.statement.test(sentence))
      .map(() => ({ line, message: `states what the product does not do: ${rule.fact} (${rule.source})` })),
  );
}

interface DefaultImage {
  field: string;
  repository: string;
  registry: string;
  tag: string;
}

/** The images this version's schema gives a default tag: entries with registry/repository/tag children. */
const imageCache = new WeakMap<JsonSchema, DefaultImage[]>();
function defaultImages(schema: JsonSchema): DefaultImage[] {
  let images = imageCache.get(schema);
  if (images) return images;
  images = [];
  for (const e of walkEntries(schemaEntries(schema))) {
    const child = (name: string) => e.children.find((c: ConfigEntry) => c.name === name)?.default;
    const [registry, repository, tag] = [child('registry'), child('repository'), child('tag')];
    if (typeof repository === 'string' && repository && typeof tag === 'string' && tag)
      images.push({ field: e.path.join('.'), repository, registry: typeof registry === 'string' ? registry : '', tag });
  }
  imageCache.set(schema, images);
  return images;
}

// (At least one slash: `etcd:etcd` is a user and group, not an image.)
const IMAGE_REF = /`((?:[a-z0-9.-]+\.[a-z]{2,}(?::\d+)?\/)?[a-z0-9._-]+\/[a-z0-9._/-]+):([\w][\w.-]*)`/g;
const EXAMPLE = /\b(for example|such as|e\.g\.|like|say|custom|mirror(?:ed)?|your own|pin)\b/i;

function imageTags(schema: JsonSchema, lines: { text: string; line: number }[]): ClaimIssue[] {
  const images = defaultImages(schema);
  const issues: ClaimIssue[] = [];
  for (const { text, line } of lines)
    for (const sentence of sentences(text)) {
      for (const m of sentence.matchAll(IMAGE_REF)) {
        if (EXAMPLE.test(sentence)) continue;
        const ref = m[1];
        const matches = images.filter((img) => ref === img.repository || ref === `${img.registry}/${img.repository}`);
        // Only a repository with one default tag in this version is judged.
        const tags = new Set(matches.map((img) => img.tag));
        if (tags.size === 1 && !tags.has(m[2]))
          issues.push({
            line,
            message: `image "${ref}:${m[2]}": the default tag of ${matches[0].field} in this version's schema is "${[...tags][0]}" — write that tag, or say the image is an example`,
          });
      }
      // "| `statefulSet.image` | …, tag empty … |": an empty tag the schema does not leave empty.
      const row = /^\s*\|\s*`([\w.]*image)`\s*\|([^|]*)\|/.exec(sentence);
      if (row && /\btag (?:is )?(?:empty|unset|not set)\b|\bempty tag\b|\bno tag\b/i.test(row[2])) {
        const hit = images.filter((img) => img.field === row[1] || img.field.endsWith(`.${row[1]}`));
        if (hit.length && new Set(hit.map((h) => h.tag)).size === 1)
          issues.push({ line, message: `"${row[1]}" is said to have no tag by default, but this version's schema sets "${hit[0].tag}" — give the tag` });
      }
    }
  return issues;
}

/** Every claim rule over one page; image tags only where the version has a schema. */
export function checkClaimRules(source: string, schema?: JsonSchema, rules: ClaimRule[] = CLAIM_RULES, version?: string): ClaimIssue[] {
  const lines = proseLines(source);
  const issues = rules.flatMap((rule) =>
    rule.kind === 'closed-set'
      ? closedSet(rule, lines)
      : rule.kind === 'requires'
        ? requires(rule, lines)
        : rule.kind === 'one-of'
          ? oneOf(rule, lines)
          : refuted(rule, lines, version),
  );
  if (schema) issues.push(...imageTags(schema, lines));
  return issues;
}
