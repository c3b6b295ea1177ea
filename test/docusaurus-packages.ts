/**
 * For tests that run Docusaurus' own client code in the engine's bundle: a site folder whose
 * node_modules holds Docusaurus' packages at one version, from the registry (`npm pack`, without
 * installing their dependencies), and what their client code imports beside them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { unpackPackage } from '../scripts/lib/create-docusaurus';

export const DOCUSAURUS_PACKAGES = ['core', 'theme-classic', 'theme-common', 'plugin-content-docs', 'plugin-content-blog'];

/** `site` (created when missing) with Docusaurus' packages at `version` in its node_modules; `work` keeps the downloads. */
export function siteWithDocusaurus(work: string, site: string, version: string): string {
  for (const name of DOCUSAURUS_PACKAGES) {
    const dest = path.join(site, 'node_modules', '@docusaurus', name);
    if (!fs.existsSync(dest)) fs.cpSync(unpackPackage(work, version, `@docusaurus/${name}`), dest, { recursive: true });
  }
  if (!fs.existsSync(path.join(site, 'package.json'))) fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'site', private: true }));
  return site;
}

/**
 * What the theme's client code imports, so that it renders: React, Next and clsx from the engine's
 * install, and theme-common's own dependencies from the registry at the ranges it names.
 */
export function withClientDependencies(work: string, site: string): void {
  for (const name of ['react', 'react-dom', 'next', 'clsx']) {
    const link = path.join(site, 'node_modules', name);
    if (!fs.existsSync(link)) fs.symlinkSync(path.resolve('node_modules', name), link);
  }
  const needs = (
    JSON.parse(fs.readFileSync(path.join(site, 'node_modules/@docusaurus/theme-common/package.json'), 'utf8')) as { dependencies: Record<string, string> }
  ).dependencies;
  for (const name of ['@docusaurus/utils-common', 'parse-numeric-range', 'tslib']) {
    const dest = path.join(site, 'node_modules', name);
    if (!fs.existsSync(dest)) fs.cpSync(unpackPackage(work, needs[name] ?? 'latest', name), dest, { recursive: true });
  }
}

/** `site` with Docusaurus' packages at `version` and what their client code imports: a site whose theme code renders. */
export function siteWithClient(work: string, site: string, version: string): string {
  siteWithDocusaurus(work, site, version);
  withClientDependencies(work, site);
  return site;
}

/** Packages the classic theme depends on (`names`), from the registry at the ranges it names: what its code blocks import (prism-react-renderer…). */
export function withThemeDependencies(work: string, site: string, names: readonly string[]): void {
  const needs = (
    JSON.parse(fs.readFileSync(path.join(site, 'node_modules/@docusaurus/theme-classic/package.json'), 'utf8')) as { dependencies: Record<string, string> }
  ).dependencies;
  for (const name of names.filter((n) => needs[n])) {
    const dest = path.join(site, 'node_modules', name);
    if (!fs.existsSync(dest)) fs.cpSync(unpackPackage(work, needs[name], name), dest, { recursive: true });
  }
}

/** Writes `files` (path relative to `site` → text) into `site`. */
export function writeSiteFiles(site: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  }
}
