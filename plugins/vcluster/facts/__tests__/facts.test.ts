import path from 'node:path';
import fs from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GoScope, parseGoFile, stripComments, splitTopLevel, functions } from '../go-source';
import { extractCli, formatDefault } from '../cobra';
import { parseFlagLine } from '../cobra-docs';
import { compareCli, count, resolveCommand } from '../compare';
import { compareSchema, withPlatformConfig } from '../schema-facts';
import { compareApi, readApiTypes, structs, type ApiTypes, type GoStruct } from '../api-facts';
import type { CliData } from '../../data/cli-types';
import type { ApiData } from '../../data/api-types';
import { tempDir } from '../../../../test/temp-dir';

// Small Go programs written for these tests: a root command, a group with an alias, a command
// whose flags come partly from a helper in another package, constants, a deprecated flag and a
// flag that a helper only registers when its caller passes false.
const MOD = 'example.com/tool';
const files = [
  parseGoFile(
    'cmd/root.go',
    `package cmd

import (
	"github.com/spf13/cobra"
	"example.com/tool/cmd/group"
)

// NewRootCmd builds the root. A "comment with a string"
func NewRootCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "tool",
		Short: "root", /* block comment */
	}
}

func BuildRoot() *cobra.Command {
	rootCmd := NewRootCmd()
	persistent := rootCmd.PersistentFlags()
	persistent.BoolVar(&debug, "debug", false, "debug output")
	persistent.StringVarP(&ns, "namespace", "n", "", "namespace")
	rootCmd.AddCommand(group.NewGroupCmd())
	rootCmd.AddCommand(versionCmd)
	return rootCmd
}

var versionCmd = &cobra.Command{
	Use: "version",
}
`,
    MOD,
  ),
  parseGoFile(
    'cmd/group/group.go',
    `package group

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"example.com/tool/pkg/flags"
)

const defaultChart = "chart-" + "name"

func NewGroupCmd() *cobra.Command {
	c := &cobra.Command{
		Use:     "group",
		Aliases: []string{"g"},
	}
	c.AddCommand(newCreateCmd())
	c.AddCommand(newHiddenCmd())
	return c
}

func newCreateCmd() *cobra.Command {
	createCmd := &cobra.Command{
		Use: "create" + useLine,
	}
	createCmd.Flags().StringVar(&o.Chart, "chart-name", defaultChart, "chart")
	createCmd.Flags().DurationVar(&o.Wait, "timeout", 5*time.Minute, "wait")
	createCmd.Flags().StringArrayVarP(&o.Values, "values", "f", []string{}, fmt.Sprintf("values %q", "x"))
	createCmd.Flags().BoolVar(&o.Old, flags.OldName, true, "old")
	_ = createCmd.Flags().MarkDeprecated(flags.OldName, fmt.Sprintf("use %q", "--connect"))
	flags.AddCommon(createCmd.Flags(), &o.Common, false)
	return createCmd
}

func newHiddenCmd() *cobra.Command {
	return &cobra.Command{Use: "secret", Hidden: true}
}
`,
    MOD,
  ),
  parseGoFile(
    'pkg/flags/flags.go',
    `package flags

import "github.com/spf13/pflag"

const (
	OldName = "update-current"
	Port    int = 8080
)

func AddCommon(fs *pflag.FlagSet, o *Options, isRestore bool) {
	if !isRestore {
		fs.BoolVar(&o.Exec, "exec", o.Exec, "exec into the container")
	}
	fs.IntVar(&o.Port, "port", Port, "port")
	fs.StringToStringVar(&o.Labels, "labels", map[string]string{}, "labels")
}
`,
    MOD,
  ),
];

