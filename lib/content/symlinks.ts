/**
 * Symbolic links in the content. One that loops (`ln -s . guides/loop`, a file linking to itself)
 * or points to nothing crashed every reader of the content with a bare ELOOP or ENOENT, and one
 * that leads outside the content folder published what lies there. Each is reported at the link's
 * own path, by the content index (so by `npm run check`, the build and `npm run dev` alike), and
 * every walk of the content passes over it (lib/source/content-walk.ts).
 */
import path from 'node:path';
import type { Problem } from '../errors';
import { walkContent } from '../source/content-walk';
import { allowedFolders, outsideMessage, type ContentBounds } from '../source/inside-content';

const FIX = 'remove it or point it at a file in the content folder';

/** Every bad link under the content roots, once each, named relative to `rootDir`. */
export function symlinkProblems(bounds: ContentBounds, rootDir: string): Problem[] {
  const folders = allowedFolders(bounds);
  const found = new Map<string, Problem>();
  for (const root of bounds.contentRoots)
    walkContent(root, folders, {
      onDefect: ({ link, target, kind, leadsTo }) => {
        const file = path.relative(rootDir, link).split(path.sep).join('/');
        if (found.has(file)) return;
        const message =
          kind === 'outside'
            ? outsideMessage(`symbolic link to "${target}"`, leadsTo!)
            : `symbolic link ${kind === 'loop' ? 'loops' : 'points to nothing'} (${target}) — ${FIX}`;
        found.set(file, { file, message });
      },
    });
  return [...found.values()];
}
