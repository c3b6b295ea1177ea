/**
 * The packages the site's components import, installed next to the content, where the engine's
 * component bundler looks for them. npm's errors are read to leave out the one package that failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sitePeerPackages } from './component-packages';
import type { ImportReport } from './import-report';
import { npmErrorLine } from './npm-registry';

/** Runs `npm install` in the imported folder until it passes, leaving out what the registry cannot serve. */
export function installComponentPackages(report: ImportReport, fromAbs: string, toAbs: string, pins: Record<string, string> = {}): void {
  if (!report.componentPackages || !Object.keys(report.componentPackages).length) return;
  pinPackages(report, path.join(toAbs, 'package.json'), pins);
  // Peers (react, react-dom, @docusaurus/*) are the engine's own, shared with the components
  // (plugins/docusaurus/site-components/bundle.ts): npm leaves them alone instead of refusing a range it cannot meet.
  // A package the registry cannot serve is left out, named, and the rest installed: one missing
  // version does not leave every component without its packages.
  // Peers the site itself declares are installed too, as the site's own install had them.
  const pkgFile = path.join(toAbs, 'package.json');
  const leftOut = new Set<string>();
  // A package's install script that fails here (onnxruntime-node fetching its binary: no network) fails
  // the whole install; the components' bundle runs none of them, so the install is done again without.
  let scripts: string[] = [];
  for (let attempt = 0; attempt < 10; attempt++) {
    const npm = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--legacy-peer-deps', ...scripts], {
      cwd: toAbs,
      encoding: 'utf8',
      // (Its errors are read below to name the package that failed: under `npm run -s` the child would inherit a silent log level.)
      env: { ...process.env, npm_config_loglevel: 'error' },
    });
    if (npm.status === 0) {
      const peers = Object.entries(sitePeerPackages(fromAbs, toAbs)).filter(([name]) => !leftOut.has(name));
      if (!peers.length) break;
      addComponentPackages(report, toAbs, Object.fromEntries(peers));
      continue;
    }
    const line = npmErrorLine(npm.stderr);
    if (!scripts.length && /npm error (command failed|path )/.test(npm.stderr)) {
      scripts = ['--ignore-scripts'];
      report.warnings.push({
        file: 'package.json',
        message: `a package's install script failed (${line}): the components' packages are installed without install scripts`,
      });
      continue;
    }
    report.warnings.push({ file: 'package.json', message: `npm install of the components' packages failed: ${line}` });
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { dependencies: Record<string, string> };
    const failing = Object.keys(pkg.dependencies).find((name) => line.includes(`${name}@`) || line.includes(`'${name}'`) || line.includes(` ${name} `));
    if (!failing) break;
    // A package of the site's monorepo, pinned at the workspace's version, which the registry does not
    // serve (yet): the workspace's code is at least that version, so the newest release of its major
    // stands in for it.
    const pinned = pkg.dependencies[failing];
    if (report.workspacePackages?.[failing] && /^\d+\.\d+\.\d+$/.test(pinned) && /no matching version|ETARGET|notarget/i.test(line)) {
      pkg.dependencies[failing] = `^${pinned}`;
      fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
      report.warnings.push({
        file: 'package.json',
        message: `${failing} (${report.workspacePackages[failing]} in the monorepo) is installed as ^${pinned}: the registry has no ${pinned}`,
      });
      continue;
    }
    delete pkg.dependencies[failing];
    leftOut.add(failing);
    fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
    report.warnings.push({ file: 'package.json', message: `${failing} is left out (the registry does not serve it); the other packages are installed` });
  }
}

/** The versions `pins` names, in place of the site's ranges, each said in the report. */
function pinPackages(report: ImportReport, pkgFile: string, pins: Record<string, string>): void {
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { dependencies: Record<string, string> };
  const pinned = Object.keys(pins).filter((name) => pkg.dependencies[name] !== undefined && pkg.dependencies[name] !== pins[name]);
  for (const name of pinned) {
    report.warnings.push({ file: 'package.json', message: `${name} is installed at ${pins[name]} (--pin), not at the site's ${pkg.dependencies[name]}` });
    pkg.dependencies[name] = pins[name];
  }
  if (pinned.length) fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
}

/**
 * The site's own install as the imported folder's packages (pagewright's commands, whose imported
 * folder is inside the site): a link to the nearest node_modules at or above the site, which the
 * import keeps (nothing is installed into it).
 */
export function linkSitePackages(fromAbs: string, toAbs: string): void {
  const link = path.join(toAbs, 'node_modules');
  for (let dir = fromAbs; ; dir = path.dirname(dir)) {
    const modules = path.join(dir, 'node_modules');
    if (fs.existsSync(modules)) {
      if (fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() && fs.readlinkSync(link) === modules) return;
      fs.rmSync(link, { recursive: true, force: true });
      fs.symlinkSync(modules, link, 'dir');
      return;
    }
    if (path.dirname(dir) === dir) return;
  }
}

/** Adds packages (name → range) to the components' install: the imported folder's package.json and the report. */
export function addComponentPackages(report: ImportReport, toAbs: string, packages: Record<string, string>): void {
  const pkgFile = path.join(toAbs, 'package.json');
  const pkg = (fs.existsSync(pkgFile) ? JSON.parse(fs.readFileSync(pkgFile, 'utf8')) : { private: true }) as { dependencies?: Record<string, string> };
  pkg.dependencies = { ...pkg.dependencies, ...packages };
  report.componentPackages = { ...report.componentPackages, ...packages };
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
}