test('Go source: comments go, strings stay, top-level splitting respects brackets and literals', () => {
  assert.equal(stripComments('a // x "y"\nb /* c */ "d // e"'), 'a \nb  "d // e"');
  assert.deepEqual(splitTopLevel('a, f(b, c), "d, e", []string{"x", "y"}'), ['a', 'f(b, c)', '"d, e"', '[]string{"x", "y"}']);
  assert.deepEqual(
    functions(files[2]).map((f) => [f.name, f.params]),
    [['AddCommon', ['fs', 'o', 'isRestore']]],
  );
});

test('Go source: constants, concatenation, durations and fmt.Sprintf evaluate; run-time values do not', () => {
  const scope = new GoScope(files);
  const group = files[1];
  assert.equal(scope.evaluate('defaultChart', group), 'chart-name');
  assert.equal(scope.evaluate('flags.OldName', group), 'update-current');
  assert.equal(String(scope.evaluate('5*time.Minute', group)), '5m0s');
  assert.equal(scope.evaluate('fmt.Sprintf("use %q", "--connect")', group), 'use "--connect"');
  assert.equal(scope.evaluate('upgrade.GetVersion()', group), undefined);
  assert.equal(formatDefault('bool', false), '');
  assert.equal(formatDefault('stringArray', []), '');
  assert.equal(formatDefault('int', 8080), '8080');
});

test('cobra: the command tree, aliases, hidden commands and flags through helpers', () => {
  const cli = extractCli(files, 'tool');
  assert.deepEqual(cli.warnings, []);
  assert.deepEqual(
    cli.globalFlags.map((f) => `${f.name}/${f.shorthand ?? ''}`),
    ['debug/', 'namespace/n'],
  );
  assert.deepEqual(
    cli.commands.map((c) => `${c.path}${c.hidden ? ' (hidden)' : ''}`),
    ['tool group', 'tool group create', 'tool group secret (hidden)', 'tool version'],
  );
  assert.deepEqual(cli.commands[0].aliases, ['g']);
  const create = cli.commands[1];
  const byName = Object.fromEntries(create.flags.map((f) => [f.name, f]));
  assert.equal(byName['chart-name'].default, 'chart-name');
  assert.equal(byName.timeout.default, '5m0s');
  assert.equal(byName.values.shorthand, 'f');
  assert.equal(byName.values.usage, 'values "x"');
  assert.equal(byName.port.default, '8080');
  assert.equal(byName.labels.type, 'stringToString');
  assert.deepEqual([byName['update-current'].hidden, byName['update-current'].deprecated], [true, 'use "--connect"']);
  // Registered because the caller passes false; its default is a run-time value.
  assert.equal(byName.exec.default, undefined);
});

test("cobra: a flag switched off by the caller's literal argument is not registered", () => {
  const restore = files.map((f) => (f.file === 'cmd/group/group.go' ? parseGoFile(f.file, f.text.replace('&o.Common, false)', '&o.Common, true)'), MOD) : f));
  const create = extractCli(restore, 'tool').commands.find((c) => c.path === 'tool group create')!;
  assert.equal(
    create.flags.some((f) => f.name === 'exec'),
    false,
  );
});

test('cobra docs: flag lines of a generated reference', () => {
  assert.deepEqual(parseFlagLine('  -n, --namespace string   The namespace to use (default "team")'), {
    name: 'namespace',
    shorthand: 'n',
    type: 'string',
    default: 'team',
    usage: 'The namespace to use',
    hidden: false,
  });
  assert.deepEqual(parseFlagLine('      --docker-login        Log in to registries (default true)')?.default, 'true');
  assert.deepEqual(parseFlagLine('      --labels stringSlice   Labels')?.type, 'strings');
  assert.equal(parseFlagLine('Some prose line'), undefined);
});

