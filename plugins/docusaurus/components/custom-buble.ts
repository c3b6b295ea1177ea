import { transform as bubleTransform, type TransformOptions } from '@philpl/buble';

/**
 * `buble` for react-live 2 (a Docusaurus 2 site's playground), as @docusaurus/theme-live-codeblock
 * aliases it (its custom-buble.ts): the smaller fork, with the transforms of async functions,
 * classes and getters left out, so the code runs as the browser takes it.
 */
export { features } from '@philpl/buble';

export function transform(source: string, options: TransformOptions) {
  return bubleTransform(source, { ...options, transforms: { asyncAwait: false, classes: false, getterSetter: false, ...options.transforms } });
}
