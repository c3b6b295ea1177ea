import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cliPages, validateCliData } from '../cli-pages';
import { apiPages, validateApiData } from '../api-pages';
import { mdxEscape, cell } from '../mdx-text';
import type { CliData } from '../../data/cli-types';
import type { ApiData } from '../../data/api-types';

const cli: CliData = {
  version: '9.9.0',
  globalFlags: [{ name: 'debug', type: 'bool', description: 'Prints debug output.' }],
  commands: [
    { path: 'vcluster platform', short: 'Manage the platform', long: 'Group of commands.', usage: 'vcluster platform [command]', flags: [] },
    {
      path: 'vcluster platform add',
      short: 'Add things',
      long: 'Adds a <name> with {braces} and `code <kept>`.',
      usage: 'vcluster platform add NAME',
      aliases: ['a'],
      examples: [{ description: 'Add one.', command: 'vcluster platform add x' }],
      flags: [{ name: 'project', shorthand: 'p', type: 'string', default: 'default', description: 'Project | name.' }],
    },
  ],
};

test('escaping keeps MDX from reading prose as JSX or expressions', () => {
  assert.equal(mdxEscape('a <b> {c} `d <e>`'), 'a \\<b\\> \\{c\\} `d <e>`');
  assert.equal(cell('x | y\nz'), 'x \\| y z');
});

