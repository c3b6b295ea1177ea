'use client';
import { useEffect, useState } from 'react';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { useThemeText } from '@/components/layout/locale-messages';
import { WrappedPart } from '@/components/layout/WrappedPart';
import type { TocClasses } from './toc-classes';
import { tocLabelProps } from './toc-label';

/** The entry the reader is at, found after hydration by the page's rule (./toc-highlight.ts, a chunk of its own: no page waits for it). */
function useActiveHeading(ids: string[], rule?: 'top-half'): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!ids.length) return;
    let frame = 0;
    let pick: ((ids: string[]) => string | undefined) | undefined;
    const update = () => {
      frame = 0;
      if (pick) setActive(pick(ids));
    };
    void import('./toc-highlight').then((m) => {
      pick = rule === 'top-half' ? m.topHalfHeading : m.passedHeading;
      update();
    });
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ids, rule]);
  return active;
}

function TocList({ entries, active, classes, column }: { entries: TocEntry[]; active?: string; classes: TocClasses; column?: true }) {
  const min = Math.min(...entries.map((e) => e.level));
  const link = (column && classes.columnLink) || classes.link;
  return (
    <ul className={classes.list}>
      {entries.map((e) => (
        <li key={e.id} className={`toc-item toc-level-${e.level - min}`}>
          <a
            href={`#${e.id}`}
            className={e.id === active ? `${link} ${classes.active}` : link}
            aria-current={e.id === active ? 'location' : undefined}
            {...tocLabelProps(e)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * "On this page": a sticky column on desktop, a collapsed toggle above the article on mobile. `classes`:
 * its class names with the site's theme layer's (./toc-classes.ts); `only`: one of the two, where a site's layout places each.
 */
export function Toc({ entries, classes, only }: { entries: TocEntry[]; classes: TocClasses; only?: 'mobile' | 'desktop' }) {
  // (The mobile list marks no entry: only the desktop column follows the reader.)
  const [ids] = useState(() => (only === 'mobile' ? [] : entries.map((e) => e.id)));
  const active = useActiveHeading(ids, classes.highlight);
  const [open, setOpen] = useState(false);
  const title = useThemeText('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  if (!entries.length) return null;
  return (
    <>
      {only === 'desktop' ? null : (
        <WrappedPart place="toc-phone" props={{ toc: entries }}>
          <div className={classes.mobile}>
            <button type="button" className={classes.mobileToggle} aria-expanded={open} aria-controls="toc-mobile-list" onClick={() => setOpen((v) => !v)}>
              {title}
            </button>
            <div id="toc-mobile-list" hidden={!open} onClick={() => setOpen(false)}>
              <TocList entries={entries} classes={classes} />
            </div>
          </div>
        </WrappedPart>
      )}
      {only === 'mobile' ? null : (
        <nav className="toc-desktop" aria-label={title}>
          {/* One sticky box for title and list, so the title can never slide over the entries. */}
          <div className={classes.sticky ?? 'toc-sticky'}>
            <p className="toc-title">{title}</p>
            <TocList entries={entries} active={active} classes={classes} column />
          </div>
        </nav>
      )}
    </>
  );
}
