// Runs the site's PostCSS plugins over stylesheets (./postcss.ts starts it in the content folder).
// Argument: JSON { files, plugins, postcss, out, requireFrom, siteConfig }; writes { [file]: css } to `out`. With
// siteConfig, the site's PostCSS config applies too, as Docusaurus' postcss-loader finds it. A failure is one
// JSON line on stderr: { file, line, message }.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const { files, plugins, postcss: postcssPath, out, requireFrom, siteConfig } = JSON.parse(process.argv[2]);
const postcss = createRequire(import.meta.url)(postcssPath);
// The plugins as the site installed them, in the content folder (the working directory, or the site's own folder when it is read where it lies).
const siteRequire = createRequire(path.join(requireFrom ?? process.cwd(), 'package.json'));

/**
 * The postcss-loader Docusaurus' style loaders use (its bundler's, else its core's, else the site's):
 * its own loadConfig and getPostcssOptions, run as that loader runs them for each stylesheet.
 */
function docusaurusPostcssLoader() {
  for (const owner of ['@docusaurus/bundler/package.json', '@docusaurus/core/package.json', null]) {
    try {
      const from = owner ? createRequire(siteRequire.resolve(owner)) : siteRequire;
      return from('postcss-loader/dist/utils.js');
    } catch {
      // (Not there: the next.)
    }
  }
  return undefined;
}

/**
 * The plugins and process options for one stylesheet: the PostCSS config found from its folder up, its
 * plugins first, then those Docusaurus' plugins add (`extra`), as postcss-loader merges them.
 */
async function optionsFor(file, extra, loader) {
  if (!loader) return { plugins: extra, processOptions: {} };
  const errors = [];
  const context = {
    resourcePath: file,
    rootContext: process.cwd(),
    mode: 'production',
    fs,
    addBuildDependency() {},
    addDependency() {},
    emitError: (e) => errors.push(e),
    emitWarning() {},
  };
  const loaded = await loader.loadConfig(context, true, { plugins: extra });
  const { plugins: merged, processOptions } = await loader.getPostcssOptions(context, loaded, { plugins: extra });
  if (errors.length) throw errors[0];
  return { plugins: merged, processOptions };
}

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
  const loader = siteConfig ? docusaurusPostcssLoader() : undefined;
  const result = {};
  for (const file of files) {
    // (postcss-loader's process options hold neither the plugins nor the config.)
    const { plugins: used, processOptions } = await optionsFor(file, loaded, loader);
    result[file] = (await postcss(used).process(fs.readFileSync(file, 'utf8'), { ...processOptions, from: file, to: file })).css;
  }
  fs.writeFileSync(out, JSON.stringify(result));
} catch (err) {
  const e = /** @type {{ file?: string; line?: number; reason?: string; message: string }} */ (err);
  process.stderr.write(`\n${JSON.stringify({ file: e.file ?? 'site.config.json', line: e.line, message: e.reason ?? e.message.split('\n')[0] })}\n`);
  process.exit(1);
}
