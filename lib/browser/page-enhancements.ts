/**
 * What LazyBehaviours (components/behaviour/LazyBehaviours.tsx) loads on a page that has drawings, a
 * long field reference or a frame behaviour its site's config turns on: the drawings' zoom hints,
 * the references' filter boxes and those behaviours (./site-options.ts), each started only where
 * the page has what it acts on. One module, so the code every page loads up front holds
 * one lazy import, not one per behaviour.
 */
import { diagramSelector } from '@/lib/shared/diagram-selector';
import { fieldTreeSelector } from '@/lib/shared/field-tree';
import { watchZoomHints } from './diagram-hints';
import { watchFieldFilters } from './field-filter';
import { attachSiteOptions } from './site-options';

/** Starts what the page needs; returns the function that stops it. */
export function enhancePage(diagramsUrl: string): () => void {
  const stops: (() => void)[] = [];
  if (document.querySelector(diagramSelector(diagramsUrl))) stops.push(watchZoomHints(diagramsUrl));
  if (document.querySelector(fieldTreeSelector)) stops.push(watchFieldFilters());
  // (Each only where the page's frame has it.)
  stops.push(attachSiteOptions());
  return () => stops.forEach((stop) => stop());
}
