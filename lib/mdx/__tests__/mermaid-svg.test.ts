/** ```mermaid drawn at build time: the trimmed SVG, its alt text, the cache by source, the errors. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { MERMAID_RENDER_STAMP, MERMAID_SCALE, asDrawn, cachedMermaid, drawMermaid, placeDrawing } from '../mermaid-svg';
import rehypeMermaid from '../rehype-mermaid';
import { tempDir } from '../../../test/temp-dir';

const FLOW = 'flowchart LR\n  client[kubectl] --> api[Virtual API server]\n  api -->|writes| syncer[Syncer]';

test('the render stamp names the beautiful-mermaid that is installed and pinned, so a new version draws again', () => {
  const installed = JSON.parse(fs.readFileSync('node_modules/beautiful-mermaid/package.json', 'utf8')).version;
  const pinned = JSON.parse(fs.readFileSync('package.json', 'utf8')).dependencies['beautiful-mermaid'];
  assert.equal(pinned, installed, 'package.json pins beautiful-mermaid exactly');
  assert.ok(MERMAID_RENDER_STAMP.startsWith(`beautiful-mermaid ${installed};`), MERMAID_RENDER_STAMP);
});

test('a drawing is the library SVG without its style, scaled to the site, with rounded numbers, the same every time', async () => {
  const drawing = await drawMermaid(FLOW);
  const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(drawing.svg)!.map(Number);
  assert.equal(drawing.width, Math.round(w * MERMAID_SCALE));
  assert.equal(drawing.height, Math.round(h * MERMAID_SCALE));
  assert.match(
    drawing.svg,
    new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="[^"]+" width="${drawing.width}" height="${drawing.height}" class="mermaid-drawing">`),
  );
  // No global style rules, no web-font import, no inline colours: the site's theme applies.
  assert.doesNotMatch(drawing.svg, /<style|@import|googleapis|style="--bg/);
  assert.doesNotMatch(drawing.svg, /<[^>]*\d\.\d{3}/);
  for (const label of ['kubectl', 'Virtual API server', 'Syncer', 'writes']) assert.match(drawing.svg, new RegExp(`>${label}<`));
  // Edge labels are the smallest text: 11 px drawn, shown MERMAID_SCALE larger.
  assert.equal(drawing.minFontPx, 11 * MERMAID_SCALE);
  assert.deepEqual(await drawMermaid(FLOW), drawing);
});

test('a header ending in ";" (valid Mermaid, common in Docusaurus sites) is drawn', async () => {
  assert.equal(asDrawn('%% a comment\nflowchart LR;\n  A --> B;'), '%% a comment\nflowchart LR\n  A --> B;');
  const drawing = await drawMermaid('graph TD;\n  A --> B');
  assert.match(drawing.svg, /<svg/);
});

test('accTitle and accDescr are not drawn as nodes', async () => {
  const { svg } = await drawMermaid('flowchart LR\n  accTitle: The client calls the API\n  accDescr: One arrow\n  A[Client] --> B[API]');
  assert.doesNotMatch(svg, /acc(Title|Descr)/);
  assert.match(svg, />Client</);
});

test('placing a drawing names it by its alt text, makes it focusable and keeps its ids apart from other drawings', async () => {
  const placed = placeDrawing(await drawMermaid(FLOW), 'Requests go from "kubectl" to the <syncer>', 'mermaid-2-');
  assert.match(
    placed,
    /^<svg [^>]*class="mermaid-drawing" role="img" aria-label="Requests go from &quot;kubectl&quot; to the &lt;syncer&gt;" tabindex="0"><title>Requests go from &quot;kubectl&quot; to the &lt;syncer&gt;<\/title>/,
  );
  const ids = [...placed.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(ids.length > 0 && ids.every((id) => id.startsWith('mermaid-2-')), ids.join());
  for (const [, ref] of placed.matchAll(/url\(#([^)]+)\)/g)) assert.ok(ids.includes(ref), `url(#${ref}) names no id of the drawing`);
  // Other attributes that end in "id" keep their values.
  assert.doesNotMatch(placed, /data-id="mermaid-2-/);
});

test('drawings are cached by their source: a second build reads the cache and draws nothing', async () => {
  const root = tempDir('mermaid-cache');
  const first = await cachedMermaid(FLOW, root);
  const [file] = fs.readdirSync(path.join(root, '.docs-cache', 'mermaid'));
  // Mark the cached copy: what comes back next time is that copy, not a new drawing.
  fs.writeFileSync(path.join(root, '.docs-cache', 'mermaid', file), JSON.stringify({ ...first, svg: '<svg>cached</svg>' }));
  assert.equal((await cachedMermaid(FLOW, root)).svg, '<svg>cached</svg>');
  // Another source is another entry.
  await cachedMermaid(`${FLOW}\n  syncer --> api`, root);
  assert.equal(fs.readdirSync(path.join(root, '.docs-cache', 'mermaid')).length, 2);
});

/** The page compiled by MDX with rehype-mermaid: the <Mermaid> elements' svg props, in order. */
async function mermaidSvgs(markdown: string, rootDir: string): Promise<string[]> {
  const code = String(
    await compile(
      { value: markdown, path: 'page.mdx' },
      { rehypePlugins: [[rehypeMermaid, { source: 'content/v/page.mdx', rootDir }]], outputFormat: 'function-body' },
    ),
  );
  assert.doesNotMatch(code, /flowchart/, 'the source is not in the page');
  return [...code.matchAll(/_jsx\(Mermaid, \{\s*svg: ("(?:[^"\\]|\\.)*")/g)].map((m) => JSON.parse(m[1]) as string);
}

test('rehype-mermaid: each block becomes <Mermaid svg> named by the sentence before it (or its accTitle), ids numbered per page', async () => {
  const root = tempDir('mermaid-page');
  const [first, second] = await mermaidSvgs(
    `The request flows from the client to the syncer:\n\n\`\`\`mermaid\n${FLOW}\n\`\`\`\n\n\`\`\`mermaid\nflowchart TB\n  accTitle: Two boxes\n  A --> B\n\`\`\`\n`,
    root,
  );
  assert.match(first, /aria-label="The request flows from the client to the syncer"/);
  assert.match(first, /id="mermaid-1-/);
  assert.match(second, /aria-label="Two boxes"/);
  assert.match(second, /id="mermaid-2-/);
});

test('rehype-mermaid: a diagram the library cannot draw is left to Mermaid in the browser, as Docusaurus draws it', async () => {
  const root = tempDir('mermaid-bad');
  const code = String(
    await compile(
      { value: 'A plan for the release:\n\n```mermaid\ngantt\n  title Plan\n```\n', path: 'page.mdx' },
      { rehypePlugins: [[rehypeMermaid, { source: 'content/v/page.mdx', rootDir: root }]], outputFormat: 'function-body' },
    ),
  );
  assert.match(code, /_jsx\(Mermaid, \{\s*source: "gantt\\n  title Plan",\s*alt: "A plan for the release"/);
  assert.doesNotMatch(code, /svg:/);
});
