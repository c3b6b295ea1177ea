/** Where the id of the announcement a reader dismissed is kept (localStorage), read before first paint by the head script. */
export const ANNOUNCEMENT_KEY = 'docs.announcement.dismissed';
