import { useEffect, useLayoutEffect } from 'react';

/** `@docusaurus/useIsomorphicLayoutEffect`: useLayoutEffect in the browser, useEffect while rendering on the server. */
const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? useLayoutEffect : useEffect;
export default useIsomorphicLayoutEffect;
