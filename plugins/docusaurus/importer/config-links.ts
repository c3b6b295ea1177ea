/**
 * The last step of an import, once the engine has indexed the imported tree and knows what it
 * publishes: the site's client redirects (Docusaurus' rules over Docusaurus' routes for the
 * checkout, ./docusaurus-routes.ts) go into site.config.json. A redirect Docusaurus refuses (to no
 * page, not a path) fails the import at its config line, as plugin-client-redirects' postBuild fails
 * Docusaurus' build. Navbar, footer and redirect links to a page the site does not publish stay as
 * the config writes them: the build's link check reports them under the site's onBrokenLinks, as
 * Docusaurus' broken-link check does for the links every page renders (lib/output/config-links.ts).
 * The report maps site.config.json's lines to the config's own, so those messages name the team's
 * file. Only a link that runs script is left out: the engine publishes none.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FooterLink, NavbarItem, SiteConfig, Redirect } from '../../../lib/api/config';
import { BuildError, scriptScheme, scriptUrlMessage, type Problem } from '../../../lib/api/build';
import { docusaurusRedirects } from './docusaurus-routes';
import type { RedirectProblem } from './client-redirects';
import type { ImportReport } from './import-report';
import { configFileOf } from './config-file';

export type ConfigLinksReport = NonNullable<ImportReport['configLinks']>;

/** The config without links that run script, and a report line for each one left out. */
export function withoutScriptLinks(config: SiteConfig): { config: SiteConfig; dropped: string[] } {
  const dropped: string[] = [];
  const keep = (href: string | undefined, what: string) => {
    const scheme = href === undefined ? undefined : scriptScheme(href);
    if (!scheme) return true;
    // Docusaurus publishes it (React 18 renders it as written); the engine publishes no link that runs script.
    dropped.push(`${what} links to ${href}: ${scriptUrlMessage(scheme).split(' — ')[0]} — left out of site.config.json`);
    return false;
  };
  const items = config.navbar.items.flatMap((item): NavbarItem[] => {
    if (item.type === 'link') return keep(item.href, `themeConfig.navbar item "${item.label}"`) ? [item] : [];
    if (item.type === 'docsVersionDropdown' && (item.itemsBefore || item.itemsAfter)) {
      const extra = (list: typeof item.itemsBefore) => list?.filter((sub) => keep(sub.href, `themeConfig.navbar version menu item "${sub.label}"`));
      return [
        { ...item, ...(item.itemsBefore ? { itemsBefore: extra(item.itemsBefore) } : {}), ...(item.itemsAfter ? { itemsAfter: extra(item.itemsAfter) } : {}) },
      ];
    }
    if (item.type !== 'dropdown') return [item];
    const subs = item.items.filter((sub) => sub.type !== 'link' || keep(sub.href, `themeConfig.navbar item "${item.label} › ${sub.label}"`));
    return subs.length ? [{ ...item, items: subs }] : [];
  });
  const links = config.footer.links?.map((column) => ({
    ...column,
    items: column.items.filter((i: FooterLink) => i.html !== undefined || keep(i.href, `themeConfig.footer link "${i.label}"`)),
  }));
  const redirects = config.redirects?.filter((r: Redirect) => keep(r.to, `plugin-client-redirects: the redirect from ${r.from}`));
  return {
    config: {
      ...config,
      navbar: { ...config.navbar, items },
      footer: { ...config.footer, ...(links ? { links: links.filter((c) => c.items.length) } : {}) },
      ...(redirects ? { redirects } : {}),
    },
    dropped,
  };
}

/** Before a link's text on its line: its key (`to:`, `href:`, `from:`), or earlier paths of a `from: [...]` list. */
const LINK_KEY = /\b(to|href|from)['"]?\s*:\s*(\[[^\]]*)?$/;

/**
 * A quoted literal's line in the config's text ('x', "x" or `x`), the nth time it is written;
 * `asLink`: only where it is written as a link (`to: '/'`, not `baseUrl: '/'`).
 */
function literalLine(text: string, value: string, nth = 0, asLink = false): number | undefined {
  const at: number[] = [];
  for (const q of ["'", '"', '`']) {
    let i = text.indexOf(`${q}${value}${q}`);
    while (i >= 0) {
      if (!asLink || LINK_KEY.test(text.slice(text.lastIndexOf('\n', i) + 1, i))) at.push(i);
      i = text.indexOf(`${q}${value}${q}`, i + 1);
    }
  }
  at.sort((a, b) => a - b);
  const i = at[Math.min(nth, at.length - 1)];
  return i === undefined ? undefined : text.slice(0, i).split('\n').length;
}

const LINK_LINE = /^\s*"(href|to|from)": ("(?:[^"\\]|\\.)*")/;

