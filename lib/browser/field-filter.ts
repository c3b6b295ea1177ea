/**
 * The filter box of a field reference (lib/shared/field-tree.ts): as the reader types, only the
 * fields whose path has every word typed stay, with the levels that lead to them unfolded and what
 * they hold; an empty box gives the reference back as it was. Started by lib/browser/page-enhancements.ts where a page has such a reference.
 */
import { FIELD_FILTER_ATTR, FIELD_MATCH_ATTR, FIELD_PATH_ATTR, fieldTreeSelector, pathMatches } from '@/lib/shared/field-tree';

/** A field: `<details>` when it has fields of its own, a plain block when not. */
type Field = HTMLElement;

function parentField(field: Field, tree: Element): Field | null {
  const up = field.parentElement?.closest<Field>(`[${FIELD_PATH_ATTR}]`) ?? null;
  return up && tree.contains(up) ? up : null;
}

/** Applies `query` to one tree (`parentOf`: each field's enclosing field); returns how many fields match. */
function applyFilter(fields: Field[], parentOf: Map<Field, Field | null>, query: string, wasOpen: Map<HTMLDetailsElement, boolean>): number {
  if (!query.trim()) {
    for (const f of fields) {
      f.parentElement!.hidden = false;
      f.removeAttribute(FIELD_MATCH_ATTR);
      if (f instanceof HTMLDetailsElement && wasOpen.has(f)) f.open = wasOpen.get(f)!;
    }
    wasOpen.clear();
    return 0;
  }
  if (!wasOpen.size) for (const f of fields) if (f instanceof HTMLDetailsElement) wasOpen.set(f, f.open);
  const shown = new Set<Field>();
  const unfolded = new Set<Field>();
  let matches = 0;
  for (const f of fields) {
    const hit = pathMatches(f.getAttribute(FIELD_PATH_ATTR) ?? '', query);
    f.toggleAttribute(FIELD_MATCH_ATTR, hit);
    if (!hit) continue;
    matches++;
    shown.add(f);
    for (let up = parentOf.get(f); up && !unfolded.has(up); up = parentOf.get(up)) {
      unfolded.add(up);
      shown.add(up);
    }
  }
  // Below a match the whole subtree stays (folded as it was): `spec.template` keeps what it holds.
  const underMatch = new Set<Field>();
  for (const f of fields) {
    const up = parentOf.get(f);
    if (up && (up.hasAttribute(FIELD_MATCH_ATTR) || underMatch.has(up))) underMatch.add(f);
  }
  for (const f of fields) {
    f.parentElement!.hidden = !shown.has(f) && !underMatch.has(f);
    if (shown.has(f) && f instanceof HTMLDetailsElement) f.open = unfolded.has(f) || wasOpen.get(f)!;
  }
  return matches;
}

function watchTree(tree: Element): () => void {
  const box = tree.querySelector<HTMLElement>(`[${FIELD_FILTER_ATTR}]`);
  const input = box?.querySelector('input');
  const status = box?.querySelector<HTMLElement>('[role="status"]');
  if (!box || !input) return () => undefined;
  const fields = [...tree.querySelectorAll<Field>(`[${FIELD_PATH_ATTR}]`)];
  // (The tree does not change: each field's parent is looked up once, not on every keystroke.)
  const parentOf = new Map(fields.map((f) => [f, parentField(f, tree)]));
  const wasOpen = new Map<HTMLDetailsElement, boolean>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const n = applyFilter(fields, parentOf, input.value, wasOpen);
    if (status) status.textContent = input.value.trim() ? (n ? `${n} ${n === 1 ? 'field matches' : 'fields match'}` : 'No field matches') : '';
  };
  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(run, 80);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !input.value) return;
    e.preventDefault();
    input.value = '';
    run();
  };
  box.hidden = false;
  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKey);
  return () => {
    clearTimeout(timer);
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKey);
  };
}

/** Runs every field reference's filter box on the page; returns the function that stops them. */
export function watchFieldFilters(): () => void {
  const stops = [...document.querySelectorAll(fieldTreeSelector)].map(watchTree);
  return () => stops.forEach((stop) => stop());
}
