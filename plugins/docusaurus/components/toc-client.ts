'use client';
import { useEffect, useMemo, useRef } from 'react';
import { useThemeConfig } from './theme-common';

/**
 * The TOC helpers of `@docusaurus/theme-common/internal` a site's own TOC component uses
 * (theme-common utils/tocUtils.ts, hooks/useTOCHighlight.ts), ported as they are.
 */
export interface TOCItem {
  value: string;
  id: string;
  level: number;
}
export interface TOCTreeNode {
  value: string;
  id: string;
  level: number;
  children: TOCTreeNode[];
}
export interface TOCHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

function treeifyTOC(flat: readonly TOCItem[]): TOCTreeNode[] {
  const headings = flat.map((h) => ({ ...h, parentIndex: -1, children: [] as TOCTreeNode[] }));
  const prevIndexForLevel = Array<number>(7).fill(-1);
  headings.forEach((curr, i) => {
    curr.parentIndex = Math.max(...prevIndexForLevel.slice(2, curr.level));
    prevIndexForLevel[curr.level] = i;
  });
  const roots: TOCTreeNode[] = [];
  for (const { parentIndex, ...rest } of headings) {
    if (parentIndex >= 0) headings[parentIndex].children.push(rest);
    else roots.push(rest);
  }
  return roots;
}

function filterTOC(toc: readonly TOCTreeNode[], min: number, max: number): TOCTreeNode[] {
  return toc.flatMap((item) => {
    const children = filterTOC(item.children, min, max);
    return item.level >= min && item.level <= max ? [{ ...item, children }] : children;
  });
}

export function useTreeifiedTOC(toc: readonly TOCItem[]): readonly TOCTreeNode[] {
  return useMemo(() => treeifyTOC(toc), [toc]);
}

export function useFilteredAndTreeifiedTOC({
  toc,
  minHeadingLevel,
  maxHeadingLevel,
}: {
  toc: readonly TOCItem[];
  minHeadingLevel: number;
  maxHeadingLevel: number;
}) {
  return useMemo(() => filterTOC(treeifyTOC(toc), minHeadingLevel, maxHeadingLevel), [toc, minHeadingLevel, maxHeadingLevel]);
}

function visibleRect(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  return rect.top === rect.bottom && element.parentElement ? visibleRect(element.parentElement) : rect;
}

/** The headings the TOC may point at. Docusaurus' carry the class `anchor`; the engine's articles give theirs an id only. */
function anchors(min: number, max: number): Element[] {
  const selectors: string[] = [];
  for (let i = min; i <= max; i += 1) selectors.push(`h${i}.anchor`, `.article-body h${i}[id]`);
  return Array.from(document.querySelectorAll(selectors.join()));
}

function activeAnchor(all: Element[], topOffset: number): Element | null {
  const next = all.find((a) => visibleRect(a).top >= topOffset);
  if (next) {
    const rect = visibleRect(next);
    if (rect.top > 0 && rect.bottom < window.innerHeight / 2) return next;
    return all[all.indexOf(next) - 1] ?? null;
  }
  return all[all.length - 1] ?? null;
}

/** Marks the TOC link of the heading being read as active, as the reader scrolls. */
export function useTOCHighlight(config: TOCHighlightConfig | undefined): void {
  const lastActive = useRef<Element | undefined>(undefined);
  const topOffset = useRef(0);
  const hideOnScroll = (useThemeConfig() as { navbar?: { hideOnScroll?: boolean } }).navbar?.hideOnScroll;
  useEffect(() => {
    topOffset.current = hideOnScroll ? 0 : (document.querySelector('.navbar')?.clientHeight ?? 0);
  }, [hideOnScroll]);
  useEffect(() => {
    if (!config) return () => {};
    const { linkClassName, linkActiveClassName, minHeadingLevel, maxHeadingLevel } = config;
    const update = () => {
      const links = Array.from(document.getElementsByClassName(linkClassName)) as HTMLAnchorElement[];
      const active = activeAnchor(anchors(minHeadingLevel, maxHeadingLevel), topOffset.current);
      const activeLink = links.find((l) => active && active.id === decodeURIComponent(l.href.substring(l.href.indexOf('#') + 1)));
      for (const link of links) {
        if (link === activeLink) {
          if (lastActive.current && lastActive.current !== link) lastActive.current.classList.remove(linkActiveClassName);
          link.classList.add(linkActiveClassName);
          lastActive.current = link;
        } else link.classList.remove(linkActiveClassName);
      }
    };
    document.addEventListener('scroll', update);
    document.addEventListener('resize', update);
    update();
    return () => {
      document.removeEventListener('scroll', update);
      document.removeEventListener('resize', update);
    };
  }, [config]);
}