/**
 * For each line of the written site.config.json that gives a link (`href`, a redirect's `from` and
 * `to`), where the site's config writes it: `docusaurus.config.js:12` where the same text is
 * written there (the nth of its kind the nth), the config file alone where it is computed.
 */
export function configLineMap(engineText: string, siteConfig: { name: string; text: string }, baseUrl = '/'): Record<string, string> {
  const base = baseUrl.replace(/\/$/, '');
  // (The config writes a link to a page without the baseUrl, `to: '/intro'`; site.config.json with it.)
  const written = (value: string) => (base && value.startsWith(`${base}/`) ? [value, value.slice(base.length)] : [value]);
  const map: Record<string, string> = {};
  const seen = new Map<string, number>();
  // (The config as Docusaurus read it, kept in site.config.json for the site's code: no message names it.)
  let copied = false;
  engineText.split('\n').forEach((line, i) => {
    if (/^ {2}"sourceConfig": \{/.test(line)) copied = !/\},?$/.test(line);
    else if (copied && /^ {2}\},?$/.test(line)) copied = false;
    const m = LINK_LINE.exec(line);
    if (!m || copied) return;
    const value = JSON.parse(m[2]) as string;
    const nth = seen.get(value) ?? 0;
    seen.set(value, nth + 1);
    const at = written(value)
      .map((v) => literalLine(siteConfig.text, v, nth, true))
      .find((line) => line !== undefined);
    map[String(i + 1)] = at ? `${siteConfig.name}:${at}` : siteConfig.name;
  });
  return map;
}

/** Redirects Docusaurus refuses, at their config line: the redirect's `from` where the config writes it, else the plugin's entry. */
function redirectFailure(problems: RedirectProblem[], configFile: string | undefined, text: string): BuildError {
  const entry = text ? (literalLine(text, '@docusaurus/plugin-client-redirects') ?? literalLine(text, 'client-redirects')) : undefined;
  const located: Problem[] = problems.map((p) => {
    const line = (p.from !== undefined ? literalLine(text, p.from) : undefined) ?? entry;
    return { ...(configFile ? { file: configFile } : {}), ...(line ? { line } : {}), message: p.message };
  });
  return new BuildError('The client redirects cannot be written, as plugin-client-redirects fails the Docusaurus build:', located);
}

/**
 * Adds the checkout's client redirects to <to>/site.config.json (failing on those Docusaurus
 * refuses) and leaves out links that run script. `pageUrls`: every URL the engine publishes for
 * the imported tree, where a redirect may go as well as Docusaurus' own routes. `preview`: for the
 * live preview, where a refused redirect is left out with a report line, since the plugin is
 * inactive in `docusaurus start` and fails only its build.
 */
export async function finishConfigLinks(from: string, to: string, pageUrls: ReadonlySet<string>, preview = false): Promise<ConfigLinksReport> {
  const file = path.join(to, 'site.config.json');
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as SiteConfig;
  const collected = await docusaurusRedirects(from, [...pageUrls]);
  const configFile = configFileOf(from);
  const configText = configFile ? fs.readFileSync(configFile, 'utf8') : '';
  if (collected.problems.length && !preview) throw redirectFailure(collected.problems, configFile, configText);
  const refused = collected.problems.map((p) => `${p.message} (left out of the preview; docusaurus build fails on it, and so does pagewright build)`);
  const kept = withoutScriptLinks(collected.redirects.length ? { ...config, redirects: collected.redirects } : config);
  const text = JSON.stringify(kept.config, null, 2) + '\n';
  fs.writeFileSync(file, text);
  return {
    redirects: kept.config.redirects?.length ?? 0,
    skippedRedirects: [...collected.skipped, ...refused],
    scriptLinks: kept.dropped,
    ...(configFile ? { configLines: configLineMap(text, { name: path.basename(configFile), text: configText }, config.baseUrl) } : {}),
  };
}
