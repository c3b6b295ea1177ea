/**
 * The build's own JSON files kept between runs (.docs-cache: check results, build stamps, search
 * records, articles, git dates): read as undefined when missing or unreadable, and written to a
 * temporary name and renamed, so an interrupted run never leaves a torn file.
 */
import fs from 'node:fs';
import path from 'node:path';

export function readCacheJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

export function writeCacheJson(file: string, value: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(value));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}
