/**
 * The components' bundle is reused while nothing it was made of changed (plugins/docusaurus/site-components/component-cache.ts),
 * and made again when a module, a file a compiler read besides the modules (a Sass partial), or a
 * folder it resolved in (a file added that an import now resolves to) changed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tempDir } from '../../test/temp-dir';
import { GENERATED_DIR } from '../../lib/site-modules/manifest';

test("the components' bundle is reused until a module, a partial or a resolving folder changes", () => {
  // An engine root of its own (its .generated/ is the one written), sharing the engine's code and packages.
  const root = tempDir('components-cache-root');
  for (const name of ['lib', 'components', 'plugins', 'node_modules', 'tsconfig.json', 'package-lock.json'])
    fs.symlinkSync(path.resolve(name), path.join(root, name));
  const site = tempDir('components-cache-site');
  const src = path.join(site, 'src');
  fs.mkdirSync(src);
  fs.writeFileSync(path.join(src, '_colors.scss'), '$accent: red;\n');
  fs.writeFileSync(path.join(src, 'box.module.scss'), "@use 'colors';\n.box { color: colors.$accent; }\n");
  fs.writeFileSync(path.join(src, 'label.tsx'), "export const label: string = 'from-tsx';\n");
  fs.writeFileSync(
    path.join(src, 'Box.jsx'),
    "import styles from './box.module.scss';\nimport { label } from './label';\nexport default function Box() { return <div className={styles.box}>{label}</div>; }\n",
  );
  const out = path.join(root, GENERATED_DIR);
  const bundle = () => {
    execFileSync(process.execPath, ['--import', 'tsx', path.resolve('test/bundle-components.ts'), site, path.join(src, 'Box.jsx')], {
      cwd: root,
      stdio: 'pipe',
    });
    const stamp = fs.statSync(path.join(out, 'bundle.mjs')).mtimeMs;
    // (The build's code: the bundle, and the chunks a page's module loads apart in.)
    const js = fs
      .readdirSync(out, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => fs.readFileSync(path.join(out, f), 'utf8'))
      .join('\n');
    return { stamp, js, css: fs.readFileSync(path.join(out, 'bundle.css'), 'utf8') };
  };

  const first = bundle();
  assert.match(first.css, /color:\s*red/);
  assert.match(first.js, /from-tsx/);
  assert.equal(bundle().stamp, first.stamp, 'nothing changed: the bundle is kept');

  fs.writeFileSync(path.join(src, '_colors.scss'), '$accent: blue;\n');
  const partial = bundle();
  assert.match(partial.css, /color:\s*(blue|#00f)\b/, 'a Sass partial changed: made again');
  assert.notEqual(partial.stamp, first.stamp);

  // webpack tries .js before .tsx (Docusaurus' resolve.extensions): the new file is what `./label` names now.
  fs.writeFileSync(path.join(src, 'label.js'), "export const label = 'from-js';\n");
  assert.match(bundle().js, /from-js/, 'a file added where an import resolves: made again');

  fs.writeFileSync(path.join(src, 'label.js'), "export const label = 'edited';\n");
  const edited = bundle();
  assert.match(edited.js, /edited/, 'a module changed: made again');
  assert.equal(bundle().stamp, edited.stamp);
});
