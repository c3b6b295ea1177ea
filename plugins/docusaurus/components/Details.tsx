import { Children, isValidElement, type ComponentProps, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * `@theme/Details`: theme-classic's Details (Infima's info alert around theme-common's Details), as
 * its server render draws it: the `<details>` marked collapsed unless open, its summary, then the
 * collapsible wrapper and its content. Plain markup: the theme's opening and closing animation is a
 * behaviour attached to it in the browser (../browser/details.ts), so a page of details needs no
 * hydration. The classes are the theme's modules' (../styles/details.css), by their local names.
 */
export const DETAILS_CLASSES = {
  /** theme-common's Details/styles.module.css `.details`. */
  common: 'details_common',
  /** Added in the browser, as theme-common's useIsBrowser does once hydrated. */
  isBrowser: 'isBrowser_common',
  /** theme-classic's Details/styles.module.css `.details`. */
  classic: 'details_classic',
  collapsibleContent: 'collapsibleContent_common',
} as const;

export type DetailsProps = Omit<ComponentProps<'details'>, 'summary'> & { summary?: ReactNode };

export function Details({ summary, children, className, open, ...rest }: DetailsProps) {
  const summaryElement = isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>;
  const classes = [DETAILS_CLASSES.common, 'alert alert--info', DETAILS_CLASSES.classic, className].filter(Boolean).join(' ');
  return (
    <details {...rest} open={open} data-collapsed={!open} className={classes}>
      {summaryElement}
      <div>
        <div className={DETAILS_CLASSES.collapsibleContent}>{children}</div>
      </div>
    </details>
  );
}

/** MDXComponents/Details' split of a page's `<details>` children: its `<summary>` child, and the rest. */
function summaryAndRest(children: ReactNode): { summary?: ReactElement; rest: ReactNode[] } {
  const items = Children.toArray(children);
  const summary = items.find((item): item is ReactElement => isValidElement(item) && item.type === 'summary');
  return { summary, rest: items.filter((item) => item !== summary) };
}

/**
 * `@theme/MDXComponents/Details` drawing with `Draw`: a page's `<details>`, whose `<summary>` child is
 * the summary. `Draw` is this Details, or in the site's components' bundle `@theme/Details`, so that a
 * site's swizzle of it draws them (./MDXComponentsDetails.tsx).
 */
export function mdxDetailsWith(Draw: ComponentType<DetailsProps>) {
  return function MDXDetails({ children, ...rest }: ComponentProps<'details'>) {
    const split = summaryAndRest(children);
    return (
      <Draw {...rest} summary={split.summary}>
        {split.rest}
      </Draw>
    );
  };
}

export const MDXDetails = mdxDetailsWith(Details);
