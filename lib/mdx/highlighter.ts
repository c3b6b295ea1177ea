/**
 * One shiki highlighter per process, one light theme. Token colours become short classes
 * (.k3) instead of inline styles, which keeps every page's HTML and RSC payload small; the
 * matching stylesheet comes from themeCss().
 */
import { createHighlighter, bundledLanguages, type Highlighter, type ShikiTransformer } from 'shiki';
import { PRISM_BRIDGE_THEME, PRISM_CLASSES } from '../code-theme/prism-tokens';

export const THEME = 'github-light';
const PRELOADED = [
  'yaml',
  'bash',
  'shellsession',
  'json',
  'go',
  'typescript',
  'javascript',
  'hcl',
  'diff',
  'dockerfile',
  'ini',
  'toml',
  'python',
  'sql',
  'powershell',
  'tsx',
  'markdown',
  'mermaid',
  'xml',
  'makefile',
];
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'shellsession',
  yml: 'yaml',
  ts: 'typescript',
  js: 'javascript',
  tf: 'hcl',
  terraform: 'hcl',
  jsonc: 'json',
  ps1: 'powershell',
  md: 'markdown',
};
export const PLAIN_LANGS = new Set(['text', 'txt', 'plain', 'plaintext', 'log', 'output', 'none']);

let pending: Promise<Highlighter> | undefined;

export function getHighlighter(): Promise<Highlighter> {
  pending ??= createHighlighter({ themes: [THEME, PRISM_BRIDGE_THEME], langs: PRELOADED });
  return pending;
}

/** Canonical language id, or null when it should be shown as plain text. */
export async function resolveLanguage(lang: string | undefined): Promise<string | null> {
  if (!lang) return null;
  const id = ALIASES[lang.toLowerCase()] ?? lang.toLowerCase();
  if (PLAIN_LANGS.has(id)) return null;
  const hl = await getHighlighter();
  if (hl.getLoadedLanguages().includes(id)) return id;
  if (id in bundledLanguages) {
    await hl.loadLanguage(id as keyof typeof bundledLanguages);
    return id;
  }
  return null;
}

let colorClasses: Map<string, string> | undefined;

/** Stable colour → class map built from the theme, identical in every build worker. */
async function colorMap(): Promise<Map<string, string>> {
  if (colorClasses) return colorClasses;
  const hl = await getHighlighter();
  const theme = hl.getTheme(THEME);
  const colors = new Set<string>();
  for (const s of theme.settings ?? []) {
    const fg = s.settings?.foreground;
    if (fg) colors.add(fg.toLowerCase());
  }
  if (theme.fg) colors.add(theme.fg.toLowerCase());
  colorClasses = new Map([...colors].sort().map((c, i) => [c, `k${i}`]));
  return colorClasses;
}

/** The shiki theme for a site's token classes (lib/code-theme/code-style.ts). */
export function themeFor(tokens: 'engine' | 'prism'): string {
  return tokens === 'prism' ? PRISM_BRIDGE_THEME.name! : THEME;
}

/**
 * Shiki transformer replacing `style="color:#xxxxxx"` with the colour's class, or, under the prism
 * bridge theme, with the token's prism classes.
 */
export async function colorClassTransformer(tokens: 'engine' | 'prism' = 'engine'): Promise<ShikiTransformer> {
  const map = tokens === 'prism' ? PRISM_CLASSES : await colorMap();
  return {
    name: 'color-classes',
    pre(node) {
      delete node.properties.style;
      // Docusaurus' class for its code, which site CSS targets (line numbers, paddings).
      this.addClassToHast(node, 'prism-code');
      // tabindex stays: a horizontally scrolling block must be reachable with the keyboard.
      node.properties.tabindex = '0';
    },
    span(node) {
      const style = node.properties.style;
      if (typeof style !== 'string') return;
      const rest: string[] = [];
      for (const decl of style.split(';')) {
        const [prop, value] = decl.split(':').map((s) => s?.trim());
        if (prop === 'color' && value && map.has(value.toLowerCase())) {
          const cls = map.get(value.toLowerCase())!;
          if (cls) this.addClassToHast(node, cls);
        } else if (prop) rest.push(`${prop}:${value}`);
      }
      if (rest.length) node.properties.style = rest.join(';');
      else delete node.properties.style;
    },
  };
}

/**
 * The darkest background a token can sit on: a highlighted line (rgba(11,95,255,.1) over the
 * #f6f8fa code background, app/styles/code.css). Token colours must stay readable on it.
 */
export const CODE_BACKGROUND = '#dfe9fb';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

/** Darkens a colour until it reaches WCAG AA contrast (4.5:1, with a small margin) on the code background. */
export function readable(color: string, background = CODE_BACKGROUND): string {
  let hex = color.slice(0, 7).toLowerCase();
  while (contrast(hex, background) < 4.6) {
    hex =
      '#' +
      [1, 3, 5]
        .map((i) =>
          Math.max(0, Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.92))
            .toString(16)
            .padStart(2, '0'),
        )
        .join('');
  }
  return hex;
}

/** CSS for the colour classes, for the site stylesheet. */
export async function themeCss(): Promise<string> {
  const map = await colorMap();
  return [...map].map(([color, cls]) => `.shiki .${cls}{color:${readable(color)}}`).join('\n');
}
