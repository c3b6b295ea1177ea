import Details from '@theme/Details';
import { mdxDetailsWith } from './Details';

/**
 * `@theme/MDXComponents/Details` in the site's components' bundle: theme-classic's, which draws a
 * `<details>` with `@theme/Details`, so a site's swizzle of Details draws it (../site-components/details-place.ts).
 */
export default mdxDetailsWith(Details);
