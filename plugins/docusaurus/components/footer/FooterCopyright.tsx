/** `@theme/Footer/Copyright`: the copyright line, whose HTML comes from the site's own config. */
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
