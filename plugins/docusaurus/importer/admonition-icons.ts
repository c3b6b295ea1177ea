/**
 * The admonitions' icons as the site's theme draws them: theme-classic 3.x's `@theme/Admonition/Icon/<Name>`
 * modules, the site's own where it swizzled one (src/theme/Admonition/Icon/<Name>), rendered once here to
 * their markup, which the room's Admonition draws in each admonition's heading (../components/Admonition.tsx).
 * An icon module is plain React (an `<svg>`): bundled alone, run with the engine's React. Where the
 * install has none (theme-classic 2.x draws its icons inside its Admonition), the engine's own stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { asModule } from '../site-components/resolve';
import { ADMONITION_ICONS_FILE, ICON_MODULES } from '../admonition-icons-file';

const engineRequire = createRequire(import.meta.url);

/** The installed theme-classic's theme folder, if the site has one. */
function installedThemeDir(siteRoot: string): string | undefined {
  try {
    const pkg = createRequire(path.resolve(siteRoot, 'package.json')).resolve('@docusaurus/theme-classic/package.json');
    return path.join(path.dirname(pkg), 'lib/theme');
  } catch {
    return undefined;
  }
}

/** One icon module's markup: bundled with React left to the engine's, its default export rendered. */
async function iconMarkup(file: string): Promise<string> {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    external: ['react', 'react/jsx-runtime'],
    logLevel: 'silent',
  });
  const loaded = { exports: {} as { default?: ComponentType } };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(loaded, loaded.exports, engineRequire);
  const Icon = loaded.exports.default;
  if (typeof Icon !== 'function') throw new Error(`${file}: no component as its default export`);
  return renderToStaticMarkup(createElement(Icon));
}

/**
 * The icons by admonition type, for the site at `siteRoot`; `warn` is told of a swizzled icon that does not
 * build alone (it imports more than React), whose place the installed theme's icon takes.
 */
export async function admonitionIconsOf(siteRoot: string, warn: (file: string, message: string) => void): Promise<Record<string, string>> {
  const themeDir = installedThemeDir(siteRoot);
  const icons: Record<string, string> = {};
  for (const [type, name] of Object.entries(ICON_MODULES)) {
    const installed = themeDir ? asModule(path.join(themeDir, 'Admonition/Icon', name)) : undefined;
    const own = asModule(path.join(siteRoot, 'src/theme/Admonition/Icon', name));
    for (const file of [own, installed]) {
      if (!file) continue;
      try {
        icons[type] = await iconMarkup(file);
        break;
      } catch (error) {
        if (file === own)
          warn(
            path.relative(siteRoot, file),
            `this swizzled icon imports more than React, so admonitions show the installed theme's — ${(error as Error).message.split('\n')[0]}`,
          );
      }
    }
  }
  return icons;
}

/** Writes them beside the imported content (none: no file). */
export function writeAdmonitionIcons(to: string, icons: Record<string, string>): void {
  const file = path.join(to, ADMONITION_ICONS_FILE);
  if (Object.keys(icons).length) fs.writeFileSync(file, JSON.stringify(icons));
  else fs.rmSync(file, { force: true });
}
