import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { PageData, PageLink } from '@/lib/content/routes';
import { ThemeText } from '@/components/layout/locale-messages';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';
import { Icon } from '@/components/layout/Icon';
import { hasLayerPart, WrappedPart } from '@/components/layout/WrappedPart';
import type { Place } from '@/lib/plugins/places';

export function Breadcrumbs({ page, theme }: { page: PageData; theme?: ThemeClassNames }) {
  // A page in no sidebar has no trail, and Docusaurus shows no breadcrumbs there, nor in a set whose
  // docs plugin has `breadcrumbs: false`.
  if (!page.sidebarId || page.set.breadcrumbs === false) return null;
  const home = page.home;
  // (Each part by its own class, for a theme layer's: Infima's breadcrumbs__item and __link, its current item marked.)
  const item = themed(theme, 'breadcrumbs-item');
  const link = themed(theme, 'breadcrumbs-link');
  return (
    <nav className={themed(theme, 'breadcrumbs')} aria-label={page.navLabels?.breadcrumbs ?? 'Breadcrumbs'}>
      <ol className={themed(theme, 'breadcrumbs-list')}>
        {page.trailStart === undefined ? (
          <li className={item}>
            <Link className={link} href={home} aria-label={`${page.set.label} home`}>
              {page.set.label}
            </Link>
          </li>
        ) : page.trailStart ? (
          // The site's home page, as a house (lib/content/trail-start.ts).
          <li className={item}>
            <Link className={link} href={page.trailStart.href} aria-label={page.trailStart.label}>
              <Icon name="home" />
            </Link>
          </li>
        ) : null}
        {page.breadcrumbs.map((b, i) => (
          <li key={i} className={item}>
            {b.href ? (
              <Link className={link} href={b.href}>
                {b.label}
              </Link>
            ) : (
              <span className={link}>{b.label}</span>
            )}
          </li>
        ))}
        <li className={themed(theme, 'breadcrumbs-item breadcrumbs-item-current')} aria-current="page">
          <span className={link}>{page.crumb ?? (page.kind === 'doc' ? page.doc.sidebarLabel : page.title)}</span>
        </li>
      </ol>
    </nav>
  );
}

export function VersionBadge({ page, theme }: { page: PageData; theme?: ThemeClassNames }) {
  if (!page.version.badge) return null;
  // "Version:" gives way on phones, where the badge shares its line with the page actions (a theme layer may keep it).
  const prefix = themed(theme, 'version-badge-prefix');
  return (
    <span className={themed(theme, 'version-badge')}>
      {prefix ? <span className={prefix}>Version: </span> : 'Version: '}
      {page.version.label}
    </span>
  );
}

/** What the term in an unmaintained version's label ("v0.24 EOS") means for a reader who runs it. */
const UNMAINTAINED: Record<string, string> = {
  EOS: 'which has reached end of support (EOS): it no longer receives regular bug fixes.',
  EOL: 'which has reached end of life (EOL): it receives no updates at all, not even security fixes.',
  default: 'which is no longer actively maintained.',
};

/** Unreleased / unmaintained versions point readers at the same page in the stable version. */
export function VersionBanner({ page, category = false }: { page: PageData; category?: boolean }) {
  const b = page.banner;
  // (A theme layer's own banner, where it has one, is drawn on every page of the docs, handed the facts: it
  // draws nothing for a version without one.)
  if (!b && !hasLayerPart('doc-version-banner')) return null;
  const facts = b ? { kind: b.kind, versionLabel: page.version.label, latest: { label: b.label, href: b.href } } : {};
  return (
    <WrappedPart place="doc-version-banner" props={{ ...facts, ...(category ? { category } : {}) }} layerOriginal>
      {b ? <EngineBanner page={page} banner={b} /> : null}
    </WrappedPart>
  );
}

/** The engine's banner: what the version is, and a link to the page in the latest one. */
function EngineBanner({ page, banner: b }: { page: PageData; banner: NonNullable<PageData['banner']> }) {
  const what =
    b.kind === 'unreleased'
      ? `This is documentation for the unreleased version ${page.version.label} of ${page.set.label}.`
      : `This is documentation for ${page.set.label} ${page.version.label}, ${UNMAINTAINED[/\b(EOS|EOL)\b/.exec(page.version.label)?.[1] ?? 'default']}`;
  return (
    <div className={`version-banner version-banner-${b.kind}`} role="status">
      <p>{what}</p>
      <p>
        For up-to-date documentation, see the{' '}
        <Link href={b.href}>
          <strong>latest version</strong> ({b.label})
        </Link>
        .
      </p>
    </div>
  );
}

/**
 * Previous / next links under a page: between docs, between blog posts ("Newer" / "Older") and
 * between a blog list's pages (a theme layer may add its classes to the docs' kind).
 */
