/** `@theme-original/MDXComponents`: the engine's own MDX components are added by the page renderer. */
const original = {};
export default original;
