// Runs the site's PostCSS plugins over stylesheets (./postcss.ts starts it in the content folder).
// Argument: JSON { files, plugins, postcss, out }; writes { [file]: css } to `out`. A failure is one
// JSON line on stderr: { file, line, message }.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { files, plugins, postcss: postcssPath, out, requireFrom } = JSON.parse(process.argv[2]);
const postcss = createRequire(import.meta.url)(postcssPath);
// The plugins as the site installed them, in the content folder (the working directory, or the site's own folder when it is read where it lies).
const siteRequire = createRequire(path.join(requireFrom ?? process.cwd(), 'package.json'));
try {
  const loaded = plugins.map((name) => {
    let mod;
    try {
      mod = siteRequire(name);
    } catch (err) {
      if (/** @type {{ code?: string }} */ (err).code !== 'MODULE_NOT_FOUND') throw err;
      throw new Error(`the PostCSS plugin "${name}" is not installed in the content folder (run npm install there)`);
    }
    return mod && mod.default && !mod.postcss ? mod.default : mod;
  });
  const processor = postcss(loaded);
  const result = {};
  for (const file of files) result[file] = (await processor.process(fs.readFileSync(file, 'utf8'), { from: file, to: file })).css;
  fs.writeFileSync(out, JSON.stringify(result));
} catch (err) {
  const e = /** @type {{ file?: string; line?: number; reason?: string; message: string }} */ (err);
  process.stderr.write(`\n${JSON.stringify({ file: e.file ?? 'site.config.json', line: e.line, message: e.reason ?? e.message.split('\n')[0] })}\n`);
  process.exit(1);
}
