/**
 * Runs inline in <head> before first paint, with no framework:
 * - /x/index.html → /x/ in the address bar (plain static hosts serve both);
 * - hides the announcement when this id was dismissed (no flash of the bar).
 */
export function headScript(announcementId: string | null, storageKey: string): string {
  return `(function(){try{var l=location;if(/\\/index\\.html$/.test(l.pathname)){history.replaceState(history.state,'',l.pathname.replace(/index\\.html$/,'')+l.search+l.hash)}}catch(e){}${
    announcementId
      ? `try{if(localStorage.getItem(${JSON.stringify(storageKey)})===${JSON.stringify(announcementId)})document.documentElement.dataset.announcementDismissed='true'}catch(e){}`
      : ''
  }})()`;
}

/** On the not-found page: /x.html or /x/index.html that has no file → the bare path /x/. */
export const NOT_FOUND_REDIRECT_SCRIPT = `(function(){var p=location.pathname,m=/^(.*?)(\\/index)?\\.html$/.exec(p);if(m&&m[1]&&m[1]!==p){location.replace(m[1].replace(/\\/?$/,'/')+location.search+location.hash)}})()`;
