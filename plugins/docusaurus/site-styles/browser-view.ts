/**
 * A stylesheet as browsers keep it: a style rule whose selector list holds an empty selector
 * (`,:root{…}`, which clean-css can write: ./minify.ts) is invalid, and browsers drop the rule whole
 * (CSS Syntax, "parse a list of selectors"); Next's CSS parser refuses the file instead. So such
 * rules go here, and the page shows what the reader of Docusaurus' build sees.
 */
import postcss from 'postcss';

/** The selectors of a list, split at its top-level commas (not inside brackets, parentheses or strings). */
export function selectorItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      items.push(list.slice(start, i));
      start = i + 1;
    }
  }
  items.push(list.slice(start));
  return items;
}

/** `css` without the style rules browsers drop for an empty selector in their list (postcss gives each selector without its comments). */
export function withoutDroppedRules(css: string): string {
  const root = postcss.parse(css);
  let dropped = false;
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    if (!selectorItems(rule.selector).some((s) => !s.trim())) return;
    rule.remove();
    dropped = true;
  });
  return dropped ? root.toString() : css;
}
