import type { ComponentProps } from 'react';
import Details from '@theme/Details';
import { summaryAndRest } from './Details';

/**
 * `@theme/MDXComponents/Details` in the site's components' bundle: theme-classic's, which draws a
 * `<details>` with `@theme/Details`, so a site's swizzle of Details draws it (../site-components/details-place.ts).
 */
export default function MDXDetails({ children, ...rest }: ComponentProps<'details'>) {
  const split = summaryAndRest(children);
  return (
    <Details {...rest} summary={split.summary}>
      {split.rest}
    </Details>
  );
}
