import Head from './Head';

/** `@theme/SearchMetadata` (theme-classic): the meta tags Docusaurus' search crawlers read, for the page's locale, version and tag, through `@docusaurus/Head` (its depth decides against SiteMetadata's). */
export default function SearchMetadata({ locale, version, tag }: { locale?: string; version?: string; tag?: string }) {
  return (
    <Head>
      {locale && <meta name="docusaurus_locale" content={locale} />}
      {version && <meta name="docusaurus_version" content={version} />}
      {tag && <meta name="docusaurus_tag" content={tag} />}
      {locale && <meta name="docsearch:language" content={locale} />}
      {version && <meta name="docsearch:version" content={version} />}
      {tag && <meta name="docsearch:docusaurus_tag" content={tag} />}
    </Head>
  );
}
