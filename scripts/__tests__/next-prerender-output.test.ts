import { test } from 'node:test';
import assert from 'node:assert/strict';
import { heldErrorLine, NextOutput } from '../lib/next-prerender-output';

test("next build's output is passed on, but for a page it could not prerender: that error and its stack are held back with the page's URL", () => {
  const printed: string[] = [];
  const out = new NextOutput((line) => printed.push(line));
  out.write(
    '   Generating static pages (0/3) ...\nError occurred prerendering page "/docs/guide/". Read more: https://nextjs.org/docs/messages/prerender-error\nTypeError: boom\n',
  );
  out.write('    at B (.generated/site-components/bundle.mjs:1:20)\n    at x (node_modules/react-dom/x.js:2:1)\n');
  out.write('Export encountered an error on /[[...slug]]/page: /docs/guide/, exiting the build.\n ⨯ Next.js build worker exited');
  const held = out.end();
  assert.deepEqual(printed, [
    '   Generating static pages (0/3) ...',
    'Export encountered an error on /[[...slug]]/page: /docs/guide/, exiting the build.',
    ' ⨯ Next.js build worker exited',
  ]);
  assert.deepEqual(
    held.map((h) => [h.url, h.lines.length]),
    [['/docs/guide/', 4]],
  );
});

test('an output without a prerender error is passed on whole, its last line included', () => {
  const printed: string[] = [];
  const out = new NextOutput((line) => printed.push(line));
  out.write('a\nb');
  out.write('c\n\nd');
  assert.deepEqual(out.end(), []);
  assert.deepEqual(printed, ['a', 'bc', '', 'd']);
});

test("a held error is said at the page's source: its first line and the component of the stack's first frame, no stack", () => {
  const out = new NextOutput(() => undefined);
  out.write('Error occurred prerendering page "/http-api". Read more: https://nextjs.org/docs/messages/prerender-error\n');
  out.write(
    "TypeError: Cannot read properties of undefined (reading 'spec')\n    at ApiDoc (.next/server/chunks/ssr/_1ct9m8o._.js:339690:34) {\n  digest: '3367859724'\n}\n",
  );
  out.write('Export encountered an error on /[[...slug]]/page: /http-api, exiting the build.\n');
  const [held] = out.end();
  assert.equal(
    heldErrorLine(held, 'src/pages/http-api.js'),
    "src/pages/http-api.js: the page threw while rendering <ApiDoc>: TypeError: Cannot read properties of undefined (reading 'spec') — fix the page or the component it renders",
  );
  // (A stack with no component's frame names none.)
  assert.equal(
    heldErrorLine(
      { url: '/x', lines: ['Error occurred prerendering page "/x".', 'Error: boom', '    at async render (node_modules/next/x.js:1:1)'], closed: true },
      'src/pages/x.js',
    ),
    'src/pages/x.js: the page threw while rendering: Error: boom — fix the page or the component it renders',
  );
});
