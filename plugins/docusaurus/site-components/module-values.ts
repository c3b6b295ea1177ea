/**
 * A loader's options may hold a module's exports, not data: plugin-ideal-image hands
 * responsive-loader `adapter: require('@docusaurus/responsive-loader/sharp')`, a Sass rule
 * `implementation: require('sass')`. webpack hands the loader the value itself. The rules travel from
 * the plugins' process to the bundle's as JSON, so such a value travels as the module it is
 * (found in Node's module cache, where the plugin's `require` put it), and the bundle's process
 * requires that module again.
 */
import { createRequire } from 'node:module';
import { isObj } from '../../../lib/api/guards';

/** The key that marks a module's exports in options that travel as JSON. */
export const MODULE_VALUE = 'pagewright:module';

/** A module's exports, or one of its named exports, by the module's file. */
export interface ModuleValue {
  [MODULE_VALUE]: string;
  export?: string;
}

const moduleCache = () => createRequire(import.meta.url).cache;

/** The module whose exports (or one named export) `value` is, among those Node has loaded. */
function moduleValueOf(value: unknown): ModuleValue | undefined {
  if (typeof value !== 'function' && !isObj(value)) return undefined;
  for (const mod of Object.values(moduleCache())) {
    if (!mod?.filename) continue;
    if (mod.exports === value) return { [MODULE_VALUE]: mod.filename };
    if (typeof mod.exports !== 'function' && !isObj(mod.exports)) continue;
    const name = exportNameOf(mod.exports as Record<string, unknown>, value);
    if (name) return { [MODULE_VALUE]: mod.filename, export: name };
  }
  return undefined;
}

/** The name under which a module exports `value` (a named export before `default`); none where a getter of its throws. */
function exportNameOf(exports: Record<string, unknown>, value: unknown): string | undefined {
  try {
    const name = Object.keys(exports).find((key) => key !== 'default' && exports[key] === value);
    return name ?? ('default' in exports && exports.default === value ? 'default' : undefined);
  } catch {
    return undefined;
  }
}

/** A plain object of any realm (the config may be evaluated in a context of its own). */
const isPlain = (value: unknown): value is Record<string, unknown> =>
  isObj(value) && [null, undefined].includes(Object.getPrototypeOf(Object.getPrototypeOf(value) ?? Object.prototype));

/** `value` as JSON carries it, a module's exports by their module; undefined where some part is neither data nor a loaded module's. */
export function asTravellingData(value: unknown): unknown {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (Array.isArray(value)) {
    const items = value.map(asTravellingData);
    return items.every((item, i) => item !== undefined || value[i] === undefined) ? items : moduleValueOf(value);
  }
  if (isPlain(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    const data = entries.map(([k, v]) => [k, asTravellingData(v)] as const);
    if (data.every(([, v]) => v !== undefined)) return Object.fromEntries(data);
  }
  return moduleValueOf(value);
}

/** Options as the loader is to get them: each module's exports marked so, required again from its file. */
export function reviveModuleValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reviveModuleValues);
  if (!isObj(value)) return value;
  if (typeof value[MODULE_VALUE] === 'string') {
    const file = value[MODULE_VALUE];
    const exports = createRequire(file)(file) as Record<string, unknown>;
    return typeof value.export === 'string' ? exports[value.export] : exports;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reviveModuleValues(v)]));
}
