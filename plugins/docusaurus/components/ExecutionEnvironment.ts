/** `@docusaurus/ExecutionEnvironment`: what the current JavaScript environment offers. */
const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
