/**
 * The build's page pass (components/mdx/render-tree.tsx on the pool's worker): page code that never
 * ends, in an expression or in a component the page defines, stops at content.limits.pageSeconds and
 * names the page; code that throws names the page, a component that throws its element's line; the
 * other pages render.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_LIMITS } from '../../../lib/config/site-config';
import { fixturePagePass } from './fixture-page-pass';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-limits-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const PAGES: Record<string, string> = {
  'loop-expression.mdx': 'Text {(() => { for (;;); })()}.',
  'throw-expression.mdx': 'Text {[].x.y}.',
  'loop-component.mdx': 'export const Spin = () => { for (;;); };\n\n<Spin />',
  'fine.mdx': 'export const Box = ({ children }) => <b>{children}</b>;\n\nText {1 + 1}.',
  'throw-component.mdx': "export const Boom = () => { throw new Error('boom'); };\n\nText.\n\n<Boom />",
};

test('page pass: page code that loops or throws as the article renders names its page; the rest render', async () => {
  const { docs, results } = await fixturePagePass(dir, PAGES, { limits: { ...CONTENT_LIMITS, pageSeconds: 1 } });
  const said = (name: string) => results[Object.keys(PAGES).indexOf(name)].problems.map((p) => `${p.file}: ${p.message}`).join('\n');
  const source = (name: string) => docs[Object.keys(PAGES).indexOf(name)].source;
  assert.match(said('loop-expression.mdx'), new RegExp(`^${source('loop-expression.mdx')}: evaluating the page took longer than 1 s`));
  assert.match(said('loop-component.mdx'), new RegExp(`^${source('loop-component.mdx')}: evaluating the page took longer than 1 s`));
  assert.match(
    said('throw-expression.mdx'),
    new RegExp(`^${source('throw-expression.mdx')}: evaluating the page failed with TypeError: Cannot read properties of undefined`),
  );
  assert.equal(said('fine.mdx'), '');
  // A component that throws as the article renders fails the page at its element, not with an empty article.
  const boom = results[Object.keys(PAGES).indexOf('throw-component.mdx')];
  assert.match(
    said('throw-component.mdx'),
    new RegExp(`^${source('throw-component.mdx')}: <Boom> threw while rendering: boom — fix the component or the props the page passes$`),
  );
  assert.equal(boom.problems[0].line, 9);
  assert.equal(boom.article, undefined);
  const fine = results[Object.keys(PAGES).indexOf('fine.mdx')].article;
  assert.match(fine?.html?.replace(/<!-- -->/g, '') ?? '', /Text 2\./);
});
