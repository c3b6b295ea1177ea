/** `@docusaurus/useIsBrowser`: the engine's hook (components/behaviour/use-is-browser.ts). */
export { default } from '@/components/behaviour/use-is-browser';