test('compare CLI: agree, missing, extra, wrong, aliases and removal notes', () => {
  const source = extractCli(files, 'tool');
  const data: CliData = {
    version: '1',
    globalFlags: [
      { name: 'debug', type: 'bool', description: 'd' },
      { name: 'namespace', shorthand: 'n', type: 'string', description: 'd' },
    ],
    commands: [
      { path: 'tool group', short: 's', long: 'l', usage: 'u', aliases: ['g'], flags: [] },
      {
        path: 'tool group create',
        short: 's',
        long: 'l',
        usage: 'u',
        flags: [
          { name: 'chart-name', type: 'string', default: 'other', description: 'd' },
          { name: 'timeout', type: 'duration', default: '5m0s', description: 'd' },
          { name: 'set-param', type: 'stringArray', description: 'd' },
        ],
      },
      { path: 'tool g create', short: 's', long: 'l', usage: 'u', flags: [] },
      { path: 'tool import', short: 's', long: 'l', usage: 'u', flags: [], removed: 'Gone.' },
    ],
  };
  const report = compareCli(source, data);
  const lines = report.diffs.map((d) => `${d.kind} ${d.subject}`);
  assert.ok(lines.includes('wrong tool group create --chart-name'));
  assert.ok(lines.includes('extra tool group create --set-param'));
  assert.ok(lines.includes('missing tool group create --values'));
  assert.ok(lines.includes('missing tool version'));
  // The Go source lists deprecated flags, so the data must carry them, marked deprecated.
  assert.ok(lines.includes('missing tool group create --update-current'));
  assert.ok(report.notes.some((n) => n.startsWith('tool g create: alias of tool group create')));
  assert.ok(report.notes.some((n) => n.startsWith('tool import: kept as a removal note')));
  assert.equal(resolveCommand('tool g create', source.commands)?.path, 'tool group create');
  assert.ok(count(report, 'missing') >= 4 && report.agree >= 3);
});

test('compare CLI: hidden and deprecated flags are captured as cobra marks them', () => {
  const hiddenSource = files.map((f) =>
    f.file === 'cmd/group/group.go'
      ? parseGoFile(
          f.file,
          f.text.replace('return createCmd', 'createCmd.Flag("timeout").Hidden = true\n\t_ = createCmd.Flags().MarkHidden("chart-name")\n\treturn createCmd'),
          MOD,
        )
      : f,
  );
  const source = extractCli(hiddenSource, 'tool');
  const create = source.commands.find((c) => c.path === 'tool group create')!;
  assert.deepEqual(
    create.flags.filter((f) => f.hidden).map((f) => f.name),
    ['chart-name', 'timeout', 'update-current'],
  );
  const flag = (name: string, extra: object = {}) => ({ name, type: 'string' as const, description: 'd', ...extra });
  const data = (flags: CliData['commands'][number]['flags']): CliData => ({
    version: '1',
    globalFlags: [flag('debug', { type: 'bool' }), flag('namespace', { shorthand: 'n' })],
    commands: [{ path: 'tool group create', short: 's', long: 'l', usage: 'u', flags }],
  });
  const complete = [
    flag('chart-name', { default: 'chart-name', hidden: true }),
    flag('timeout', { type: 'duration', default: '5m0s', hidden: true }),
    flag('values', { shorthand: 'f', type: 'stringArray' }),
    flag('update-current', { type: 'bool', default: 'true', deprecated: 'x' }),
    flag('port', { type: 'int', default: '8080' }),
    flag('labels', { type: 'stringToString' }),
    flag('exec', { type: 'bool' }),
  ];
  const diffs = (flags: typeof complete) =>
    compareCli(source, data(flags))
      .diffs.filter((d) => d.subject.startsWith('tool group create --'))
      .map((d) => `${d.kind} ${d.subject}`);
  assert.deepEqual(diffs(complete), []);
  // Hidden flag without the mark, deprecated flag without its message, a mark the source does not set.
  const wrong = complete.map((f) =>
    f.name === 'chart-name'
      ? { ...f, hidden: undefined }
      : f.name === 'update-current'
        ? { ...f, deprecated: undefined }
        : f.name === 'port'
          ? { ...f, hidden: true }
          : f,
  );
  assert.deepEqual(diffs(wrong).sort(), ['wrong tool group create --chart-name', 'wrong tool group create --port', 'wrong tool group create --update-current']);
  // A generated Markdown reference leaves hidden flags out: then they are not asked for.
  const markdown = { ...source, hiddenKnown: false, commands: source.commands.map((c) => ({ ...c, flags: c.flags.filter((f) => !f.hidden) })) };
  assert.deepEqual(
    compareCli(markdown, data(complete)).diffs.filter((d) => d.subject.startsWith('tool group create')),
    [],
  );
});

