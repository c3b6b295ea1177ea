'use client';
import { useIsBrowser } from '@/components/api/page-state';
import Head from './Head';

/**
 * core's HasHydratedDataAttribute (3.0 on, rendered by its App on every page): `<html data-has-hydrated>`
 * is "false" in the exported page and "true" once React has hydrated it, for a site's CSS to key on.
 */
export function HasHydratedAttribute() {
  const isBrowser = useIsBrowser();
  return (
    <Head>
      <html data-has-hydrated={isBrowser} />
    </Head>
  );
}
