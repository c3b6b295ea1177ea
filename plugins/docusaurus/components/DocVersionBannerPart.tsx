'use client';
/**
 * The banner of an unreleased or unmaintained docs version as theme-classic's DocVersionBanner draws
 * it: a warning alert (`theme-doc-version-banner alert alert--warning margin-bottom--md`, role alert)
 * whose words are the theme's messages in the page's locale, the site's title and the version's label
 * in them, and a bold link to the page in the latest version (or that version's main doc). The place
 * the engine's doc page gives a theme layer's banner (components/doc/DocParts.tsx VersionBanner), handed its facts
 * (none on a version without a banner: nothing is drawn).
 */
import Translate from './Translate';
import Link from './Link';
import useDocusaurusContext from './useDocusaurusContext';
import type { BannerFacts } from './banner-facts';

export default function DocVersionBannerPart({ kind, versionLabel, latest }: BannerFacts) {
  const siteTitle = useDocusaurusContext().siteConfig.title;
  // (A version without a banner: nothing, as theme-classic's draws nothing there.)
  if (!kind || !latest) return null;
  const values = { siteTitle, versionLabel: <b>{versionLabel}</b> };
  const latestVersionLink = (
    <b>
      <Link to={latest.href} autoAddBaseUrl={false}>
        <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
      </Link>
    </b>
  );
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {kind === 'unreleased' ? (
          <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
            {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
          </Translate>
        )}
      </div>
      <div className="margin-top--md">
        <Translate id="theme.docs.versions.latestVersionSuggestionLabel" values={{ versionLabel: latest.label, latestVersionLink }}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}