test('compare schema: paths and defaults, open objects and anyOf maps', () => {
  const chart = {
    type: 'object',
    properties: {
      sync: { type: 'object', additionalProperties: false, properties: { enabled: { type: 'boolean' }, mode: { type: 'string' } } },
      plugins: { anyOf: [{ type: 'object' }, { type: 'object' }], additionalProperties: { $ref: '#/$defs/Plugin' } },
      external: { type: 'object', properties: { platform: { type: 'object', properties: { apiKey: { type: 'string' } } } } },
    },
    $defs: { Plugin: { type: 'object', properties: { image: { type: 'string' } } } },
  };
  const docs = {
    type: 'object',
    properties: {
      sync: { type: 'object', properties: { enabled: { type: 'boolean', default: false }, extra: { type: 'string', default: 'x' } } },
      plugins: { type: 'object', additionalProperties: { type: 'object', properties: { image: { type: 'string' } } } },
      external: { type: 'object', properties: { platform: { type: 'object', properties: { apiKey: { type: 'string' }, autoSleep: { type: 'string' } } } } },
    },
  };
  const report = compareSchema(chart as never, { sync: { enabled: true, mode: 'a' } }, docs as never);
  assert.deepEqual(report.diffs.map((d) => `${d.kind} ${d.subject}`).sort(), ['extra sync.extra', 'missing sync.mode', 'wrong sync.enabled']);
  assert.ok(report.notes.some((n) => n.startsWith('external.platform.autoSleep: below external.platform')));
  // A key the docs name inside a map whose values the chart leaves free-form.
  const mapChart = { type: 'object', properties: { ext: { type: 'object', additionalProperties: { type: 'object' } } } };
  const mapDocs = {
    type: 'object',
    properties: { ext: { type: 'object', properties: { platform: { type: 'object', properties: { apiKey: { type: 'string' } } } } } },
  };
  const mapReport = compareSchema(mapChart as never, {}, mapDocs as never);
  assert.deepEqual(mapReport.diffs, []);
  assert.ok(mapReport.notes.some((n) => n.startsWith('ext.platform.apiKey: below ext,')));
});

test('compare schema: external.platform of an older chart is compared through its Go type', () => {
  // Before v0.21 the chart leaves `external` a map of free-form objects, so nothing under it was compared.
  const chart = {
    type: 'object',
    properties: { external: { type: 'object', additionalProperties: { $ref: '#/$defs/ExternalConfig' } } },
    $defs: { ExternalConfig: { type: 'object' } },
  };
  const go = [
    'package config',
    'type PlatformConfig struct {',
    '\t// APIKey says where the key is.',
    '\tAPIKey PlatformAPIKey `json:"apiKey,omitempty"`',
    '}',
    'type PlatformAPIKey struct {',
    '\tSecretName string `json:"secretName,omitempty"`',
    '\tCreateRBAC *bool `json:"createRBAC,omitempty"`',
    '}',
  ].join('\n');
  const docs = {
    type: 'object',
    properties: {
      external: {
        type: 'object',
        properties: {
          platform: {
            type: 'object',
            properties: {
              apiKey: {
                type: 'object',
                properties: { secretName: { type: 'string' }, createRBAC: { type: 'boolean', default: true }, typo: { type: 'string' } },
              },
              autoSleep: { type: 'object', properties: { afterInactivity: { type: 'integer' } } },
            },
          },
        },
      },
    },
  };
  const before = compareSchema(chart as never, {}, docs as never);
  assert.deepEqual(before.diffs, []);
  const report = compareSchema(withPlatformConfig(chart as never, go), {}, docs as never);
  assert.deepEqual(report.diffs.map((d) => `${d.kind} ${d.subject}`).sort(), [
    'extra external.platform.apiKey.typo',
    'wrong external.platform.apiKey.createRBAC',
  ]);
  // Keys vCluster Platform reads beside the typed ones stay notes, as in later charts.
  assert.ok(report.notes.some((n) => n.startsWith('external.platform.autoSleep: below external.platform')));
  // A chart that types external.platform itself is left alone.
  const typed = {
    type: 'object',
    properties: { external: { type: 'object', properties: { platform: { type: 'object', properties: { project: { type: 'string' } } } } } },
  };
  assert.equal(withPlatformConfig(typed as never, go), typed);
});

