import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { BlogPageData } from '@/lib/blog/blog-page';

function RecentList({ items, current }: { items: BlogPageData['sidebar']['items']; current: string }) {
  return (
    <ul className="blog-sidebar-list">
      {items.map((item) => (
        <li key={item.url}>
          <Link href={item.url} className={item.url === current ? 'active' : undefined} aria-current={item.url === current ? 'page' : undefined}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The recent posts under a heading per year, newest first as listed (Docusaurus' groupByYear). */
function ByYear({ items, current }: { items: BlogPageData['sidebar']['items']; current: string }) {
  const yearOf = (item: { date: string }) => item.date.slice(0, 4);
  const years = [...new Set(items.map(yearOf))];
  return years.map((year) => (
    <div key={year} role="group" aria-label={year}>
      <h3 className="blog-sidebar-year">{year}</h3>
      <RecentList items={items.filter((i) => yearOf(i) === year)} current={current} />
    </div>
  ));
}

/** The recent posts: by year where the blog groups them so (its blogSidebarGroupByYear), else one list. */
const Recent = ({ sidebar, current }: { sidebar: BlogPageData['sidebar']; current: string }) =>
  sidebar.groupByYear ? <ByYear items={sidebar.items} current={current} /> : <RecentList items={sidebar.items} current={current} />;

/**
 * The blog sidebar (recent posts, `blogSidebarCount`, `blogSidebarTitle`): a column beside the
 * posts on wide screens, a collapsible list above them on phones (CSS shows one of the two).
 */
export function BlogSidebar({ sidebar, current }: { sidebar: BlogPageData['sidebar']; current: string }) {
  if (!sidebar.items.length) return null;
  return (
    <>
      <nav className="blog-sidebar" aria-label={sidebar.title}>
        <h2 className="blog-sidebar-title">{sidebar.title}</h2>
        <Recent sidebar={sidebar} current={current} />
      </nav>
      <details className="blog-sidebar-phone">
        <summary>{sidebar.title}</summary>
        <nav aria-label={`${sidebar.title} (menu)`}>
          <Recent sidebar={sidebar} current={current} />
        </nav>
      </details>
    </>
  );
}
