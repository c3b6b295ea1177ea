/** Errors that only rendering can meet still name the page and line (components/mdx/render.tsx). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderDoc } from '../../components/mdx/render';
import { buildSite, contentPaths } from '../../lib/content/store';
import { plugins } from '../../plugins/index';

test('an undefined name in an expression fails the render at file:line', async () => {
  const prev = process.env.DOCS_CONTENT_DIR;
  process.env.DOCS_CONTENT_DIR = 'test/fixtures/site';
  try {
    const site = buildSite(contentPaths(), { gitDates: false, plugins });
    const version = site.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.isLast)!;
    const doc = { ...version.docs[0], source: 'test/fixtures/bad/undefined-name/page.mdx' };
    await assert.rejects(renderDoc(doc, version), /^Error: test\/fixtures\/bad\/undefined-name\/page\.mdx:7: "release" is not defined — define it/);
    // The same page with the name defined renders.
    const fine = { ...version.docs[0] };
    const rendered = await renderDoc(fine, version);
    assert.ok(rendered.content);
  } finally {
    if (prev === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = prev;
  }
});
