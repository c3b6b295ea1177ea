/**
 * The container theme-classic's DocRoot/Layout/Main puts around a doc's item or a category's page
 * (Infima's `container padding-top--md padding-bottom--lg`, which a site's rules for `.container`
 * reach), with the room's class for what differs where the engine's own frame is the layout
 * (../styles/doc-item.css).
 */
export const DOC_MAIN_CONTAINER = 'doc-item-page container padding-top--md padding-bottom--lg';
