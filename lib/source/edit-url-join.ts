/** Docusaurus' normalizeUrl for an edit link's parts (a base URL, a folder, a file's path in it): one slash between them, the scheme's kept. */
export const joinEditUrl = (parts: string[]): string =>
  parts
    .map((p, i) => (i === 0 ? p.replace(/\/+$/, '') : p.replace(/^\.?\/+|\/+$/g, '')))
    .filter(Boolean)
    .join('/');
