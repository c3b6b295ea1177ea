/** Images: relative ones are copied as assets, site-absolute ones come from <content>/static/; both get their size. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { VFile } from 'vfile';
import type { Image, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import remarkImages, { staticFile } from '../remark-images';
import { tempDir } from '../../../test/temp-dir';

const svg = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><title>t</title></svg>`;

function site() {
  const root = tempDir('images');
  const content = path.join(root, 'content');
  fs.mkdirSync(path.join(content, 'static/docs/img/diagrams'), { recursive: true });
  fs.mkdirSync(path.join(content, 'v/1.0/img'), { recursive: true });
  fs.writeFileSync(path.join(content, 'static/docs/img/diagrams/arch.svg'), svg(800, 420));
  fs.writeFileSync(path.join(content, 'v/1.0/img/local.svg'), svg(300, 200));
  return { root, content };
}

function images(markdown: string, s: ReturnType<typeof site>): Image[] {
  const processor = unified()
    .use(remarkParse)
    .use(remarkImages, { source: 'content/v/1.0/page.mdx', rootDir: s.root, contentRoots: [s.content], diagramsUrl: '/docs/img/diagrams/' });
  const tree = processor.runSync(processor.parse(markdown), new VFile({ path: 'page.mdx' })) as Root;
  const found: Image[] = [];
  visit(tree, 'image', (n: Image) => void found.push(n));
  return found;
}

test('a site-absolute image under static/ keeps its URL and gets width, height and lazy loading; a diagram is focusable', () => {
  const s = site();
  const [img] = images('![The control plane](/docs/img/diagrams/arch.svg)', s);
  assert.equal(img.url, '/docs/img/diagrams/arch.svg');
  assert.deepEqual(img.data?.hProperties, { loading: 'lazy', decoding: 'async', width: 800, height: 420, tabIndex: 0 });
});

test('a relative image is served from /docs/assets/ with its size', () => {
  const s = site();
  const [img] = images('![Local](./img/local.svg)', s);
  assert.equal(img.url, '/docs/assets/v/1.0/img/local.svg');
  assert.equal(img.data?.hProperties?.width, 300);
  assert.equal(img.data?.hProperties?.height, 200);
  assert.equal(img.data?.hProperties?.tabIndex, undefined);
});

test('a missing site-absolute image fails with file:line and where to put it', () => {
  const s = site();
  assert.throws(
    () => images('text\n\n![Gone](/docs/img/diagrams/gone.svg)', s),
    /content\/v\/1\.0\/page\.mdx:3: image "\/docs\/img\/diagrams\/gone\.svg" is not a file under content\/static/,
  );
});

test('external images and absolute links that are not images are left alone', () => {
  const s = site();
  const [ext, page] = images('![A](https://example.com/a.png) ![B](/docs/some/page/)', s);
  assert.equal(ext.url, 'https://example.com/a.png');
  assert.equal(ext.data, undefined);
  assert.equal(page.url, '/docs/some/page/');
});

test('staticFile does not leave the static folder', () => {
  const s = site();
  assert.equal(staticFile('/../v/1.0/img/local.svg', [s.content]), undefined);
  assert.equal(staticFile('/docs/img/diagrams/arch.svg?v=1', [s.content]), path.join(s.content, 'static/docs/img/diagrams/arch.svg'));
});

test("an image in a partial is relative to the partial's own folder, as Docusaurus resolves it", () => {
  const s = site();
  fs.mkdirSync(path.join(s.content, 'shared/parts/media'), { recursive: true });
  fs.writeFileSync(path.join(s.content, 'shared/parts/media/step.svg'), svg(120, 60));
  const processor = unified()
    .use(remarkParse)
    .use(() => (tree: Root) => {
      // What remark-imports leaves on a partial's nodes: the file they were written in.
      visit(
        tree,
        'image',
        (n: Image) => void (n.data = { ...n.data, origin: { file: 'content/shared/parts/setup.mdx', includedAt: 'content/v/1.0/page.mdx:3' } }),
      );
    })
    .use(remarkImages, { source: 'content/v/1.0/page.mdx', rootDir: s.root, contentRoots: [s.content], diagramsUrl: '/docs/img/diagrams/' });
  const tree = processor.runSync(processor.parse('![Step](media/step.svg)'), new VFile({ path: 'page.mdx' })) as Root;
  const found: Image[] = [];
  visit(tree, 'image', (n: Image) => void found.push(n));
  assert.equal(found[0].url, '/docs/assets/shared/parts/media/step.svg');
  assert.equal(found[0].data?.hProperties?.width, 120);
});

test('a file of a static folder the site lists, read where it lies, has the URL that folder publishes it at; one under no root and no such folder has none', async () => {
  const { assetUrl } = await import('../remark-images');
  const s = site();
  const listed = path.join(s.root, 'site', 'static');
  fs.mkdirSync(path.join(listed, 'media', 'agent'), { recursive: true });
  const drawing = path.join(listed, 'media', 'agent', 'before upgrade.svg');
  fs.writeFileSync(drawing, svg(10, 10));
  const bounds = { contentRoots: [s.content], contentPolicy: { staticFolders: [path.relative(s.content, listed)] }, siteBase: '/docs/' };
  assert.equal(assetUrl(drawing, bounds, '/docs'), '/docs/media/agent/before%20upgrade.svg');
  // (The content's own files keep their assets' URL.)
  assert.equal(assetUrl(path.join(s.content, 'v/1.0/img/local.svg'), bounds, '/docs'), '/docs/docs/assets/v/1.0/img/local.svg');
  assert.equal(assetUrl(drawing, { contentRoots: [s.content] }, '/docs'), undefined);
  fs.rmSync(s.root, { recursive: true, force: true });
});
