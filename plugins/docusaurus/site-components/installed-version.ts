/** The @docusaurus/core the site builds with, where it is installed. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** Its version, as Docusaurus gives the client (siteMetadata.docusaurusVersion), resolved from the site's folder; none where it is not installed. */
export function installedDocusaurusVersion(siteRoot: string): string | undefined {
  try {
    const file = createRequire(path.join(siteRoot, 'package.json')).resolve('@docusaurus/core/package.json');
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}
