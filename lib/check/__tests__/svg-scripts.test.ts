/** SVGs that can run script, found with an XML parser, and every SVG the build would publish checked. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { svgScriptProblems, svgScripts } from '../svg-scripts';
import { tempDir } from '../../../test/temp-dir';

const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50" viewBox="0 0 100 50"${attrs}>\n<title>T</title>\n${inner}\n</svg>\n`;
const found = (text: string) => svgScripts(text).map((s) => `${s.line}: ${s.what}`);

test('a drawing with text, links, styles and a foreignObject of text only is fine', () => {
  const fine = svg(
    '<style>text { font-size: 14px; }</style><a href="https://example.com/"><text x="1" y="20">Docs</text></a>' +
      '<use xlink:href="#a"/><foreignObject width="10" height="10">text only</foreignObject><desc>about javascript: URLs</desc>',
  );
  assert.deepEqual(found(fine), []);
});

test('script, event handlers, javascript: URLs and HTML in a foreignObject are found at their line', () => {
  assert.deepEqual(found(svg('<script>alert(1)</script>')), ['3: a <script> element']);
  assert.deepEqual(found(svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')), ['3: a <script> element']);
  assert.deepEqual(found(svg('', ' onload="alert(1)"')), ['1: an event handler attribute (onload on <svg>)']);
  assert.deepEqual(found(svg('<rect/>\n<animate onbegin="alert(1)"/>')), ['4: an event handler attribute (onbegin on <animate>)']);
  assert.deepEqual(found(svg('<a href="javascript:alert(1)">x</a>')), ['3: a javascript: URL (href on <a>)']);
  // Spaces and control characters in the scheme, and character references, are read as the browser reads them.
  assert.deepEqual(found(svg('<a xlink:href=" java&#x09;script:alert(1)">x</a>')), ['3: a javascript: URL (xlink:href on <a>)']);
  assert.deepEqual(found(svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')), ['3: a javascript: URL (to on <set>)']);
  assert.deepEqual(found(svg('<animate attributeName="href" values="#a;javascript:alert(1)"/>')), ['3: a javascript: URL (values on <animate>)']);
  assert.deepEqual(found(svg('<foreignObject width="9" height="9"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="x"/></foreignObject>')), [
    '3: a <foreignObject> holding HTML that embeds a document (<iframe>)',
  ]);
  assert.deepEqual(
    found(svg('<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject>')),
    ['3: an event handler attribute (onerror on <img>)'],
  );
});

test("a diagram tool's text boxes (plain HTML in a foreignObject) run nothing and are fine", () => {
  const drawio = svg(
    '<foreignObject width="90" height="20"><div xmlns="http://www.w3.org/1999/xhtml" style="display:flex"><div><div style="font-size:12px"><b>API</b> server<br/></div></div></div></foreignObject>',
  );
  assert.deepEqual(found(drawio), []);
});

test('a site that names "script" (or "*") in content.allowHtml publishes its SVGs as they are', () => {
  const root = tempDir('svgs-allowed');
  fs.mkdirSync(path.join(root, 'content/static/img'), { recursive: true });
  fs.writeFileSync(path.join(root, 'content/static/img/badge.svg'), svg('<script>1</script>'));
  assert.equal(svgScriptProblems({ contentRoots: [path.join(root, 'content')] }, root).length, 1);
  assert.deepEqual(svgScriptProblems({ contentRoots: [path.join(root, 'content')], contentPolicy: { allowHtml: ['script'] } }, root), []);
  // "*" allows all of it, as on a page (a Docusaurus site read where it lies published its files as they are).
  assert.deepEqual(svgScriptProblems({ contentRoots: [path.join(root, 'content')], contentPolicy: { allowHtml: ['*'] } }, root), []);
});

test('entities that bring markup back, and XSLT, are found; plain entities are fine', () => {
  const doctype = (entity: string) =>
    `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [\n  ${entity}\n]>\n${svg('<text>&e;</text>')}`;
  assert.deepEqual(found(doctype('<!ENTITY ns_svg "http://www.w3.org/2000/svg">')), []);
  assert.deepEqual(found(doctype('<!ENTITY e "<script>alert(1)</script>">')), [
    '3: an entity that puts markup or a javascript: URL into the document (<!ENTITY e>)',
  ]);
  assert.deepEqual(found(doctype('<!ENTITY e "javascript:alert(1)">')), ['3: an entity that puts markup or a javascript: URL into the document (<!ENTITY e>)']);
  assert.match(found(`<?xml version="1.0"?>\n<?xml-stylesheet type="text/xsl" href="x.xsl"?>\n${svg('')}`).join(), /^2: an XSLT stylesheet/);
});

test('every SVG under the content roots is checked: static files, images and diagrams; the file and line are named', () => {
  const root = tempDir('svgs');
  const content = path.join(root, 'content');
  const put = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(content, rel)), { recursive: true });
    fs.writeFileSync(path.join(content, rel), text);
  };
  put('static/docs/img/diagrams/v/arch.svg', svg('<script>alert(1)</script>'));
  put('v/1.0/img/badge.svg', svg('', ' onload="alert(1)"'));
  put('v/1.0/img/fine.svg', svg('<rect/>'));
  put('node_modules/pkg/icon.svg', svg('<script/>'));
  const problems = svgScriptProblems({ contentRoots: [content] }, root);
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}`),
    ['content/static/docs/img/diagrams/v/arch.svg:3', 'content/v/1.0/img/badge.svg:1'],
  );
  assert.match(problems[0].message, /^the SVG holds a <script> element, which runs script on the site when the file is opened — remove it/);
});
