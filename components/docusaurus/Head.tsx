import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head`: page head tags come from frontmatter and the site config here, so what a
 * component puts in <Head> is not rendered (the import report says which components use it).
 */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}
