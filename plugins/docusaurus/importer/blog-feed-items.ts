/**
 * A blog whose feed items are a function of the site's (`feedOptions.createFeedItems`: the posts
 * filtered, items of its own, Docusaurus' default items changed) has its feeds written by the site's
 * own plugin-content-blog after the build, as `docusaurus build` writes them: its postBuild
 * (createBlogFeedFiles) calls the function with the posts and Docusaurus' default items, which read
 * each post's HTML from the build folder (`#__blog-post-container`). They replace the engine's feed
 * files of that blog; ./post-build.ts runs it.
 */
import { isObj } from '../../../lib/api/guards';
import { blogEntriesOf } from './blog';
import type { PluginOptionsPlace } from './config';

/** The package whose postBuild writes such a blog's feeds. */
export const BLOG_PLUGIN_PACKAGE = '@docusaurus/plugin-content-blog';

/** The blogs whose feed items a function of the site makes, by their options' place in the config (none without a feed). */
export function blogFeedItemsRuns(raw: Record<string, unknown> | undefined, from: string): PluginOptionsPlace[] {
  return blogEntriesOf(raw, from).flatMap(({ options: { feedOptions: feed }, place }) =>
    place && isObj(feed) && typeof feed.createFeedItems === 'function' && feed.type !== null ? [place] : [],
  );
}
