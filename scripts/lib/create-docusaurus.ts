/**
 * The sites `npx create-docusaurus` writes, generated from the registry's package (never kept in the
 * checkout): for the templates test and `npm run bench:tool -- --template`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

function run(cmd: string, args: string[], cwd: string): string {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The package's folder, unpacked into `work` from the registry's tarball (the npm cache serves it again). */
export function unpackPackage(work: string, version: string, name = 'create-docusaurus'): string {
  const dir = path.join(work, `${name.replace('/', '+')}-${version}`);
  if (fs.existsSync(dir)) return path.join(dir, 'package');
  fs.mkdirSync(dir, { recursive: true });
  const [{ filename }] = JSON.parse(
    run('npm', ['pack', `${name}@${version}`, '--json', '--prefer-offline', '--pack-destination', dir, '--loglevel=error'], work),
  ) as { filename: string }[];
  run('tar', ['xzf', filename], dir);
  return path.join(dir, 'package');
}

/**
 * The site as create-docusaurus' init writes it (lib/index.js copyTemplate): templates/shared, then the
 * template; 2.x's TypeScript variant takes the base template's CSS and config first. gitignore becomes .gitignore.
 */
export function generateTemplate(pkg: string, template: string, dest: string): void {
  const templates = path.join(pkg, 'templates');
  fs.cpSync(path.join(templates, 'shared'), dest, { recursive: true });
  const v2 = (JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')) as { version: string }).version.startsWith('2.');
  if (v2 && template.endsWith('-typescript'))
    fs.cpSync(path.join(templates, template.replace(/-typescript$/, '')), dest, {
      recursive: true,
      filter: (f) => fs.statSync(f).isDirectory() || path.extname(f) === '.css' || path.basename(f) === 'docusaurus.config.js',
    });
  fs.cpSync(path.join(templates, template), dest, { recursive: true });
  const pj = path.join(dest, 'package.json');
  fs.writeFileSync(pj, JSON.stringify({ ...JSON.parse(fs.readFileSync(pj, 'utf8')), name: 'my-website', version: '0.0.0', private: true }, null, 2));
  if (fs.existsSync(path.join(dest, 'gitignore'))) fs.renameSync(path.join(dest, 'gitignore'), path.join(dest, '.gitignore'));
}

/** Every file of a build folder as a route (`x/index.html` → `x/`). */
export function routesOf(out: string): string[] {
  return fs
    .readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1'));
}
