import * as React from 'react';

/**
 * `@theme/ReactLiveScope` of @docusaurus/theme-live-codeblock: what a live block's code may name —
 * React and its exports. A site adds its own by swizzling it (src/theme/ReactLiveScope), which
 * the site's bundle takes instead, as Docusaurus does.
 */
const ReactLiveScope: Record<string, unknown> = { React, ...React };

export default ReactLiveScope;
