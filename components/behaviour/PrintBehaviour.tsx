'use client';
import { useEffect } from 'react';
import { markUrlLinks } from '@/lib/browser/print-links';

/**
 * Before the page prints: external links whose text is their address are marked, so that the
 * print stylesheet (app/styles/print.css) does not print the address twice. Panels and folded
 * sections print open by CSS alone.
 */
export function PrintBehaviour() {
  useEffect(() => {
    const onBeforePrint = () => {
      const main = document.getElementById('main-content');
      if (main) markUrlLinks(main);
    };
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, []);
  return null;
}
