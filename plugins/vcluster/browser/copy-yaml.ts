/**
 * The copy buttons of configuration references (plugins/vcluster/components/ConfigReference.tsx):
 * a button copies its field's YAML snippet, made here from the schema the reference names
 * (data-schema-url, the file the site publishes for the validator) by the same code the build
 * used to write into each button. The schema is fetched when a pointer or the focus first reaches
 * a reference, so that it is usually there by the click.
 */
import { schemaEntries, type ConfigEntry, type JsonSchema } from '../shared/config-entries';
import { referenceSnippet } from '../shared/yaml-snippet';
import { copyText, copyTextLater } from '@/lib/browser/clipboard';
import { showCopyResult } from '@/lib/browser/copy-feedback';
import { COPY_YAML_BUTTON, SCHEMA_URL_ATTR } from './copy-yaml-markup';

const schemas = new Map<string, Promise<JsonSchema>>();
const ready = new Map<string, JsonSchema>();
const trees = new Map<string, ConfigEntry>();

function loadSchema(url: string): Promise<JsonSchema> {
  let p = schemas.get(url);
  if (!p) {
    p = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      const schema = (await res.json()) as JsonSchema;
      ready.set(url, schema);
      return schema;
    });
    // A failed fetch is tried again at the next click.
    p.catch(() => schemas.delete(url));
    schemas.set(url, p);
  }
  return p;
}

function snippet(schema: JsonSchema, url: string, path: string, id: string): string {
  const key = `${url}#${path}`;
  let root = trees.get(key);
  if (!root) trees.set(key, (root = schemaEntries(schema, path)));
  const text = referenceSnippet(root, id);
  if (text === undefined) throw new Error(`no field ${id} under "${path}" in ${url}`);
  return text;
}

const referenceOf = (el: Element | null) => el?.closest?.<HTMLElement>(`[${SCHEMA_URL_ATTR}]`) ?? null;

export function attach(): () => void {
  const warm = (e: Event) => {
    const url = referenceOf(e.target as Element)?.getAttribute(SCHEMA_URL_ATTR);
    if (url) void loadSchema(url).catch(() => undefined);
  };
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element).closest?.<HTMLButtonElement>(COPY_YAML_BUTTON);
    const ref = referenceOf(button);
    const field = button?.closest('.config-field-wrap')?.querySelector(':scope > .config-field');
    if (!button || !ref || !field) return;
    const url = ref.getAttribute(SCHEMA_URL_ATTR)!;
    const path = ref.dataset.path ?? '';
    const schema = ready.get(url);
    let copied: Promise<boolean>;
    try {
      // Written in the click's own task when the schema is here, else as soon as it comes.
      copied = schema ? copyText(snippet(schema, url, path, field.id)) : copyTextLater(loadSchema(url).then((s) => snippet(s, url, path, field.id)));
    } catch {
      copied = Promise.resolve(false);
    }
    void copied.then((ok) => showCopyResult(button, ok));
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('pointerover', warm);
    document.removeEventListener('focusin', warm);
    document.removeEventListener('click', onClick);
  };
}
