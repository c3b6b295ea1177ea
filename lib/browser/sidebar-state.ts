/**
 * Sidebar categories the reader opened or closed by hand, kept for the session (sessionStorage),
 * so they stay that way on the next page. Keyed by sidebar (its data URL) and category path.
 */
import { safeSessionStorage } from './storage';

const KEY = 'docs.sidebar.categories';

function read(): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(safeSessionStorage.get(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

export function storedCategoryState(sidebar: string, path: string): boolean | undefined {
  return read()[`${sidebar}|${path}`];
}

export function storeCategoryState(sidebar: string, path: string, open: boolean): void {
  const all = read();
  all[`${sidebar}|${path}`] = open;
  safeSessionStorage.set(KEY, JSON.stringify(all));
}
