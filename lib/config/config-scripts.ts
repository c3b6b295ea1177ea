/**
 * The site config writes links and HTML onto every page (navbar, footer, announcement, edit links,
 * redirects), so it answers to the rules a page answers to: no link that runs script
 * (lib/safety/script-url.ts), and raw HTML that runs script only by name in `content.allowHtml`
 * (lib/mdx/remark-raw-html.ts), each refused at its key.
 */
import { scriptScheme, scriptUrlMessage } from '../safety/script-url';
import { htmlTextFindings, htmlTextSchemes } from '../safety/script-rules';
import { isObj } from './is-obj';
import { htmlAllowance } from '../safety/html-allowance';

type Obj = Record<string, unknown>;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A config value by its key path and the text at it. */
export interface ConfigText {
  key: string;
  value: string;
}

/** The links the config writes onto pages: navbar, footer, announcement, repository, redirects (`image`: a logo or icon's source). */
export function configLinks(cfg: Obj): (ConfigText & { image?: boolean })[] {
  const out: (ConfigText & { image?: boolean })[] = [];
  const add = (key: string, value: unknown, image?: boolean) => typeof value === 'string' && out.push({ key, value, ...(image ? { image } : {}) });
  const navbar = isObj(cfg.navbar) ? cfg.navbar : {};
  if (isObj(navbar.logo)) for (const k of ['href', 'src', 'srcDark']) add(`navbar.logo.${k}`, navbar.logo[k], k !== 'href');
  list(navbar.items).forEach((item, i) => {
    if (!isObj(item)) return;
    add(`navbar.items[${i}].href`, item.href);
    for (const k of ['items', 'itemsBefore', 'itemsAfter'])
      list(item[k]).forEach((sub, j) => isObj(sub) && add(`navbar.items[${i}].${k}[${j}].href`, sub.href));
  });
  const footer = isObj(cfg.footer) ? cfg.footer : {};
  list(footer.links).forEach(
    (column, i) => isObj(column) && list(column.items).forEach((link, j) => isObj(link) && add(`footer.links[${i}].items[${j}].href`, link.href)),
  );
  if (isObj(cfg.announcement)) add('announcement.href', cfg.announcement.href);
  if (isObj(cfg.repository)) add('repository.url', cfg.repository.url);
  list(cfg.favicons).forEach((icon, i) => isObj(icon) && add(`favicons[${i}].href`, icon.href, true));
  list(cfg.redirects).forEach((r, i) => isObj(r) && add(`redirects[${i}].to`, r.to));
  return out;
}

/** The raw HTML the config writes onto pages: the footer's copyright and html items, the navbar's html items, the announcement. */
export function configHtml(cfg: Obj): ConfigText[] {
  const out: ConfigText[] = [];
  const add = (key: string, value: unknown) => typeof value === 'string' && out.push({ key, value });
  const footer = isObj(cfg.footer) ? cfg.footer : {};
  add('footer.copyright', footer.copyright);
  list(footer.links).forEach(
    (column, i) => isObj(column) && list(column.items).forEach((link, j) => isObj(link) && add(`footer.links[${i}].items[${j}].html`, link.html)),
  );
  list(isObj(cfg.navbar) ? cfg.navbar.items : []).forEach((item, i) => {
    if (!isObj(item)) return;
    if (item.type === 'html') add(`navbar.items[${i}].value`, item.value);
    add(`navbar.items[${i}].html`, item.html);
    list(item.items).forEach((entry, j) => isObj(entry) && add(`navbar.items[${i}].items[${j}].html`, entry.html));
  });
  if (isObj(cfg.announcement)) add('announcement.html', cfg.announcement.html);
  return out;
}

/** What runs script in the config's HTML: the allowHtml name each needs, and where. */
export function configHtmlScripts(cfg: Obj): { key: string; name: string; what: string }[] {
  return configHtml(cfg).flatMap(({ key, value }) => htmlTextFindings(value).map((f) => ({ key, ...f })));
}

/** `"key": what is wrong — what to do` for each script link and each HTML that runs script without its allowance. */
export function configScriptProblems(cfg: Obj): string[] {
  const problems: string[] = [];
  for (const { key, value, image } of configLinks(cfg)) {
    const scheme = scriptScheme(value, { image });
    if (scheme) problems.push(`"${key}": ${scriptUrlMessage(scheme)}`);
  }
  for (const { key, value } of configHtml(cfg)) {
    const scheme = htmlTextSchemes(value)[0];
    if (scheme) problems.push(`"${key}": ${scriptUrlMessage(scheme)}`);
  }
  const policy = isObj(cfg.content) ? cfg.content : {};
  const allowed = htmlAllowance(list(policy.allowHtml));
  for (const { key, name, what } of configHtmlScripts(cfg))
    if (!allowed(name)) problems.push(`"${key}": ${what} — remove it, or allow it by adding "${name}" to "content.allowHtml" in site.config.json`);
  return problems;
}
