/** Each Platform version's API data (content/platform/<version>/_data/api-resources.json), read once per change. */
import fs from 'node:fs';
import path from 'node:path';
import type { ApiData } from '../data/api-types';
import { apiEntries, type ApiEntry } from './entries';

export const API_DATA_FILE = '_data/api-resources.json';

const cache = new Map<string, { mtimeMs: number; data: ApiData }>();

export function apiDataPath(version: string, contentDir: string): string {
  return path.join(contentDir, 'platform', version, API_DATA_FILE);
}

/** The version's data; an edit to the file is read again (the live preview shows it at once). */
export function loadApiData(version: string, contentDir: string): ApiData {
  const file = apiDataPath(version, contentDir);
  if (!fs.existsSync(file)) throw new Error(`no Platform API data for version "${version}" (expected ${path.relative(process.cwd(), file)})`);
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.data;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiData;
  cache.set(file, { mtimeMs, data });
  return data;
}

/** The field tree of a resource's page in a version (what <ApiFields>, its TOC entries and its Markdown show). */
export function loadApiEntries(resource: string, version: string, contentDir: string): ApiEntry[] {
  return apiEntries(loadApiData(version, contentDir), resource);
}
