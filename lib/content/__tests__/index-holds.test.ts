/**
 * The live preview keeps the content index when the changed files leave every record as it was
 * (a page's text below its title, a partial), and builds it again when a record would differ.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSite } from '../store';
import { indexStillHolds } from '../index-holds';

test('the index holds for text edits and partials, not for titles, frontmatter, new pages or categories', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'index-holds-'));
  try {
    fs.cpSync('test/fixtures/site', dir, { recursive: true });
    const paths = { rootDir: process.cwd(), contentDir: dir, configFile: path.join(dir, 'site.config.json'), versionsFile: path.join(dir, 'versions.json') };
    // (No description in its frontmatter: the index takes the first paragraph.)
    const page = path.join(dir, 'vcluster/1.1.0/guides/plain.mdx');
    fs.writeFileSync(page, '---\ntitle: Plain\n---\nA first paragraph of its own.\n\nMore text.\n');
    const { index } = buildSite(paths, { gitDates: false, plugins: [] });
    const holds = (file: string, text: string | Buffer) => {
      const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      try {
        return indexStillHolds(index, [file], process.cwd());
      } finally {
        if (before === undefined) fs.rmSync(file);
        else fs.writeFileSync(file, before);
      }
    };
    const current = fs.readFileSync(page, 'utf8');
    assert.equal(holds(page, `${current}\nAn added paragraph.\n`), true, 'text added below');
    assert.equal(holds(page, current.replace('More text.', 'Other text.')), true, 'text changed below the first paragraph');
    assert.equal(holds(path.join(dir, 'vcluster/1.1.0/guides/_part.mdx'), 'A partial.\n'), true, 'a partial');
    assert.equal(holds(page, current.replace('A first paragraph', 'The first paragraph')), false, 'the first paragraph (the description)');
    assert.equal(holds(page, current.replace(/^title: .*$/m, 'title: Renamed')), false, 'the title');
    assert.equal(holds(page, current.replace(/^---\n/, '---\nsidebar_position: 9\n')), false, 'other frontmatter');
    assert.equal(holds(page, current.replace(/^---\n/, '---\ntitle: [broken\n')), false, 'frontmatter that does not parse');
    // (Built again, the index reports it at its line.)
    assert.equal(holds(page, Buffer.from(`${current}\nUn caf\u00e9.\n`, 'latin1')), false, 'text that is not UTF-8');
    assert.equal(holds(path.join(dir, 'vcluster/1.1.0/guides/new.mdx'), '# New\n'), false, 'a new page');
    assert.equal(holds(path.join(dir, 'vcluster/1.1.0/guides/_category_.json'), '{"label":"X"}'), false, 'a category file');
    assert.equal(indexStillHolds(index, [path.join(dir, 'vcluster/1.1.0/guides/gone.mdx')], process.cwd()), false, 'a removed page');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
