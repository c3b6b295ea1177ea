/**
 * The one line an importer failure is printed as, `file: what is wrong — what to do`, never a stack
 * (DEBUG set: the stack too). A file the site lacks or the importer cannot read is named by its path
 * (relative to the site folder when it is there).
 */
import path from 'node:path';
import { SiteFileError } from '../../plugins/docusaurus/importer/site-text';

const NODE_ERRORS: Record<string, string> = {
  ENOENT: 'does not exist',
  EACCES: 'cannot be read (permission denied)',
  EPERM: 'cannot be read or written (operation not permitted)',
  EISDIR: 'is a folder where a file was expected',
  ENOTDIR: 'is a file where a folder was expected',
  ELOOP: 'is a symbolic link that loops',
  ENOSPC: 'cannot be written: the disk is full',
};

export function failureLine(err: unknown, siteRoot: string): string {
  if (err instanceof SiteFileError) return err.message;
  const e = err as NodeJS.ErrnoException;
  if (e?.code && e.path && NODE_ERRORS[e.code]) {
    const rel = path.relative(siteRoot, e.path);
    const where = rel.startsWith('..') || path.isAbsolute(rel) ? e.path : rel;
    return `${where}: ${NODE_ERRORS[e.code]} (${e.syscall ?? 'fs'}) — check the site's files, then import again (DEBUG=1 shows where the importer stopped)`;
  }
  const message = (e?.message ?? String(err)).split('\n')[0];
  return `import-docusaurus: ${message} — unexpected; run again with DEBUG=1 for the stack, and report it with the site`;
}
