import type { ReactNode } from 'react';
import { LiveProvider, LiveEditor, LiveError, LivePreview } from 'react-live';
import useIsBrowser from './useIsBrowser';
import Translate from './Translate';
import BrowserOnly from './BrowserOnly';
import ErrorBoundary from './ErrorBoundary';
import { ErrorBoundaryErrorMessageFallback } from './error-boundary-parts';
import { usePrismTheme } from './theme-common';
import { siteContext } from './site-context';
import styles from './Playground.module.css';

/**
 * `@theme/Playground` of @docusaurus/theme-live-codeblock (3.x, theme/Playground/index.tsx), ported
 * with its markup: react-live's provider over an editor and a preview under their headers, in the
 * order of `themeConfig.liveCodeBlock.playgroundPosition`. react-live is the site's own install.
 * The server renders the editor with its code highlighted and "Loading..." for the preview, which
 * runs in the browser only (Docusaurus issue 5747).
 */
function Header({ children }: { children: ReactNode }) {
  return <div className={styles.playgroundHeader}>{children}</div>;
}

function Preview() {
  return (
    <BrowserOnly fallback={<div>Loading...</div>}>
      {() => (
        <>
          <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
            <LivePreview />
          </ErrorBoundary>
          <LiveError />
        </>
      )}
    </BrowserOnly>
  );
}

function ResultWithHeader() {
  return (
    <>
      <Header>
        <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
          Result
        </Translate>
      </Header>
      <div className={styles.playgroundPreview}>
        <Preview />
      </div>
    </>
  );
}

function ThemedLiveEditor() {
  const isBrowser = useIsBrowser();
  // (Remounted once hydrated, so the colour mode's prism theme applies.)
  return <LiveEditor key={String(isBrowser)} className={styles.playgroundEditor} />;
}

function EditorWithHeader() {
  return (
    <>
      <Header>
        <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
          Live Editor
        </Translate>
      </Header>
      <ThemedLiveEditor />
    </>
  );
}

// (A stable function: Docusaurus issue 9630.)
const DEFAULT_TRANSFORM_CODE = (code: string) => `${code};`;

export interface PlaygroundProps {
  children?: string;
  transformCode?: (code: string) => string;
  metastring?: string;
  scope?: Record<string, unknown>;
  [prop: string]: unknown;
}

export default function Playground({ children, transformCode, ...props }: PlaygroundProps) {
  const position = siteContext.themeConfig.liveCodeBlock?.playgroundPosition ?? 'bottom';
  const prismTheme = usePrismTheme();
  const noInline = props.metastring?.includes('noInline') ?? false;
  return (
    <div className={styles.playgroundContainer}>
      <LiveProvider
        code={children?.replace(/\n$/, '')}
        noInline={noInline}
        transformCode={transformCode ?? DEFAULT_TRANSFORM_CODE}
        theme={prismTheme}
        {...props}
      >
        {position === 'top' ? (
          <>
            <ResultWithHeader />
            <EditorWithHeader />
          </>
        ) : (
          <>
            <EditorWithHeader />
            <ResultWithHeader />
          </>
        )}
      </LiveProvider>
    </div>
  );
}
