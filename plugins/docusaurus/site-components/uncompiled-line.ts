/** What the author is told of a module of the site's that does not compile: the whole prepare's line and the live compile's are one. */
export type UncompiledKind = 'client module' | 'component' | 'page';

export function sayUncompiled(kind: UncompiledKind, file: string, error: string): void {
  if (kind === 'client module') console.warn(`⚠ ${file}: this client module does not compile, so it does not run on the pages — ${error}`);
  else if (kind === 'page') console.error(`✗ ${file}: this page does not compile, so it is not published — ${error}`);
  else console.warn(`⚠ ${file}: this component does not compile, so pages show its content without it — ${error}`);
}
