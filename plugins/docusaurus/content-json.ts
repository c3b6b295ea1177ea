/** A JSON file the import wrote beside the imported content, read again only when it changed (the live preview's import writes it anew). */
import fs from 'node:fs';
import path from 'node:path';

const kept = new Map<string, { mtimeMs: number; value: unknown }>();

/** `name` in `contentDir`, parsed; undefined where the import wrote none. */
export function readContentJson<T>(contentDir: string, name: string): T | undefined {
  const file = path.join(contentDir, name);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return undefined;
  let entry = kept.get(file);
  if (entry?.mtimeMs !== stat.mtimeMs) kept.set(file, (entry = { mtimeMs: stat.mtimeMs, value: JSON.parse(fs.readFileSync(file, 'utf8')) }));
  return entry.value as T;
}
