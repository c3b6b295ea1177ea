/**
 * site.config.json `markdown.mermaidInBrowser`: diagrams drawn in the reader's browser by Mermaid
 * itself rather than by the build (lib/mdx/rehype-mermaid.ts), with a Mermaid theme for each colour
 * mode and Mermaid's own configuration. Mermaid is initialised as Docusaurus' theme-mermaid does it
 * (`{ startOnLoad: false, ...options, theme }`, lib/browser/mermaid-draw.ts).
 */
export interface MermaidInBrowser {
  /** Mermaid's theme in each colour mode ("default" and "dark" when absent, theme-mermaid's defaults). */
  theme?: { light: string; dark: string };
  /** Mermaid's configuration (flowchart, fontSize, themeVariables…), passed to mermaid.initialize as given. */
  options?: Record<string, unknown>;
  /** An installed mermaid package (its folder) whose prebuilt modules draw the diagrams: the engine's own when absent (lib/mermaid/mermaid-files.ts). */
  package?: string;
}

export const DEFAULT_MERMAID_THEMES = { light: 'default', dark: 'dark' } as const;

/** What the browser draws with (lib/browser/mermaid-draw.ts): the theme of each mode, defaults filled in, and the options. */
export function mermaidBrowserConfig(cfg: MermaidInBrowser): Required<Omit<MermaidInBrowser, 'package'>> {
  return { theme: cfg.theme ?? { ...DEFAULT_MERMAID_THEMES }, options: cfg.options ?? {} };
}

/** How a site's pages draw ```mermaid blocks, for every compile of a page (the page pass's and the live preview's). */
export function mermaidOptions(config: { markdown?: { mermaid?: boolean; mermaidInBrowser?: MermaidInBrowser } }): {
  mermaid: boolean;
  mermaidInBrowser?: MermaidInBrowser;
} {
  const inBrowser = config.markdown?.mermaidInBrowser;
  return { mermaid: config.markdown?.mermaid === true, ...(inBrowser ? { mermaidInBrowser: inBrowser } : {}) };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with a `markdown.mermaidInBrowser` value, one message each. */
export function mermaidInBrowserProblems(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!isObj(raw)) return [`"markdown.mermaidInBrowser" must be an object ({ "theme": { "light": "default", "dark": "dark" }, "options": {} })`];
  const out: string[] = [];
  const theme = raw.theme;
  if (theme !== undefined && !(isObj(theme) && typeof theme.light === 'string' && typeof theme.dark === 'string'))
    out.push(
      `"markdown.mermaidInBrowser.theme" must name a Mermaid theme for each mode ({ "light": "default", "dark": "dark" }), got ${JSON.stringify(theme)}`,
    );
  if (raw.options !== undefined && !isObj(raw.options))
    out.push(`"markdown.mermaidInBrowser.options" must be Mermaid's configuration object, got ${JSON.stringify(raw.options)}`);
  for (const key of Object.keys(raw))
    if (!['theme', 'options', 'package'].includes(key)) out.push(`"markdown.mermaidInBrowser.${key}" is not an option — use theme, options or package`);
  if (raw.package !== undefined && (typeof raw.package !== 'string' || !raw.package))
    out.push(`"markdown.mermaidInBrowser.package" must be the folder of an installed mermaid package, got ${JSON.stringify(raw.package)}`);
  return out;
}
