/**
 * Fast content check without rendering: builds the content index (frontmatter, sidebars, file
 * links, duplicate URLs, site config) and prints every problem with file:line. Exit 1 on problems.
 */
import { buildSite, contentPaths } from '../lib/content/store';
import { BuildError } from '../lib/errors';

try {
  const { index } = buildSite(contentPaths(), { gitDates: false });
  for (const w of index.warnings) console.warn(`⚠ ${w}`);
  const pages = index.sets.reduce((n, s) => n + s.versions.reduce((m, v) => m + v.docs.length, 0), 0);
  console.log(`✔ ${pages} pages, no problems`);
} catch (err) {
  if (err instanceof BuildError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
