import { routeSite } from '@/app/site';
import { NotFoundPage } from '@/components/layout/NotFoundPage';

/** The search page of a site that has none (search.layerOnly) in the live preview: the site's not-found page. */
export default function SearchNotFound() {
  return <NotFoundPage site={routeSite()} />;
}
