/**
 * Compile sharing (lib/mdx/compile-sharing.ts): a page whose text is the same in several versions is
 * compiled once, and each version gets its own links and images. The page pass gives the same
 * articles, Markdown and facts with sharing as without it (RunSettings.shareCompiles), page for
 * page; this checks it on a page of every kind of URL, and the helpers on their own.
 */
import { testSharedContext } from '../../../lib/check/__tests__/shared-context';
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { buildSite, type LoadedSite } from '../../../lib/content/store';
import { versionFileMap } from '../../../lib/mdx/version-file-map';
import { checkPages } from '../../../lib/check/page-pool';
import { sameTextOrder, type PageJob } from '../../../lib/check/page-jobs';
import { checkParser } from '../../../lib/mdx/parser';
import { codeWithUrls, dataWithUrls, sharingCounts, tokenizeUrls } from '../../../lib/mdx/compile-sharing';
import { plugins } from '../../../plugins/index';
import { projectPaths } from '../../../scripts/lib/run-env';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-sharing-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** One page in three versions: file, relative, absolute and reference links, a JSX link, a link that needs encoding, an image, code, a partial. */
const SHARED = `---
title: Shared page
---

import Part from './_part.mdx';

## Links

A [file link](./other.mdx#part-two), a [relative link](../), an [absolute link](/docs/vcluster/), a [reference][ref],
[a link to encode](./other.mdx#grüße "Grüße") and <a href="./other/">a JSX link</a>.

[ref]: ./other.mdx

![A picture](./picture.png)

\`\`\`yaml title="vcluster.yaml"
sync:
  toHost:
    pods:
      enabled: true
\`\`\`

### Deeper

Text with \`code\` and **bold**.

<Part />
`;

/** A partial each version has its own file of, with the same text: the page is still compiled once. */
const PART = 'A partial links to [the other page](./other.mdx) and shows ![a picture](./picture.png).\n';

const OTHER = `---
title: Other page
---

## Part two

Text.
`;

const VERSIONS = ['current', '1.1.0', '1.0.0'];

/** The page pass's results for the shared pages, with the site's index written with `run` as given. */
async function pagePass(site: LoadedSite, name: string, shareCompiles: boolean) {
  const indexFile = path.join(dir, `${name}.json`);
  fs.writeFileSync(indexFile, JSON.stringify({ ...site, run: { ...site.run, shareCompiles } }));
  const set = site.index.sets.find((s) => s.id === 'vcluster')!;
  const versions = VERSIONS.map((v) => set.versions.find((x) => x.name === v)!);
  const paths = site.paths;
  const shared = testSharedContext(paths, {
    versions: versions.map((v) => ({ name: v.name, dir: v.dir, fileToUrl: versionFileMap(v, set.versions) })),
    markdownSiteUrl: 'https://example.com',
    render: { module: pathToFileURL(path.resolve('components/mdx/render-tree.tsx')).href, indexFile },
  });
  const items = versions.flatMap((v, i) =>
    v.docs
      .filter((d) => /\/(shared|other)\.mdx$/.test(d.source))
      .map((doc) => ({ job: { source: doc.source, url: doc.url, raw: fs.readFileSync(doc.source, 'utf8'), version: i, tocMin: 2, tocMax: 3 } as PageJob })),
  );
  const jobs = sameTextOrder(items).map((item) => item.job);
  const results = await checkPages(jobs, shared, { threads: 1 });
  return new Map(jobs.map((job, i) => [job.url, results[i]]));
}

