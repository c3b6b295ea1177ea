import type { FooterLink, SiteConfig } from '@/lib/config/site-config';
import { pathnameLinkUrl } from '@/lib/shared/html';
import { siteBase } from '@/lib/shared/site-paths';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';
import { siteThemeClasses } from '@/components/site';

const NEW_DOC_TEMPLATE = `---
title: Page title
description: One sentence that says what this page helps the reader do.
sidebar_position: 1
---

Start with what the reader will achieve, then the steps.
`;

function FooterItem({ link, config, newDocFolder, theme }: { link: FooterLink; config: SiteConfig; newDocFolder?: string; theme?: ThemeClassNames }) {
  // Raw HTML items come from the site's own configuration (Docusaurus footer `html` items).
  if (link.html) return <li className={link.className} dangerouslySetInnerHTML={{ __html: link.html }} />;
  if (link.type === 'newDoc') {
    // Content outside the repository (DOCS_CONTENT_DIR elsewhere) has no folder to propose a file in.
    if (!newDocFolder || newDocFolder.startsWith('../')) return null;
    const repo = config.repository;
    const href = `${repo.url}/new/${repo.branch}/${newDocFolder}?filename=new-page.mdx&value=${encodeURIComponent(NEW_DOC_TEMPLATE)}`;
    return (
      <li>
        <a className={themed(theme, 'footer-link')} href={href} target="_blank" rel="noopener noreferrer">
          {link.label}
        </a>
      </li>
    );
  }
  const external = /^\w+:/.test(link.href ?? '');
  return (
    <li>
      <a
        className={themed(theme, 'footer-link', link.className)}
        href={link.href?.startsWith('pathname://') ? pathnameLinkUrl(link.href, siteBase(config)) : link.href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
      </a>
    </li>
  );
}

export function Footer({ config, newDocFolder }: { config: SiteConfig; newDocFolder?: string }) {
  const columns = config.footer.links ?? [];
  const theme = siteThemeClasses(config);
  return (
    <footer className="footer">
      <div className={themed(theme, 'footer-inner')}>
        {columns.map((column, i) => (
          <div className={themed(theme, 'footer-column')} key={i}>
            {column.title?.trim() ? <p className={themed(theme, 'footer-title')}>{column.title}</p> : null}
            <ul className={themed(theme, 'footer-links')}>
              {column.items.map((link, j) => (
                <FooterItem key={j} link={link} config={config} newDocFolder={newDocFolder} theme={theme} />
              ))}
            </ul>
          </div>
        ))}
        {/* The copyright may hold inline HTML, as in Docusaurus; it comes from the site's own config. */}
        {/* A div, as Docusaurus renders it: the copyright's HTML may hold paragraphs, which a <p> cannot (the parser would split it and hydration fail). */}
        <div className={themed(theme, 'footer-copyright')} dangerouslySetInnerHTML={{ __html: config.footer.copyright }} />
        {config.footer.license ? <p className="footer-license">{config.footer.license}</p> : null}
      </div>
    </footer>
  );
}
