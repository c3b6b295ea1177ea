/**
 * What LazyBehaviours (components/behaviour/LazyBehaviours.tsx) loads on a page that has drawings or a
 * long field reference: the drawings' zoom hints and the references' filter boxes, each started
 * only where the page has what it acts on. One module, so the code every page loads up front holds
 * one lazy import, not one per behaviour.
 */
import { diagramSelector } from '@/lib/shared/diagram-selector';
import { fieldTreeSelector } from '@/lib/shared/field-tree';
import { watchZoomHints } from './diagram-hints';
import { watchFieldFilters } from './field-filter';

/** Starts what the page needs; returns the function that stops it. */
export function enhancePage(diagramsUrl: string): () => void {
  const stops: (() => void)[] = [];
  if (document.querySelector(diagramSelector(diagramsUrl))) stops.push(watchZoomHints(diagramsUrl));
  if (document.querySelector(fieldTreeSelector)) stops.push(watchFieldFilters());
  return () => stops.forEach((stop) => stop());
}