const PAGINATION = {
  docs: {
    nav: 'pagination doc-pagination',
    link: 'doc-pagination',
    prev: 'Previous',
    next: 'Next',
    ids: ['theme.docs.paginator.previous', 'theme.docs.paginator.next'],
  },
  blog: {
    nav: 'pagination blog-paginator',
    link: undefined,
    prev: 'Newer',
    next: 'Older',
    ids: ['theme.blog.paginator.newerEntries', 'theme.blog.paginator.olderEntries'],
  },
};

/** A theme layer's own paginator for the links (the blog's: `blog-post-paginator`, `blog-list-paginator`), handed the links' facts; `always`: drawn without links too. */
export interface LayerPaginator {
  place: Place;
  props: Record<string, unknown>;
  always?: boolean;
}

export function Pagination({
  prev,
  next,
  label = 'Docs pages',
  kind = 'docs',
  theme,
  docPage = false,
  layer,
}: {
  prev?: PageLink;
  next?: PageLink;
  label?: string;
  kind?: keyof typeof PAGINATION;
  theme?: ThemeClassNames;
  /** The docs' links under a doc's article (not a category's page): a theme layer may place them apart. */
  docPage?: boolean;
  layer?: LayerPaginator;
}) {
  // (The docs' links: a theme layer's own where it has one, handed each side's title and URL; drawn on every
  // docs page, a doc's and a category's generated one.)
  const titled = (link?: PageLink) => (link ? { title: link.label, permalink: link.href } : undefined);
  const own: LayerPaginator | undefined =
    layer ?? (kind === 'docs' ? { place: 'doc-paginator', props: { previous: titled(prev), next: titled(next), docPage }, always: true } : undefined);
  if (!prev && !next && !(own?.always && hasLayerPart(own.place))) return null;
  const k = PAGINATION[kind];
  const linkClass = (side: 'prev' | 'next') => themed(theme, `pagination-link pagination-${side}`, k.link && `${k.link}-${side}`);
  const engine = (
    <nav className={themed(theme, k.nav)} aria-label={label}>
      {prev ? (
        <Link className={linkClass('prev')} href={prev.href}>
          <span className="pagination-sub">
            <ThemeText id={k.ids[0]}>{k.prev}</ThemeText>
          </span>
          <span className="pagination-label">{prev.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={linkClass('next')} href={next.href}>
          <span className="pagination-sub">
            <ThemeText id={k.ids[1]}>{k.next}</ThemeText>
          </span>
          <span className="pagination-label">{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
  if (!own) return engine;
  return (
    <WrappedPart place={own.place} props={own.props} layerOriginal>
      {engine}
    </WrappedPart>
  );
}

/** One formatter for every page (toLocaleDateString builds one per call: a third of a millisecond a page). */
const LAST_UPDATED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * "Edit this page" and "Last updated on <date> [by <author>]" (a blog post may show the author alone, as
 * Docusaurus does); a doc's in its theme layer's classes too, a page's (`row` "page-meta") in the layer's
 * for a page, each the layer's own row where it draws one (the `edit-meta-row` place).
 */
export function DocMeta({
  editUrl,
  lastUpdated,
  lastUpdateAuthor,
  theme,
  row = 'doc-meta',
}: {
  editUrl?: string;
  lastUpdated?: number;
  lastUpdateAuthor?: string;
  theme?: ThemeClassNames;
  row?: 'doc-meta' | 'page-meta';
}) {
  if (!editUrl && !lastUpdated && !lastUpdateAuthor) return null;
  const own = <EngineMetaRow editUrl={editUrl} lastUpdated={lastUpdated} lastUpdateAuthor={lastUpdateAuthor} theme={theme} row={row} />;
  if (!theme) return own;
  const props = { row, editUrl, lastUpdatedAt: lastUpdated ? lastUpdated * 1000 : undefined, lastUpdatedBy: lastUpdateAuthor };
  return (
    <WrappedPart place="edit-meta-row" props={props} layerOriginal>
      {own}
    </WrappedPart>
  );
}

function EngineMetaRow({ editUrl, lastUpdated, lastUpdateAuthor, theme, row }: Parameters<typeof DocMeta>[0]) {
  const date = lastUpdated ? new Date(lastUpdated * 1000) : undefined;
  return (
    <div className={themed(theme, row ?? 'doc-meta')}>
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className={themed(theme, 'edit-link')}>
          <ThemeText id="theme.common.editThisPage">Edit this page</ThemeText>
        </a>
      ) : (
        <span />
      )}
      {date ? (
        <span className={themed(theme, 'last-updated')}>
          Last updated on <time dateTime={date.toISOString()}>{LAST_UPDATED.format(date)}</time>
          {lastUpdateAuthor ? ` by ${lastUpdateAuthor}` : null}
        </span>
      ) : lastUpdateAuthor ? (
        <span className={themed(theme, 'last-updated')}>Last updated by {lastUpdateAuthor}</span>
      ) : null}
    </div>
  );
}
