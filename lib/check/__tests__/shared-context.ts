/** The page pass's shared context for a test's site (lib/check/page-jobs.ts SharedContext): the engine's defaults, with the test's own. */
import type { SharedContext } from '../page-jobs';
import { contentRoots } from '../../content/store';
import type { ContentPaths } from '../../source/content-paths';
import { KNOWN_COMPONENTS } from '../../mdx/known-components';
import { CONTENT_LIMITS } from '../../config/site-config';

export function testSharedContext(paths: ContentPaths, own: Partial<SharedContext> = {}): SharedContext {
  return {
    rootDir: process.cwd(),
    contentRoots: contentRoots(paths),
    diagramsUrl: '/docs/img/diagrams/',
    siteBase: '/docs/',
    knownComponents: KNOWN_COMPONENTS,
    openIdComponents: [],
    siteComponents: { root: paths.contentDir },
    mermaid: false,
    versions: [],
    limits: CONTENT_LIMITS,
    buildEnv: {},
    ...own,
  };
}
