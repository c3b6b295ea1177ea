/**
 * A Docusaurus site's prism themes (its themeConfig.prism, site.config.json `prism.theme`,
 * `prism.darkTheme`) as CSS for the engine's code blocks, in the classic theme's terms (its
 * highlighted-line variable, Infima's shadow): the theme's plain colours on the block, each token
 * type's style on `.token.<type>` (the classes the core gives tokens: PRISM_TYPES), the dark theme
 * under [data-theme='dark']. Colours that would fall below WCAG AA contrast on the block (or on a
 * highlighted line) are moved just far enough towards black or white.
 */
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import { PRISM_TYPES } from '../../../lib/api/build';
import { resolvePrismTheme, DEFAULT_PRISM_THEME, type PrismConfig, type PrismThemeData } from '../../../lib/api/config';

extend([a11yPlugin, mixPlugin]);

type Style = Record<string, string | undefined>;

/** Token style keys the CSS carries, with the value that undoes them in the other mode. */
const PROPS: Record<string, [string, string]> = {
  color: ['color', 'inherit'],
  fontStyle: ['font-style', 'normal'],
  fontWeight: ['font-weight', 'inherit'],
  textDecorationLine: ['text-decoration-line', 'none'],
  opacity: ['opacity', '1'],
};

/** Docusaurus' highlighted-line background over the block, light and dark (its theme's defaults). */
const HIGHLIGHT_SHADE = { light: 0.1, dark: 0.3 };

/** Type → style, later entries over earlier ones, as prism-react-renderer merges them; language-only entries left out. */
function typeStyles(theme: PrismThemeData): Map<string, Style> {
  const out = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages?.length) continue;
    for (const type of entry.types) out.set(type, { ...out.get(type), ...entry.style });
  }
  return out;
}

/** The block's background as a colour (a gradient's first colour). */
function backgroundOf(plain: Style): Colord {
  for (const value of [plain.backgroundColor, plain.backgroundImage, plain.background]) {
    if (!value) continue;
    if (colord(value).isValid()) return colord(value);
    const first = /#[0-9a-f]{3,8}\b|(?:rgb|hsl)a?\([^)]*\)/i.exec(value);
    if (first && colord(first[0]).isValid()) return colord(first[0]);
  }
  return colord('#ffffff');
}

/** The colour, or the nearest one towards black (light block) or white (dark block) that reaches 4.5:1 on every background given. */
export function readableOn(color: string, backgrounds: Colord[]): string {
  let c = colord(color);
  if (!c.isValid()) return color;
  const target = backgrounds[0].isDark() ? '#ffffff' : '#000000';
  const ok = (x: Colord) => backgrounds.every((bg) => x.contrast(bg) >= 4.6);
  if (ok(c)) return color;
  const start = c;
  for (let step = 1; step <= 20 && !ok(c); step++) c = start.mix(target, step * 0.05);
  return c.toHex();
}

interface ModeCss {
  plain: Style;
  background: Colord;
  types: Map<string, Style>;
}

function modeOf(theme: PrismThemeData): ModeCss {
  return { plain: theme.plain, background: backgroundOf(theme.plain), types: typeStyles(theme) };
}

function cssValue(key: string, value: string, backgrounds: Colord[]): string {
  return key === 'color' ? readableOn(value, backgrounds) : value;
}

/** One mode's rules; `types` are every type either mode styles, with the props either sets. */
function modeRules(mode: ModeCss, prefix: string, types: Map<string, Set<string>>, dark: boolean): string[] {
  const bg = mode.background;
  const shade = dark ? HIGHLIGHT_SHADE.dark : HIGHLIGHT_SHADE.light;
  const backgrounds = [bg, bg.mix('#000000', shade)];
  const plainColor = readableOn(mode.plain.color ?? (bg.isDark() ? '#ffffff' : '#000000'), backgrounds);
  const background = mode.plain.backgroundColor && !colord(mode.plain.backgroundColor).isValid() ? mode.plain.backgroundColor : bg.toHex();
  const rules = [
    `${prefix}{--docusaurus-highlighted-code-line-bg:rgb(0 0 0 / ${Math.round(shade * 100)}%)}`,
    `${prefix} .code-block{--prism-color:${plainColor};--prism-background-color:${bg.toHex()};background:${background};color:${plainColor};border-color:transparent;box-shadow:var(--ifm-global-shadow-lw)}`,
    `${prefix} .code-block pre,${prefix} .code-block .shiki{color:var(--prism-color)${mode.plain.textShadow ? `;text-shadow:${mode.plain.textShadow}` : ''}}`,
    `${prefix} .code-header{background:var(--prism-background-color);border-color:var(--ifm-color-emphasis-300)}`,
    `${prefix} .code-block .code-title,${prefix} .code-block .code-lang,${prefix} .code-block .copy-button:not(:hover,:focus-visible){color:var(--prism-color)}`,
    `${prefix} .code-block .line.hl{background:var(--docusaurus-highlighted-code-line-bg);box-shadow:none}`,
    `${prefix} .code-block pre.numbered .line::before{color:var(--prism-color);opacity:.6}`,
  ];
  for (const [type, props] of types) {
    const style = mode.types.get(type) ?? {};
    const decls = [...props].map((key) => `${PROPS[key][0]}:${style[key] ? cssValue(key, style[key]!, backgrounds) : PROPS[key][1]}`);
    rules.push(`${prefix} .shiki .token.${type}{${decls.join(';')}}`);
  }
  return rules;
}

/** The CSS for a site's `prism` config: its theme, and its dark theme (or the same theme) when the site can be dark. */
export function prismCss(prism: PrismConfig, withDark: boolean): string {
  const light = modeOf(resolvePrismTheme(prism.theme ?? DEFAULT_PRISM_THEME));
  const dark = withDark ? modeOf(resolvePrismTheme(prism.darkTheme ?? prism.theme ?? DEFAULT_PRISM_THEME)) : undefined;
  const types = new Map<string, Set<string>>();
  for (const mode of [light, dark]) {
    for (const [type, style] of mode?.types ?? []) {
      if (!PRISM_TYPES.includes(type)) continue;
      const props = types.get(type) ?? new Set<string>();
      for (const key of Object.keys(style)) if (key in PROPS && style[key] !== undefined) props.add(key);
      if (props.size) types.set(type, props);
    }
  }
  const lines = [`/* Code colours from the site's prism themes (site.config.json "prism"), plugins/docusaurus/site-styles/prism-css.ts. */`];
  lines.push(...modeRules(light, ':root', types, false).map((r) => r.replace(/^:root /, '').replace(/,:root /g, ',')));
  if (dark) lines.push(...modeRules(dark, "[data-theme='dark']", types, true));
  return `${lines.join('\n')}\n`;
}
