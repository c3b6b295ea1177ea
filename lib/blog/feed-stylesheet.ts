/**
 * The feeds' XSLT stylesheets (feedOptions.xslt), as Docusaurus writes them (plugin-content-blog
 * feed.ts): the .xsl file and the .css file of the same name beside it are copied beside the feed,
 * and the feed's XML declaration is followed by an `<?xml-stylesheet?>` naming the .xsl. A relative
 * path is looked up in the blog's folder (its locale's folder first); a path that is no file there
 * and does not start with "." may be a file of a package installed for the site (`<package>/<path>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../errors';

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** One feed's stylesheet: its two files (URL → file) and the feed's text with the instruction naming it. */
interface FeedStylesheet {
  files: Map<string, string>;
  style(feed: string): string;
}

/** The folder of a package installed where `dir` or a folder above it has node_modules. */
function packageDir(dir: string, name: string): string | undefined {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(d) === d) return undefined;
  }
}

/** The .xsl file a configured path names; or the package it names, when that is not installed; or nothing. */
function xslFile(given: string, folders: string[], contentDir: string): { file?: string; notInstalled?: string } {
  if (path.isAbsolute(given)) return fs.existsSync(given) ? { file: given } : {};
  const local = folders.map((f) => path.resolve(f, given)).find((f) => fs.existsSync(f));
  if (local || given.startsWith('.') || !given.includes('/')) return { file: local };
  const parts = given.split('/');
  const name = parts.slice(0, given.startsWith('@') ? 2 : 1).join('/');
  const pkg = packageDir(contentDir, name);
  if (!pkg) return { notInstalled: name };
  const file = path.join(pkg, given.slice(name.length));
  return fs.existsSync(file) ? { file } : {};
}

/**
 * The stylesheet `given` names for a feed written at `feedUrl` ("/blog/rss.xml"), or the problem:
 * Docusaurus fails the build on a stylesheet that is not found, or whose .css is missing.
 */
function feedStylesheet(
  given: string,
  feedUrl: string,
  where: { folders: string[]; contentDir: string; option: string },
): FeedStylesheet | Problem | { warning: string } {
  const { file: xsl, notInstalled } = xslFile(given, where.folders, where.contentDir);
  // (A package the site's install has, when the site was imported without its packages: the feed is still written.)
  if (notInstalled)
    return {
      warning: `${where.option}: ${notInstalled} is not installed for the site, so the feed is written without its stylesheet ${given} — install the site's packages to publish it`,
    };
  if (!xsl)
    return {
      message: `${where.option}: no stylesheet at ${JSON.stringify(given)} (looked in ${where.folders.join(', ')} and the site's packages) — give the path of an .xsl file, relative to the blog's folder`,
    };
  const css = path.join(path.dirname(xsl), `${path.parse(xsl).name}.css`);
  if (!fs.existsSync(css))
    return { message: `${where.option}: ${given} has no ${path.basename(css)} beside it — a feed's stylesheet comes with a CSS file of the same name` };
  const dirUrl = feedUrl.slice(0, feedUrl.lastIndexOf('/') + 1);
  return {
    files: new Map([xsl, css].map((f) => [dirUrl + path.basename(f), f])),
    style: (feed) => feed.replace(XML_DECLARATION, `${XML_DECLARATION}<?xml-stylesheet type="text/xsl" href="${path.basename(xsl)}"?>`),
  };
}

/**
 * The blog's feeds with their stylesheets: each RSS or Atom feed whose type the config gives a
 * stylesheet names it, and the stylesheets' files (URL → file) are published beside it. A package's
 * stylesheet that is not installed is a warning, the site's own that is missing a problem.
 */
export function styledFeeds(
  feeds: Map<string, string>,
  blog: { id: string; url: string; xslt?: { rss?: string; atom?: string } },
  contentDir: string,
  folders: string[],
): { feeds: Map<string, string>; files: Map<string, string>; problems: Problem[]; warnings: string[] } {
  const out = { feeds: new Map(feeds), files: new Map<string, string>(), problems: [] as Problem[], warnings: [] as string[] };
  for (const [type, given] of Object.entries(blog.xslt ?? {})) {
    const feedUrl = `${blog.url}${type}.xml`;
    const feed = given && feeds.get(feedUrl);
    if (!feed) continue;
    const option = blog.id === 'default' ? `"blog.feedOptions.xslt.${type}"` : `"feedOptions.xslt.${type}" of the blog "${blog.id}"`;
    const sheet = feedStylesheet(given, feedUrl, { folders, contentDir, option });
    if ('warning' in sheet) out.warnings.push(sheet.warning);
    else if ('message' in sheet) out.problems.push(sheet);
    else {
      out.feeds.set(feedUrl, sheet.style(feed));
      for (const [url, file] of sheet.files) out.files.set(url, file);
    }
  }
  return out;
}
