/**
 * The plugins' stylesheets of this checkout, the whole list (app/global-styles.ts imports it as
 * `docs-plugin-styles`; a site's build imports its own plugins' only: plugins/selection.ts).
 */
import './vcluster/styles/references.css';
