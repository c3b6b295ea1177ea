'use client';
/** The `<html>` classes of a frame the engine draws, written by a Head (../shared/frame-classes.ts). */
import Head from './Head';

export function HtmlClasses({ names }: { names: string }) {
  return (
    <Head>
      <html className={names} />
    </Head>
  );
}