test('compare schema: a default the chart sets and the docs leave out is a difference (empty values and objects are not)', () => {
  const props = {
    anonymousPull: { type: 'boolean' },
    encoding: { type: 'string' },
    extraArgs: { type: 'array' },
    nested: { type: 'object', properties: { on: { type: 'boolean' } } },
  };
  const schema = { type: 'object', properties: { registry: { type: 'object', properties: props } } };
  const values = { registry: { anonymousPull: true, encoding: 'console', extraArgs: [], nested: { on: false } } };
  const report = compareSchema(schema as never, values, schema as never);
  assert.deepEqual(report.diffs.map((d) => `${d.kind} ${d.subject}: ${d.detail}`).sort(), [
    'missing registry.anonymousPull: default true in the chart, none in the docs',
    'missing registry.encoding: default "console" in the chart, none in the docs',
    'missing registry.nested.on: default false in the chart, none in the docs',
  ]);
});

test('API: JSON field names from Go structs, inline embedding across packages, depth limit', () => {
  const mgmt = parseGoFile(
    'pkg/apis/management/v1/project.go',
    `package v1

import storagev1 "example.com/api/pkg/apis/storage/v1"

type Project struct {
	metav1.TypeMeta   \`json:",inline"\`
	metav1.ObjectMeta \`json:"metadata,omitempty"\`
	Spec   ProjectSpec   \`json:"spec,omitempty"\`
	Status ProjectStatus \`json:"status,omitempty"\`
}

type ProjectSpec struct {
	storagev1.ProjectSpec \`json:",inline"\`
}

type ProjectStatus struct {
	Phase string \`json:"phase,omitempty"\`
	Related []Project \`json:"related,omitempty"\`
	internal string
}
`,
    'example.com/api',
  );
  const storage = parseGoFile(
    'pkg/apis/storage/v1/project.go',
    `package v1

type ProjectSpec struct {
	DisplayName string \`json:"displayName,omitempty"\`
	Owner *UserOrTeam \`json:"owner,omitempty"\`
	Quotas []Quota \`json:"quotas,omitempty"\`
	Ignored string \`json:"-"\`
}

type UserOrTeam struct {
	User string \`json:"user,omitempty"\`
	Team string \`json:"team,omitempty"\`
}

type Quota struct {
	Hard map[string]string \`json:"hard,omitempty"\`
}
`,
    'example.com/api',
  );
  const all: GoStruct[] = [...structs(mgmt), ...structs(storage)];
  const types: ApiTypes = { structs: new Map(all.map((s) => [`${s.file.dir}.${s.name}`, s])), managementDir: 'pkg/apis/management/v1' };
  const data = {
    version: '1',
    resources: [
      {
        kind: 'Project',
        spec: [{ name: 'displayName' }, { name: 'owner', fields: [{ name: 'user' }] }, { name: 'members' }],
        status: [{ name: 'phase' }, { name: 'related' }],
      },
    ],
  } as unknown as ApiData;
  const report = compareApi(types, data);
  assert.deepEqual(report.diffs.map((d) => `${d.kind} ${d.subject}`).sort(), [
    'extra Project spec.members',
    'missing Project spec.owner.team',
    'missing Project spec.quotas',
    'missing Project spec.quotas.hard',
  ]);
  // `related` lists objects of a kind with its own page: its parts are not expected here.
  assert.equal(report.agree, 5);
});

