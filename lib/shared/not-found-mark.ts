/**
 * The attribute the not-found page's own script carries (components/layout/NotFoundPage.tsx): the
 * export's check knows by it a route that exported the not-found page in place of its own
 * (lib/output/exported-page.ts), whatever head tags a site's plugins settle on.
 */
export const NOT_FOUND_MARK = 'data-not-found';
