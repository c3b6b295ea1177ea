import { withAuthorNames } from '@/lib/content/author-names';
import type { RunSettings } from '@/lib/config/run-settings';

/**
 * Development only: a content error (invalid frontmatter, versions.json, site.config.json, a
 * category file, MDX that does not compile…) shown with its file:line in the page itself instead
 * of Next's overlay. DevReload reloads the page once a file changes. A content folder made from
 * another tree (pagewright's import) names the file its author edits (lib/content/author-names.ts).
 */
export function DevContentError({
  message,
  run,
  title = 'The content has errors',
}: {
  message: string;
  /** The run that shows it (the site's, or app/run.ts RUN before a site loaded): its `sourceNames`. */
  run: Pick<RunSettings, 'sourceNames' | 'contentDir'>;
  title?: string;
}) {
  return (
    <div className="load-error" role="alert" data-dev-error="">
      <h1>{title}</h1>
      <pre className="crash-message">{withAuthorNames(message, run)}</pre>
      <p>Fix the file named above and save: this page reloads by itself.</p>
    </div>
  );
}