test('API: a kind marked removed must be absent from the Go types; it is then a note, not a difference', () => {
  const mgmt = parseGoFile(
    'pkg/apis/management/v1/runner.go',
    `package v1

type Runner struct {
	Spec RunnerSpec \`json:"spec,omitempty"\`
}

type RunnerSpec struct {
	Unusable bool \`json:"unusable,omitempty"\`
}
`,
    'example.com/api',
  );
  const withRunner: ApiTypes = { structs: new Map(structs(mgmt).map((s) => [`${s.file.dir}.${s.name}`, s])), managementDir: 'pkg/apis/management/v1' };
  const without: ApiTypes = { structs: new Map(), managementDir: 'pkg/apis/management/v1' };
  const data = (removed?: string) =>
    ({ version: '1', resources: [{ kind: 'Runner', removed, spec: [{ name: 'unusable' }], status: [] }] }) as unknown as ApiData;
  assert.deepEqual(
    compareApi(without, data()).diffs.map((d) => `${d.kind} ${d.subject}`),
    ['extra Runner'],
  );
  const gone = compareApi(without, data('use spec.target'));
  assert.deepEqual(gone.diffs, []);
  assert.ok(gone.notes.some((n) => n.startsWith('Runner: kept as a removal note')));
  assert.deepEqual(
    compareApi(withRunner, data('use spec.target')).diffs.map((d) => `${d.kind} ${d.subject}`),
    ['wrong Runner'],
  );
  assert.equal(compareApi(withRunner, data()).agree, 1);
});

test('API: types from another module are followed when its checkout is given, and only noted otherwise', () => {
  const tmp = tempDir('api-facts');
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
    fs.writeFileSync(path.join(tmp, file), text);
  };
  write('api/go.mod', 'module example.com/api\n');
  write(
    'api/pkg/apis/management/v1/app.go',
    `package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	clusterv1 "example.com/agent/pkg/apis/cluster/v1"
)

type App struct {
	metav1.TypeMeta \`json:",inline"\`
	Spec AppSpec \`json:"spec,omitempty"\`
}

type AppSpec struct {
	Chart clusterv1.Chart \`json:"chart,omitempty"\`
}
`,
  );
  write('agent/go.mod', 'module example.com/agent\n');
  write(
    'agent/pkg/apis/cluster/v1/chart.go',
    `package v1

type Chart struct {
	Name string \`json:"name,omitempty"\`
	PasswordRef *SecretRef \`json:"passwordRef,omitempty"\`
}

type SecretRef struct {
	Key string \`json:"key,omitempty"\`
}
`,
  );
  const data = {
    version: '1',
    resources: [{ kind: 'App', spec: [{ name: 'chart', fields: [{ name: 'name' }, { name: 'username' }] }], status: [] }],
  } as unknown as ApiData;
  const alone = compareApi(readApiTypes(path.join(tmp, 'api')), data);
  assert.deepEqual(alone.diffs, []);
  assert.deepEqual(alone.notes, ['App spec.chart.name: below a type from another module', 'App spec.chart.username: below a type from another module']);
  const both = compareApi(readApiTypes(path.join(tmp, 'api'), [path.join(tmp, 'agent')]), data);
  assert.deepEqual(both.diffs.map((d) => `${d.kind} ${d.subject}`).sort(), [
    'extra App spec.chart.username',
    'missing App spec.chart.passwordRef',
    'missing App spec.chart.passwordRef.key',
  ]);
});
