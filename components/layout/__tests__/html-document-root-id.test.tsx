/**
 * The body carries the theme layer's root id (lib/shared/theme-classes.ts rootId): an imported
 * Docusaurus site's `__docusaurus`, whose CSS may style that element (kysely's site gives it the room
 * of its fixed navbar); the engine's own theme has none.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseSiteConfig } from '@/lib/config/site-config';
import { HtmlDocument } from '../HtmlDocument';

const config = parseSiteConfig(JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')));

test("the body carries the theme layer's root id; the engine's own theme writes none", () => {
  const body = (c: typeof config) => /<body[^>]*>/.exec(renderToStaticMarkup(<HtmlDocument config={c}>page</HtmlDocument>))?.[0];
  assert.match(body({ ...config, plugins: ['docusaurus'] }) ?? '', /^<body id="__docusaurus"/);
  assert.doesNotMatch(body(config) ?? '', /\bid=/);
});
