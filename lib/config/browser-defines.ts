/**
 * The site's values the browser's code reads as compile-time constants (next.config.ts
 * compiler.define). Next serializes each value itself (next/dist/build/define-env.js
 * serializeDefineEnv, JSON.stringify), so a value is given as it is: a string as the string.
 */
export function browserDefines(site: { mount: string; tabStoragePrefix?: string }, testHooks: boolean): Record<string, string | boolean> {
  return {
    // A test build (lib/content/test-fixtures.ts): the test-only code behind it is dead and dropped in every other build.
    __DOCS_TEST_HOOKS__: testHooks,
    // Next's basePath (components/behaviour/site-pathname.ts).
    ...(site.mount ? { __DOCS_MOUNT__: site.mount } : {}),
    // Where a tab group's choice is remembered (components/behaviour/TabsBehaviour.tsx).
    ...(site.tabStoragePrefix !== undefined ? { __DOCS_TAB_STORAGE_PREFIX__: site.tabStoragePrefix } : {}),
  };
}
