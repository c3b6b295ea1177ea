/**
 * Recent searches (up to 7, or 4 when there are favorites) and favorites (up to 10), kept in
 * localStorage like DocSearch does. Storage failures degrade to an empty history silently.
 */
import { safeStorage } from './storage';

export interface SavedSearch {
  query: string;
  url: string;
  title: string;
}

const RECENT_KEY = 'docs.search.recent';
const FAVORITE_KEY = 'docs.search.favorites';
export const MAX_FAVORITES = 10;

function read(key: string): SavedSearch[] {
  try {
    const raw = safeStorage.get(key);
    const list = raw ? (JSON.parse(raw) as SavedSearch[]) : [];
    return Array.isArray(list) ? list.filter((x) => x && typeof x.url === 'string') : [];
  } catch {
    return [];
  }
}

const write = (key: string, list: SavedSearch[]) => safeStorage.set(key, JSON.stringify(list));

export function favorites(): SavedSearch[] {
  return read(FAVORITE_KEY).slice(0, MAX_FAVORITES);
}

export function recents(): SavedSearch[] {
  return read(RECENT_KEY).slice(0, favorites().length ? 4 : 7);
}

export function addRecent(item: SavedSearch): void {
  const list = [item, ...read(RECENT_KEY).filter((x) => x.url !== item.url)].slice(0, 7);
  write(RECENT_KEY, list);
}

export function removeRecent(url: string): void {
  write(
    RECENT_KEY,
    read(RECENT_KEY).filter((x) => x.url !== url),
  );
}

export function addFavorite(item: SavedSearch): void {
  write(FAVORITE_KEY, [item, ...read(FAVORITE_KEY).filter((x) => x.url !== item.url)].slice(0, MAX_FAVORITES));
  removeRecent(item.url);
}

export function removeFavorite(url: string): void {
  write(
    FAVORITE_KEY,
    read(FAVORITE_KEY).filter((x) => x.url !== url),
  );
}
