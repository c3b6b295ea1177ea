/** A page compiled by the engine's pipeline as a test of the room needs it: a page of content/v, the context's other fields given. */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { VFile } from 'vfile';
import { preprocess } from '../../../../lib/mdx/preprocess';
import { htmlPlugins, type PageCompileContext } from '../../../../lib/mdx/pipeline';
import { KNOWN_COMPONENTS } from '../../../../lib/mdx/known-components';

export async function compilePage(text: string, context: Partial<PageCompileContext> = {}): Promise<VFile> {
  const source = context.source ?? 'content/v/page.mdx';
  const plugins = htmlPlugins({
    source,
    rootDir: process.cwd(),
    versionDir: path.posix.dirname(source),
    fileToUrl: new Map(),
    contentRoots: [path.resolve('content')],
    diagramsUrl: '/docs/img/diagrams/',
    knownComponents: KNOWN_COMPONENTS,
    tocMin: 2,
    tocMax: 4,
    ...context,
  });
  return compile(preprocess(text), { ...plugins, outputFormat: 'function-body' });
}
