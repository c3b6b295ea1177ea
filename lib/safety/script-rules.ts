/**
 * What in HTML runs script, as rules on an element's name and attributes, shared by the page
 * stages (lib/mdx/remark-raw-html.ts: elements, handlers, dangerouslySetInnerHTML; lib/mdx/remark-script-links.ts:
 * URL attributes) and by the site config's HTML (lib/config/config-scripts.ts). No estree here:
 * next.config.ts loads the config's checks through require.
 */
import { eachHtmlTag } from './html-tags';
import { scriptScheme, type ScriptScheme } from './script-url';

/** What runs script, by the name content.allowHtml takes. */
export interface ScriptFinding {
  /** The name content.allowHtml takes ("script", "onclick", "dangerouslySetInnerHTML"). */
  name: string;
  /** What the page holds and does, e.g. "<script> runs script in the page". */
  what: string;
}

/** Elements that run script or load another document into the page. */
const ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed']);
export const INNER_HTML = 'dangerouslySetInnerHTML';

export const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
/** An HTML element's name (lowercase, as JSX and HTML write them); components are capitalised or dotted. */
export const isHtmlElement = (name: string) => /^[a-z][\w:-]*$/.test(name);
export const isHandler = (name: string) => /^on[a-z]/i.test(name);

/** JavaScript's MIME types (HTML's list), and the other `type`s a browser acts on: a <script> of these runs. */
const SCRIPT_TYPES =
  /^(?:(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript)|module|importmap|speculationrules)$/;

/**
 * A <script> whose `type` is none of those is a data block (`application/ld+json`, `text/template`):
 * the browser runs nothing in it (HTML's "prepare the script element"), so it needs no allowance.
 */
function isDataBlock(type: string | undefined): boolean {
  const essence = type?.split(';')[0].trim().toLowerCase();
  return !!essence && !SCRIPT_TYPES.test(essence);
}

export function elementFinding(name: string, type?: string): ScriptFinding | undefined {
  const tag = localName(name);
  if (!ELEMENTS.has(tag)) return undefined;
  if (tag === 'script' && isDataBlock(type)) return undefined;
  return { name: tag, what: tag === 'script' ? `<${name}> runs script in the page` : `<${name}> loads another document, which may run script, into the page` };
}

export const handlerFinding = (attr: string, element: string): ScriptFinding => ({
  name: attr.toLowerCase(),
  what: `the event handler ${attr} on <${element}> runs script in the page`,
});

export const innerHtmlFinding = (element?: string): ScriptFinding => ({
  name: INNER_HTML,
  what: `${INNER_HTML}${element ? ` on <${element}>` : ''} puts HTML nobody checked, scripts included, into the page`,
});

/** Attributes an HTML element follows or loads as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'xlinkhref', 'poster', 'data', 'cite', 'background']);
/** The props a component makes a link of (Docusaurus' Link `to`, a card's `href`). */
const LINK_PROPS = new Set(['href', 'to']);

/** Attributes that give an image's source, where `data:image/…` is an image (a `data:` document elsewhere). */
const IMAGE_ATTRIBUTES = new Set(['src', 'poster', 'background']);

/** Whether the attribute of element `element` is followed as a URL. */
export function isUrlAttribute(element: string, attribute: string): boolean {
  return isHtmlElement(element) ? URL_ATTRIBUTES.has(attribute.toLowerCase()) : LINK_PROPS.has(attribute);
}

/** The refused scheme of the value of a URL attribute of `element`, if any. */
export function attributeScheme(element: string, attribute: string, value: string): ScriptScheme | undefined {
  if (!isUrlAttribute(element, attribute)) return undefined;
  return scriptScheme(value, { image: isHtmlElement(element) && IMAGE_ATTRIBUTES.has(attribute.toLowerCase()) });
}

/** What one HTML tag holds that runs script: the element itself, dangerouslySetInnerHTML, event handlers. */
export function tagFindings(name: string, attribs: Record<string, string>): ScriptFinding[] {
  const found: ScriptFinding[] = [];
  const element = elementFinding(name, attribs.type);
  if (element) found.push(element);
  for (const attr of Object.keys(attribs)) {
    if (attr === INNER_HTML.toLowerCase()) found.push(innerHtmlFinding(name));
    else if (isHandler(attr)) found.push(handlerFinding(attr, name));
  }
  return found;
}

/** The refused schemes of one HTML tag's URL attributes. */
export function tagSchemes(name: string, attribs: Record<string, string>): ScriptScheme[] {
  return Object.entries(attribs).flatMap(([attr, value]) => attributeScheme(name, attr, value) ?? []);
}

/** What a string of raw HTML holds that runs script (the site config's copyright, announcement, html items). */
export function htmlTextFindings(html: string): ScriptFinding[] {
  const found: ScriptFinding[] = [];
  eachHtmlTag({ type: 'html', value: html }, (name, attribs) => found.push(...tagFindings(name, attribs)));
  return found;
}

/** The refused schemes of the links in a string of raw HTML. */
export function htmlTextSchemes(html: string): ScriptScheme[] {
  const found: ScriptScheme[] = [];
  eachHtmlTag({ type: 'html', value: html }, (name, attribs) => found.push(...tagSchemes(name, attribs)));
  return found;
}
