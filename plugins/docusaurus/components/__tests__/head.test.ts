import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import Head from '../../../../components/mdx/Head';

test('<Head> keeps title, meta and link tags and a JSON-LD data block (escaped), and drops scripts that run', () => {
  const html = renderToStaticMarkup(
    createElement(
      Head,
      null,
      createElement('meta', { name: 'keywords', content: 'lint' }),
      createElement('script', { type: 'application/ld+json' }, '{"@type":"FAQPage","text":"</script>"}'),
      createElement('script', null, 'alert(1)'),
    ),
  );
  assert.match(html, /<meta name="keywords" content="lint"\/>/);
  assert.match(html, /<script type="application\/ld\+json">\{"@type":"FAQPage","text":"<\\\/script>"\}<\/script>/);
  assert.doesNotMatch(html, /alert/);
});
