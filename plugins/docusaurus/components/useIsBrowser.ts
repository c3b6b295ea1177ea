/** `@docusaurus/useIsBrowser`: the engine's hook (components/behaviour/use-is-browser.ts). */
export { useIsBrowser as default } from '@/components/api/page-state';
