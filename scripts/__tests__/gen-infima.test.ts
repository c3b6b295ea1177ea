/**
 * The Infima subset an imported site gets (scripts/gen-infima.ts): one element's rule at zero
 * specificity (a site's rule on that element wins, as it follows); elements within elements at their
 * own weight, as under Docusaurus (a site's `code {…}` does not reach into `pre code`); a content
 * holder's rules on what it holds kept, its engine twin scoped off.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { infimaSubset } from '../gen-infima';

test("Infima's element rules keep the weight that decides them against a site's rules", () => {
  const css = infimaSubset(
    'pre { overflow: auto; }\npre code { background-color: transparent; }\ntable tr:nth-child(2n) { color: red; }\n' +
      '.alert a { text-decoration-color: blue; }\n.unknown-family a { color: red; }\n',
  );
  assert.match(css, /:where\(pre\) \{/);
  assert.match(css, /(^|\n)pre code \{/);
  assert.match(css, /(^|\n)table tr:nth-child\(2n\) \{/);
  assert.match(css, /\.alert:where\(:not\(\.admonition\)\) a \{/);
  assert.doesNotMatch(css, /unknown-family/);
});
