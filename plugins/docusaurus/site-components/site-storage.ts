/** Where Docusaurus keeps a site's reader state in the browser: its storage type and key namespace. */
import crypto from 'node:crypto';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;

/**
 * `@generated/site-storage`: core server/storage.ts createSiteStorage over the validated config
 * (configValidation.ts: `storage`, before 3.8 `future.experimental_storage`; the namespace defaults
 * to `future.v4.siteStorageNamespacing`, false before it). An automatic namespace is the first three
 * hex digits of the MD5 of the site's URL and baseUrl with a trailing slash (utils simpleHash).
 */
export function siteStorage(config: Obj): { type: string; namespace: string } {
  const future = isObj(config.future) ? config.future : {};
  const given = isObj(config.storage) ? config.storage : isObj(future.experimental_storage) ? future.experimental_storage : {};
  const v4 = future.v4 === true || (isObj(future.v4) && future.v4.siteStorageNamespacing === true);
  const namespace = given.namespace ?? v4;
  const url = `${String(config.url ?? '').replace(/\/+$/, '')}/${String(config.baseUrl ?? '/').replace(/^\/+/, '')}`.replace(/\/?$/, '/');
  const name = namespace === true ? crypto.createHash('md5').update(url).digest('hex').slice(0, 3) : typeof namespace === 'string' ? namespace : '';
  return { type: typeof given.type === 'string' ? given.type : 'localStorage', namespace: name ? `-${name}` : '' };
}
