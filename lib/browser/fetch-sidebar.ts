import type { SidebarItem } from '@/lib/content/types';
import { cacheUntilFailure, fetchJson } from './fetch-json';

/** A version's full sidebar JSON, fetched once per URL (a failed fetch is retried on the next open). */
export const fetchSidebar = cacheUntilFailure((url) => fetchJson<SidebarItem[]>(url));
