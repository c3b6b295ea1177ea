/** Pages that include the same large partial text are ordered together and batched together, so one thread parses it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { partialAffinityOrder } from '../partial-affinity';
import { sameTextOrder, type PageJob } from '../page-jobs';
import { batchesOf } from '../page-pool';

const LARGE = `${'<details><summary>\n\n## `field` {#field}\n\nA field.\n\n</summary>\n</details>\n\n'.repeat(1200)}`;

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'affinity-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const page = (source: string, version: number, body: string) => ({
  job: { source, url: `/${source}`, raw: `---\ntitle: ${path.basename(source)}\n---\n\n${body}\n`, version, tocMin: 2, tocMax: 4 } as PageJob,
});

test('partial affinity: pages that include the same large text, in any version or through another partial, follow each other in one batch', () => {
  const root = site({
    'v2/_partials/ref.mdx': LARGE,
    'v1/_partials/ref.mdx': LARGE,
    'v1/_partials/wrapper.mdx': "import Ref from './ref.mdx';\n\n<Ref />\n",
    'v2/_partials/small.mdx': 'Small.\n',
    'v1/_partials/small.mdx': 'Small.\n',
  });
  const items = [
    page('v2/a.mdx', 0, "import Ref from './_partials/ref.mdx';\n\n<Ref />"),
    page('v2/b.mdx', 0, "import Small from './_partials/small.mdx';\n\n<Small />"),
    page('v2/c.mdx', 0, 'No partial.'),
    page('v1/d.mdx', 1, "import {\n  Wrapper,\n} from '@site/_partials/wrapper.mdx';\n\n<Wrapper />"),
    page('v1/b.mdx', 1, "import Small from './_partials/small.mdx';\n\n<Small />"),
  ];
  const ordered = partialAffinityOrder(sameTextOrder(items), ['v2', 'v1'], root);
  assert.deepEqual(
    ordered.map((i) => [i.job.source, Boolean(i.job.sameTextNext), i.job.batchWithNext]),
    [
      ['v2/a.mdx', false, true],
      ['v1/d.mdx', false, false],
      // The same small partial's pages are one text, so they stay one run; the small partial joins nothing.
      ['v2/b.mdx', true, true],
      ['v1/b.mdx', false, false],
      ['v2/c.mdx', false, false],
    ],
  );
  fs.rmSync(root, { recursive: true });
});

test('partial affinity: a large partial joins its pages up to a group of 40, and such a group is one batch, longer than the usual 16', () => {
  const root = site({ '_partials/ref.mdx': LARGE });
  const items = Array.from({ length: 50 }, (_, i) => page(`p${i}.mdx`, 0, `Page ${i}.\n\nimport Ref from './_partials/ref.mdx';\n\n<Ref />`));
  const ordered = partialAffinityOrder(sameTextOrder(items), [''], root);
  const batches = batchesOf(ordered.map((i) => i.job));
  assert.deepEqual(
    batches.map((b) => b.length),
    [40, 10],
  );
  assert.deepEqual(
    ordered.map((i) => i.job.source),
    items.map((i) => i.job.source),
  );
  fs.rmSync(root, { recursive: true });
});

test('partial affinity: an import in a page that names no file, or a package, changes no order', () => {
  const root = site({});
  const items = [page('a.mdx', 0, "import Gone from './_partials/gone.mdx';"), page('b.mdx', 0, "import Tabs from '@theme/Tabs';\nimport X from 'pkg/x.mdx';")];
  const ordered = partialAffinityOrder(sameTextOrder(items), [''], root);
  assert.deepEqual(
    ordered.map((i) => [i.job.source, i.job.batchWithNext]),
    [
      ['a.mdx', false],
      ['b.mdx', false],
    ],
  );
  fs.rmSync(root, { recursive: true });
});

test('partial affinity: the batches that render the most text go first, so the last batches are short', () => {
  const root = site({ '_partials/ref.mdx': LARGE });
  const light = Array.from({ length: 16 }, (_, i) => page(`light${i}.mdx`, 0, `Light page ${i}.`));
  const heavy = Array.from({ length: 16 }, (_, i) => page(`heavy${i}.mdx`, 0, `Heavy page ${i}.\n\nimport Ref from './_partials/ref.mdx';\n\n<Ref />`));
  const ordered = partialAffinityOrder(sameTextOrder([...light, ...heavy]), [''], root);
  const batches = batchesOf(ordered.map((i) => i.job));
  assert.deepEqual(
    batches.map((b) => ordered[b[0]].job.source),
    ['heavy0.mdx', 'light0.mdx'],
  );
  fs.rmSync(root, { recursive: true });
});
