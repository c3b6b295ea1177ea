/**
 * What compiling a site's own components keeps between runs: each page's scan by its source's hash
 * (.docs-cache), and the inputs of the last bundle with their stamp (beside the bundle, so the two
 * go together). A start of `npm run dev` or a build whose components did not change then reuses
 * the last bundle instead of compiling it again (4 s on a 2,900-page site).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ScanMemo } from './scan';
import { readCacheJson, writeCacheJson, hashFilesUnder, newHash, sha1 } from '../../../lib/api/build';

function scanFile(rootDir: string, contentDir: string): string {
  return path.join(rootDir, '.docs-cache', `component-scan-${sha1(path.resolve(contentDir)).slice(0, 12)}.json`);
}

/** The engine code a scan depends on (plugins/docusaurus/site-components/scan.ts and what it calls): a scan by other code is not reused. Once per process, which runs one code. */
const scanCodeStamps = new Map<string, string>();
function scanCodeStamp(rootDir: string): string {
  if (!scanCodeStamps.has(rootDir)) {
    const hash = newHash();
    hashFilesUnder(hash, rootDir, ['lib', 'plugins/docusaurus']);
    scanCodeStamps.set(rootDir, hash.digest('hex'));
  }
  return scanCodeStamps.get(rootDir)!;
}

export function loadScanMemo(rootDir: string, contentDir: string): ScanMemo {
  const saved = readCacheJson<{ code: string; scans: ScanMemo }>(scanFile(rootDir, contentDir));
  return saved?.code === scanCodeStamp(rootDir) ? saved.scans : {};
}

export function saveScanMemo(rootDir: string, contentDir: string, memo: ScanMemo): void {
  writeCacheJson(scanFile(rootDir, contentDir), { code: scanCodeStamp(rootDir), scans: memo });
}

/** The last bundle's inputs: every file it read and every site folder it looked in, and the stamp of all of them with its options. */
export interface BundleInputsRecord {
  stamp: string;
  files: string[];
  dirs: string[];
}

/** The engine's code that compiles or is compiled into the bundle (not the generated folder, which the bundle is). */
const ENGINE_CODE = ['lib', 'components', 'plugins/docusaurus', 'package-lock.json', 'tsconfig.json'];

/**
 * The stamp of a bundle: its options (what to compile, and how), the engine's code, and the
 * content of each file it read and the names in each folder it looked in (a file added beside
 * one it read can change what an import or a template require resolves to). A file gone is part of it too.
 */
export function bundleStamp(rootDir: string, options: unknown, files: string[], dirs: string[]): string {
  const hash = newHash();
  hash.update(JSON.stringify(options));
  hashFilesUnder(hash, rootDir, ENGINE_CODE);
  for (const file of files) hash.update(`\0${file}\0`).update(fs.existsSync(file) ? fs.readFileSync(file) : '\0gone');
  for (const dir of dirs) hash.update(`\0${dir}/\0`).update(fs.existsSync(dir) ? fs.readdirSync(dir).sort().join('\0') : '\0gone');
  return hash.digest('hex');
}

export function readBundleInputs(bundleDir: string): BundleInputsRecord | undefined {
  return readCacheJson<BundleInputsRecord>(path.join(bundleDir, 'inputs.json'));
}

export function writeBundleInputs(bundleDir: string, record: BundleInputsRecord): void {
  writeCacheJson(path.join(bundleDir, 'inputs.json'), record);
}