test('CLI: one page per command with synopsis, flags, global flags and links between parent and children', () => {
  assert.deepEqual(validateCliData(cli, 'cli.json'), []);
  const pages = cliPages(cli);
  assert.deepEqual([...pages.keys()], ['vcluster_platform.mdx', 'vcluster_platform_add.mdx']);
  const add = pages.get('vcluster_platform_add.mdx')!;
  assert.match(add, /^---\ntitle: "vcluster platform add"/);
  assert.match(add, /Adds a \\<name\\> with \\\{braces\\\} and `code <kept>`/);
  assert.match(add, /## Synopsis\n\n```bash\nvcluster platform add NAME\n```/);
  assert.match(add, /<div className="flag-table">\n\n\| Flag \| Description \|/);
  assert.match(add, /\| `-p`, `--project` `string` \| Project \\\| name\. Default: `default`\. \|/);
  assert.match(add, /## Global flags/);
  assert.match(add, /- \[vcluster platform\]\(\.\/vcluster_platform\.mdx\)/);
  assert.match(pages.get('vcluster_platform.mdx')!, /## Subcommands\n\n- \[vcluster platform add\]\(\.\/vcluster_platform_add\.mdx\)/);
});

test('CLI: a removed command keeps its page as a note without usage or flags', () => {
  const gone = {
    path: 'vcluster platform old',
    short: 'Old command',
    long: 'Unused.',
    usage: 'vcluster platform old',
    flags: [],
    removed: 'Taken out in 9.0; use `vcluster platform add`.',
  };
  const page = cliPages({ ...cli, commands: [...cli.commands, gone] }).get('vcluster_platform_old.mdx')!;
  assert.match(page, /:::danger Not in vCluster 9\.9\.0\nTaken out in 9\.0; use `vcluster platform add`\.\n:::/);
  assert.doesNotMatch(page, /## Synopsis|## Global flags|Unused/);
  assert.match(page, /## See also\n\n- \[vcluster platform\]/);
});

test('CLI: data problems are reported', () => {
  const bad: CliData = { ...cli, commands: [...cli.commands, { ...cli.commands[1], flags: [cli.commands[1].flags[0], cli.commands[1].flags[0]] }] };
  const problems = validateCliData(bad, 'cli.json');
  assert.ok(problems.some((p) => p.includes('duplicate command "vcluster platform add"')));
  assert.ok(problems.some((p) => p.includes('lists flag --project twice')));
});

test('API: parents become folder index pages; subresource fields are top-level', () => {
  const data: ApiData = {
    version: '1.0.0',
    resources: [
      {
        slug: 'project',
        title: 'Project',
        description: 'd',
        kind: 'Project',
        group: 'management.loft.sh',
        version: 'v1',
        plural: 'projects',
        scope: 'Cluster',
        overview: 'o',
        example: 'kind: Project',
        spec: [{ name: 'owner', type: 'object', description: 'Owner.', fields: [{ name: 'user', type: 'string', description: 'User.' }] }],
        status: [],
        verbs: ['get', 'list'],
      },
      {
        slug: 'project/members',
        title: 'Members',
        description: 'd',
        kind: 'ProjectMembers',
        group: 'management.loft.sh',
        version: 'v1',
        plural: 'members',
        scope: 'Cluster',
        subresourceOf: 'projects',
        overview: 'o',
        example: 'kind: ProjectMembers',
        spec: [],
        status: [{ name: 'teams', type: 'object[]', description: 'Teams.' }],
        verbs: ['get'],
      },
    ],
  };
  assert.deepEqual(validateApiData(data, 'api.json'), []);
  // A field pointing at a type or a kind the data does not have is reported.
  const broken = structuredClone(data);
  broken.resources[0].spec.push(
    { name: 'pod', type: 'object', description: 'Pod.', ref: 'k8s.io/api/core/v1.PodSpec' },
    { name: 't', type: 'object', description: 'T.', kindRef: 'Nope' },
  );
  assert.deepEqual(validateApiData(broken, 'api.json'), [
    'api.json: field "project" spec.pod points at type "k8s.io/api/core/v1.PodSpec", which the data\'s types do not list',
    'api.json: field "project" spec.t points at kind "Nope", which no resource of the data is',
  ]);
  const pages = apiPages(data);
  assert.deepEqual([...pages.keys()], ['project/index.mdx', 'project/members.mdx']);
  // The fields come from the data at render time (<ApiFields>), under one heading.
  assert.match(pages.get('project/index.mdx')!, /## Fields\n\n[^\n]+\n\n<ApiFields resource="project" \/>\n/);
  assert.match(pages.get('project/index.mdx')!, /## Resource\n\n\| Property \| Value \|/);
  assert.match(pages.get('project/index.mdx')!, /GET    \/kubernetes\/management\/apis\/management\.loft\.sh\/v1\/projects\n/);
  assert.match(pages.get('project/members.mdx')!, /<ApiFields resource="project\/members" \/>/);
  assert.match(pages.get('project/members.mdx')!, /kubectl get --raw \/apis\/management\.loft\.sh\/v1\/projects\/NAME\/members/);
});

test('generated pages in content/ match their data', () => {
  for (const script of ['scripts/gen-cli.ts', 'scripts/gen-api.ts']) {
    const res = spawnSync(process.execPath, ['--import', 'tsx', script, '--check'], { encoding: 'utf8' });
    assert.equal(res.status, 0, `${script} --check: ${res.stderr}`);
  }
});

test('flag changes: added, removed, newly deprecated flags and gone or deprecated commands between two releases', async () => {
  const { flagChanges, flagChangesPartial } = await import('../flag-changes');
  const prior = {
    version: '0.19.10',
    source: 'test',
    globalFlags: [{ name: 'debug', type: 'bool' }],
    commands: [
      {
        path: 'vcluster create',
        flags: [
          { name: 'values', shorthand: 'f', type: 'stringArray' },
          { name: 'disable-pro', type: 'bool' },
          { name: 'distro', type: 'string', default: 'k3s' },
          { name: 'old-hidden', type: 'bool', hidden: true },
        ],
      },
      { path: 'vcluster import', flags: [] },
      { path: 'vcluster pro', flags: [] },
      { path: 'vcluster list', flags: [{ name: 'output', type: 'string' }] },
    ],
  };
  const after: CliData = {
    version: '0.20.0',
    globalFlags: [
      { name: 'debug', type: 'bool', description: 'd' },
      { name: 'config', type: 'string', description: 'd' },
    ],
    commands: [
      {
        path: 'vcluster create',
        short: 's',
        long: 'l',
        usage: 'u',
        flags: [
          { name: 'values', shorthand: 'f', type: 'stringArray', description: 'd' },
          { name: 'distro', type: 'string', default: 'k8s', description: 'd', deprecated: 'Use controlPlane.distro.' },
          { name: 'old-hidden', type: 'bool', description: 'd', hidden: true },
          { name: 'driver', type: 'string', description: 'd' },
          { name: 'reuse-namespace', type: 'bool', description: 'd', hidden: true },
        ],
      },
      { path: 'vcluster import', short: 's', long: 'l', usage: 'u', flags: [], removed: 'Use `vcluster platform add vcluster`.' },
      { path: 'vcluster pro', short: 's', long: 'l', usage: 'u', flags: [], deprecated: 'Use `vcluster platform` instead.' },
      { path: 'vcluster list', short: 's', long: 'l', usage: 'u', flags: [{ name: 'output', type: 'string', description: 'd' }] },
    ],
  };
  assert.deepEqual(flagChanges(prior, after), [
    { path: 'vcluster (global flags)', added: ['config'], removed: [], deprecated: [] },
    { path: 'vcluster create', added: ['driver', 'reuse-namespace (hidden)'], removed: ['disable-pro'], deprecated: ['distro'] },
    { path: 'vcluster import', removedCommand: 'Use `vcluster platform add vcluster`.', added: [], removed: [], deprecated: [] },
    { path: 'vcluster pro', deprecatedCommand: 'Use `vcluster platform` instead.', added: [], removed: [], deprecated: [] },
  ]);
  const partial = flagChangesPartial(prior, after);
  assert.match(partial, /- `vcluster create`: new `--driver`, `--reuse-namespace` \(hidden\); removed `--disable-pro`; deprecated or hidden `--distro`\./);
  assert.match(partial, /- `vcluster pro`: the command is deprecated \(use `vcluster platform` instead\)\./);
  assert.ok(!partial.includes('vcluster list'), 'a command without changes is not listed');
});