test('page pass: a page shared by three versions is compiled once, and reads as three compiles do, links and images per version', async () => {
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  const png = fs.readFileSync('test/fixtures/docusaurus-page-code/static/img/badge.png');
  for (const v of VERSIONS) {
    fs.writeFileSync(path.join(dir, 'vcluster', v, 'shared.mdx'), SHARED);
    fs.writeFileSync(path.join(dir, 'vcluster', v, 'other.mdx'), OTHER);
    fs.writeFileSync(path.join(dir, 'vcluster', v, '_part.mdx'), PART);
    fs.writeFileSync(path.join(dir, 'vcluster', v, 'picture.png'), png);
  }
  process.env.DOCS_CONTENT_DIR = dir;
  process.env.DOCS_EXTRA_CONTENT = '';
  const site = buildSite(projectPaths(), { gitDates: false, plugins });
  const apart = await pagePass(site, 'apart', false);
  const before = { ...sharingCounts };
  const together = await pagePass(site, 'together', true);
  // The shared page and the other page were compiled once each, and their copies in two more versions took it.
  assert.equal(sharingCounts.kept - before.kept, 2);
  assert.equal(sharingCounts.taken - before.taken, 4);
  assert.deepEqual([...together.keys()].sort(), [...apart.keys()].sort());
  for (const [url, result] of apart) {
    assert.equal(result.problems.length, 0, `${url}: ${JSON.stringify(result.problems)}`);
    assert.deepEqual(together.get(url), result, url);
  }
  // Each version's article links within the version.
  const html = (url: string) => apart.get(url)?.article?.html ?? '';
  assert.match(html('/docs/vcluster/1.0.0/shared/'), /href="\/docs\/vcluster\/1\.0\.0\/other\/#part-two"/);
  assert.match(html('/docs/vcluster/next/shared/'), /href="\/docs\/vcluster\/next\/other\/#part-two"/);
  assert.match(html('/docs/vcluster/next/shared/'), /href="\/docs\/vcluster\/next\/other\/#gr%C3%BC%C3%9Fe"/);
  assert.match(html('/docs/vcluster/1.0.0/shared/'), /links to <a href="\/docs\/vcluster\/1\.0\.0\/other\/">the other page/);
});

const parse = (text: string): Root => unified().use(checkParser, 'mdx').parse(text) as Root;

test('tokenizeUrls: trees that differ only in URLs share a key; the tree gets its URLs back', () => {
  const a = parse('[x](/docs/a/) ![p](/img/a.png) <a href="/docs/a/">y</a>\n\n[r]: /docs/a/');
  const b = parse('[x](/docs/b/) ![p](/img/b.png) <a href="/docs/b/">y</a>\n\n[r]: /docs/b/');
  const c = parse('[x](/docs/a/) ![p](/img/a.png) <a href="/docs/a/">z</a>\n\n[r]: /docs/a/');
  const copy = JSON.stringify(a);
  const ta = tokenizeUrls(a, new VFile('a'), {})!;
  const tb = tokenizeUrls(b, new VFile('b'), {})!;
  const tc = tokenizeUrls(c, new VFile('c'), {})!;
  assert.equal(ta.key, tb.key);
  assert.notEqual(ta.key, tc.key);
  assert.notEqual(
    tokenizeUrls(parse('[x](/docs/a/)'), new VFile(''), { tocMax: 3 })!.key,
    tokenizeUrls(parse('[x](/docs/a/)'), new VFile(''), { tocMax: 4 })!.key,
  );
  assert.notEqual(JSON.stringify(a), copy);
  ta.restore();
  assert.equal(JSON.stringify(a), copy);
  // A link's URL as mdast-util-to-hast writes it (normalizeUri); a JSX attribute's as it is.
  const d = tokenizeUrls(parse('[x](</docs/ä b/>) <a href="/docs/ä b/">y</a>'), new VFile(''), {})!;
  assert.deepEqual(d.values, ['/docs/%C3%A4%20b/', '/docs/ä b/']);
});

test('codeWithUrls and dataWithUrls: each token becomes its value, as a JavaScript string in code and as it is in data', () => {
  const tree = parse('<a href="x">1</a> <a href="y">2</a> <a href="z">3</a>');
  const tokens = tokenizeUrls(tree, new VFile(''), {})!;
  const written = (tree.children[0] as { children: { attributes: { value: string }[] }[] }).children
    .filter((n) => n.attributes)
    .map((n) => n.attributes[0].value);
  const code = `const a = ${JSON.stringify(written[0])}, b = ${JSON.stringify(`${written[1]}#${written[2]}`)};`;
  const values = ['q"uo\\te', 'line\u2028sep', 'ü'];
  assert.equal(codeWithUrls(code, values), `const a = ${JSON.stringify(values[0])}, b = ${JSON.stringify(`${values[1]}#${values[2]}`)};`);
  assert.deepEqual(dataWithUrls({ toc: [{ text: written[0], level: 2 }], n: 1 }, values), { toc: [{ text: values[0], level: 2 }], n: 1 });
  // A token changed on its way into the code is never put out.
  assert.throws(
    () => codeWithUrls(`const a = ${JSON.stringify(written[0].slice(0, -1))};`, values),
    /compile sharing: a URL reached the compiled code changed/,
  );
  tokens.restore();
});
