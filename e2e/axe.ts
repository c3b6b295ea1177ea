/** WCAG A/AA checks with axe-core, as the e2e specs report them. */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Violations on the page as it is now (or inside `include`), each with up to three of its elements. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}
