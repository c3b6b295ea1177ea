// The site's stylesheets, shared by the root layout and the 404 page (which does not render inside it).
// Inter, for mermaid drawings (app/styles/markdown.css): fetched only by pages that show one.
import '@fontsource-variable/inter/wght.css';
import './styles/base.css';
import './styles/icons.css';
import './styles/layout.css';
import './styles/markdown.css';
// The site's plugins' own look (a product's references), only theirs: after the article's, where it stood within it.
import 'docs-plugin-styles';
import './styles/code.css';
import './styles/code-theme.css';
import './styles/search.css';
import './styles/blog.css';
import './styles/pages.css';
import './styles/dark.css';
// On paper (every rule inside @media print): after the screen's rules it overrides.
import './styles/print.css';
// Last: the site's own stylesheets (Docusaurus customCss) override the engine's, as in Docusaurus.
import 'docs-site-styles';
