import { readerStorageScript, storeExpression, type ReaderStorage } from './reader-storage';

/**
 * Runs inline in <head> before first paint, with no framework:
 * - names the site's storage of a reader's choices for the page's scripts (./reader-storage.ts);
 * - /x/index.html → /x/ in the address bar (plain static hosts serve both);
 * - hides the announcement when this id was dismissed (no flash of the bar).
 */
export function headScript(announcementId: string | null, storageKey: string, storage?: ReaderStorage): string {
  const key = JSON.stringify(storageKey + (storage?.namespace ?? ''));
  return `(function(){${readerStorageScript(storage)}try{var l=location;if(/\\/index\\.html$/.test(l.pathname)){history.replaceState(history.state,'',l.pathname.replace(/index\\.html$/,'')+l.search+l.hash)}}catch(e){}${
    announcementId
      ? `try{if(${storeExpression(storage)}.getItem(${key})===${JSON.stringify(announcementId)})document.documentElement.dataset.announcementDismissed='true'}catch(e){}`
      : ''
  }})()`;
}

/**
 * On the home page: if the framework never started (its scripts 404 because the site is served
 * under another path than the one it was built for), say so and suggest the base URL that would
 * work, computed from where the page is actually served. Plain DOM, no framework needed.
 */
export const BASE_URL_CHECK_SCRIPT = `(function(){var p=location.pathname,m=/^(.*\\/)docs\\/(index\\.html)?$/.exec(p);if(!m)return;window.addEventListener('load',function(){setTimeout(function(){if(window.next)return;var b=document.createElement('div');b.id='base-url-banner';b.setAttribute('role','alert');b.style.cssText='padding:16px;margin:0;background:#fff4e5;border-bottom:2px solid #e6a700;font:16px/1.5 system-ui,sans-serif;color:#1c1e21';b.textContent='This site did not load properly. It was built to be served at "/" but is being served at "'+m[1]+'". Rebuild it with the base URL "'+m[1]+'", or serve it from the root of the host.';document.body.insertBefore(b,document.body.firstChild)},1500)})})()`;

/**
 * On the not-found page: /x.html or /x/index.html that has no file → the bare path /x/, on this
 * site only. The path keeps one leading slash: `//host/x.html` (or `/\\host/`, `/.//host/`, a tab
 * in the slashes: browsers make them all `//host/`) would otherwise go to `//host/x/`, another
 * site; the target is then checked to be on this origin.
 */
export const NOT_FOUND_REDIRECT_SCRIPT = `(function(){var l=location,m=/^(.*?)(\\/index)?\\.html$/.exec(l.pathname);if(!m||!m[1])return;var t=new URL(('/'+m[1].replace(/^[\\/\\\\]+/,'')).replace(/\\/?$/,'/')+l.search+l.hash,l.origin);if(t.origin===l.origin&&t.pathname!==l.pathname)l.replace(t.href)})()`;
