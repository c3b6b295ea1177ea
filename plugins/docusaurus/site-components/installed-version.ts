/** The @docusaurus/core the site builds with, where it is installed. */
import fs from 'node:fs';
import path from 'node:path';
import { packageDir } from './theme-aliases';

/** Its version, as Docusaurus gives the client (siteMetadata.docusaurusVersion), found from the site's folder; none where it is not installed. */
export function installedDocusaurusVersion(siteRoot: string): string | undefined {
  const dir = packageDir(siteRoot, '@docusaurus/core');
  if (!dir) return undefined;
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : undefined;
}
