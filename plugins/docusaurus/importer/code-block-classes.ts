/**
 * theme-classic's CodeBlock module classes, as docusaurus build names them for the site's install
 * (../site-components/css-modules.ts): the code blocks the engine draws carry them on the same parts
 * (site.config.json prism.blockClasses), so a site's stylesheet that selects
 * `code[class^=codeBlockLines_]` or `.codeBlockContainer_Ckt0` finds them, as on Docusaurus' page.
 * Docusaurus' CodeBlock: the container `codeBlockContainer`, the box `codeBlockContent`, the <pre>
 * `prism-code language-<lang> codeBlock thin-scrollbar`, the <code> `codeBlockLines`. None where the
 * site has no theme-classic (or css-loader) installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CodeBlockClasses } from '../../../lib/api/config';
import { installedEntry } from '../site-components/installed-entry';
import { cssLoaderOf, docusaurusCssModule } from '../site-components/css-modules';

/** Every CSS module under a folder, in a stable order. */
function modulesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.module.css'))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function codeBlockClasses(siteRoot: string): Promise<CodeBlockClasses | undefined> {
  const entry = installedEntry('@docusaurus/theme-classic', siteRoot);
  const parts = entry ? cssLoaderOf(siteRoot) : undefined;
  if (!entry || !parts) return undefined;
  const names: Record<string, string> = {};
  for (const file of modulesUnder(path.join(path.dirname(entry), 'theme', 'CodeBlock'))) {
    // (webpack names a module by its real path, a linked package's too.)
    const real = fs.realpathSync(file);
    const named = await docusaurusCssModule(parts, siteRoot, real, fs.readFileSync(real, 'utf8'));
    for (const [local, name] of Object.entries(named?.exports ?? {})) names[local] ??= name;
  }
  if (!names.codeBlock) return undefined;
  return {
    ...(names.codeBlockContainer ? { container: names.codeBlockContainer } : {}),
    ...(names.codeBlockContent ? { content: names.codeBlockContent } : {}),
    pre: `language-{language} ${names.codeBlock} thin-scrollbar`,
    ...(names.codeBlockLines ? { code: names.codeBlockLines } : {}),
  };
}
