import type { SiteConfig } from '@/lib/config/site-config';

const NEW_DOC_TEMPLATE = `---
title: Page title
description: One sentence that says what this page helps the reader do.
sidebar_position: 1
---

Start with what the reader will achieve, then the steps.
`;

export function Footer({ config, newDocFolder }: { config: SiteConfig; newDocFolder: string }) {
  const repo = config.repository;
  const newDocUrl = `${repo.url}/new/${repo.branch}/${newDocFolder}?filename=new-page.mdx&value=${encodeURIComponent(NEW_DOC_TEMPLATE)}`;
  const devpodUrl = `https://devpod.sh/open#${repo.url}`;
  return (
    <footer className="footer">
      <div className="footer-inner">
        <ul className="footer-links">
          {/* Content outside the repository (DOCS_CONTENT_DIR elsewhere) has no folder to propose a file in. */}
          {newDocFolder.startsWith('../') ? null : (
            <li>
              <a href={newDocUrl} target="_blank" rel="noopener noreferrer">
                Create new doc
              </a>
            </li>
          )}
          <li>
            <a href={devpodUrl} target="_blank" rel="noopener noreferrer">
              Open in DevPod
            </a>
          </li>
        </ul>
        <p className="footer-copyright">{config.footer.copyright}</p>
        <p className="footer-license">{config.footer.license}</p>
      </div>
    </footer>
  );
}
