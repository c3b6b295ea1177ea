/**
 * What Docusaurus' blog plugin reports about a blog's posts, as the blog's options say: tags its tags
 * file does not name (`onInlineTags`, only where it has a tags file: utils normalizeTags), authors
 * not from its authors map (`onInlineAuthors`: authorsProblems.js), and posts without a truncate
 * marker (`onUntruncatedBlogPosts`: blogUtils.js). 'throw' fails the build at the post; 'log' and
 * 'warn' are warnings; 'ignore', the engine's default, says nothing.
 */
import type { Problem } from '../errors';
import type { ResolvedBlogConfig } from '../config/blog';
import { routeBySeverity, type ReportingSeverity } from '../config/link-policy';
import type { BlogPost } from '../content/types';
import { inlineTagsProblem } from './authors-tags';

export interface Reports {
  problems: Problem[];
  warnings: Problem[];
}

const report = (level: ReportingSeverity, problem: Problem, out: Reports) => routeBySeverity(level, problem, { errors: out.problems, warnings: out.warnings });

/** Each post's reports; `hasTagsFile`: the blog has a tags file (inline tags are reported only then). */
export function reportBlogPosts(posts: readonly BlogPost[], cfg: ResolvedBlogConfig, hasTagsFile: boolean, out: Reports): void {
  for (const post of posts) {
    const file = post.doc.source;
    const tags = hasTagsFile && inlineTagsProblem(post.tags, file, cfg.tags ?? '');
    if (tags) report(cfg.onInlineTags, tags, out);
    const authors = post.authors.filter((a) => !a.key).map((a) => a.name ?? a.url ?? '?');
    if (authors.length)
      report(
        cfg.onInlineAuthors,
        {
          file,
          message: `authors [${authors.join(', ')}] are not defined in ${cfg.authorsMapPath} — declare them there and name them by key, or set onInlineAuthors to "ignore"`,
        },
        out,
      );
    if (!post.hasTruncateMarker)
      report(
        cfg.onUntruncatedBlogPosts,
        {
          file,
          message:
            'no truncation marker (<!-- truncate --> or {/* truncate */}): the blog\'s list pages show the whole post — add one, or set onUntruncatedBlogPosts to "ignore"',
        },
        out,
      );
  }
}
