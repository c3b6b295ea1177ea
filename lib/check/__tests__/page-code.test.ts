/** What page code may use (lib/check/page-code.ts): what real sites write passes, every way to the build machine is refused. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseForCheck } from '../../mdx/parser';
import { pageCodeProblems } from '../page-code';
import { programsOf } from '../../mdx/expressions';

/** The problems of a page's text (parsed as the check parses it, before the remark stage). */
function problemsOf(text: string): string[] {
  return pageCodeProblems(programsOf(parseForCheck(text)), () => text).map((p) => `${p.line}:${p.column}: ${p.message}`);
}

const ACCEPTED: string[] = [
  // From loft-sh/vcluster-docs and Docusaurus sites.
  '{props.name === "virtual cluster" ? "Virtual Clusters" : "Namespaces"}',
  '{props.showExtraResource && (<> and {props.extraResource} </>)}',
  '<Tabs values={[{label: "kubectl", value: "kubectl"}, {label: "curl", value: "curl"}]} />',
  '<div style={{margin: "0.25rem 0 0 0", fontSize: "0.9rem"}}>x</div>',
  '{`sync:\n  toHost:\n    ${props.resource}:\n      enabled: true`}',
  'export const HostClusterCompat = ({ distro }) => (\n  <>\n    Run vCluster using {distro}.\n  </>\n);\n\n<HostClusterCompat distro="k3s" />',
  [
    'export const glossaryData = { pod: { term: "Pod", related: ["node"] }, node: { term: "Node", related: [] } };',
    '',
    '{Object.entries(glossaryData)',
    '  .filter(([key, entry]) => Array.isArray(entry.related) ? entry.related.includes("pod") : false)',
    '  .sort((a, b) => a[1].term.localeCompare(b[1].term))',
    '  .map(([key, entry]) => (',
    '    <div key={key} id={key}>{entry.related.map((term, index) => <span key={term}>{index > 0 && ", "}{glossaryData[term]?.term || term}</span>)}</div>',
    '  ))}',
  ].join('\n'),
  // Plain JavaScript.
  '{new RegExp("a+").test("aa")} {/b/.test("b")} {new Error("x").message}',
  '{new Date().getFullYear()} {Math.max(1, 2)} {JSON.stringify({a: 1}, null, 2)} {Number("3").toFixed(1)} {String(1).padStart(3, "0")}',
  '{["a", "b"].map((x, i) => `${i}:${x.toUpperCase()}`).join(", ")}',
  '{new Intl.NumberFormat("en").format(1234)} {Object.keys({a: 1}).length} {Array.from({length: 3}, (_, i) => i * 2)}',
  'export const items = ["a", "b", "c"];\n\n{items[items.length - 1]} {items[0]} {items[+"1"]} {items.at(-1)} {items["length"]}',
  'export function twice(n) { let out = 0; for (let i = 0; i < 2; i++) out += n; return out; }\n\n{twice(2)}',
  'export class Counter { constructor(start) { this.n = start; } next() { return ++this.n; } }\n\n{new Counter(1).next()}',
  '{typeof window === "undefined" ? "server" : "browser"}',
  '{buildEnv.RELEASE ?? "dev"} {buildEnv["RELEASE"]} {Object.keys(buildEnv).map((name) => buildEnv[name])}',
  'export const page = { title: "x" };\n\n{page.title}',
];

for (const text of ACCEPTED)
  test(`page code: accepted: ${text.split('\n')[0].slice(0, 70)}`, () => {
    assert.deepEqual(problemsOf(`${text}\n`), []);
  });

/** Page text → the message every problem must hold, and at least one problem at this line:column. */
const REFUSED: [string, RegExp, string][] = [
  ['{process.env.HOME}', /cannot use "process"/, '1:2'],
  ['export const cwd = process.cwd();', /cannot use "process"/, '1:20'],
  ['{process.getBuiltinModule("fs").readFileSync("/etc/passwd", "utf8")}', /cannot use "process"/, '1:2'],
  ['{require("fs").readFileSync("x")}', /cannot use "require"/, '1:2'],
  ['{module.children}', /cannot use "module"/, '1:2'],
  ['{globalThis.process.env}', /cannot use "globalThis"/, '1:2'],
  ['{global.process}', /cannot use "global"/, '1:2'],
  ['{Function("return process")()}', /cannot use "Function"/, '1:2'],
  ['{eval("1 + 1")}', /cannot use "eval"/, '1:2'],
  ['{(0, eval)("process")}', /cannot use "eval"/, '1:6'],
  ['{import("node:fs")}', /cannot use import\(\)/, '1:2'],
  ['export const here = import.meta.url;', /cannot use import\.meta/, '1:21'],
  ['{"".constructor.constructor("return process")()}', /cannot read "\.constructor"/, '1:5'],
  ['{[].constructor.constructor("return process")()}', /cannot read "\.constructor"/, '1:5'],
  ['{Object.constructor("return this")()}', /cannot read "\.constructor"/, '1:9'],
  ['{(() => 1).constructor}', /cannot read "\.constructor"/, '1:12'],
  ['{({}).__proto__}', /cannot read "\.__proto__"/, '1:7'],
  ['{Object.getPrototypeOf(() => 1)}', /cannot read "\.getPrototypeOf"/, '1:9'],
  ['{Object.getOwnPropertyDescriptor(Object, "x")}', /cannot read "\.getOwnPropertyDescriptor"/, '1:9'],
  ['{Array.prototype.map}', /cannot read "\.prototype"/, '1:8'],
  ['{Reflect.get({}, "x")}', /cannot use "Reflect"/, '1:2'],
  ['{new Proxy({}, {})}', /cannot use "Proxy"/, '1:6'],
  ['{[]["constructor"]}', /cannot read "\.constructor"/, '1:5'],
  ['{[][`constructor`]}', /cannot read "\.constructor"/, '1:5'],
  ['{[]["constr" + "uctor"]["constr" + "uctor"]("return process")()}', /computed key/, '1:5'],
  ['export const k = "constr" + "uctor";\n\n{[][k][k]("return process")()}', /computed key/, '3:5'],
  ['{[]?.[String.fromCharCode(99)]}', /computed key/, '1:7'],
  ['export const data = {a: {b: 1}};\n\n{data[props.k][props.j]}', /computed key/, '3:7'],
  ['export const data = {a: 1};\n\n{(() => { data[props.k].polluted = 1; })()}', /write through a computed key/, '3:11'],
  ['export const data = {a: 1};\n\n{Object.assign(data[props.k], {x: 1})}', /computed key/, '3:21'],
  ['export const data = {a: 1};\n\n{data[props.k].valueOf().polluted}', /computed key/, '3:7'],
  ['export const data = {a: 1};\n\n{data[props.k]?.push?.(1)}', /computed key/, '3:7'],
  ['{new Error("x").stack}', /cannot read "\.stack"/, '1:17'],
  ['{RegExp.input} {RegExp.$1} {RegExp["$&"]}', /can only call or construct "RegExp"/, '1:2'],
  ['{Error.stackTraceLimit}', /can only call or construct "Error"/, '1:2'],
  ['{new ((() => 1).constructor)("return 1")}', /cannot read "\.constructor"/, '1:17'],
  ['{Function`return process`}', /cannot use "Function"/, '1:2'],
  ['{(() => { const { constructor: c } = ""; return c; })()}', /cannot read "\.constructor"/, '1:19'],
  ['{(() => { const { ["constr" + "uctor"]: c } = ""; return c; })()}', /computed key/, '1:20'],
  ['{(function () { return arguments; })()}', /"arguments" is not available/, '1:24'],
  ['{(() => 1).caller}', /cannot read "\.caller"/, '1:12'],
  ['{(() => { Error.prepareStackTrace = (e, s) => s; return new Error().stack; })()}', /prepareStackTrace/, '1:17'],
  ['{(() => { Math.max = () => 0; })()}', /cannot change "Math"/, '1:11'],
  ['{(() => { JSON = {}; })()}', /cannot change "JSON"/, '1:11'],
  ['{Object.assign(Number, { isInteger: () => true })}', /"Number" can only be called or read from/, '1:16'],
  ['{[JSON].length}', /"JSON" can only be called or read from/, '1:3'],
  ['{fetch("https://example.com")}', /cannot use "fetch"/, '1:2'],
  ['{setTimeout(() => 1, 0)}', /cannot use "setTimeout"/, '1:2'],
  ['{Buffer.from("x")}', /cannot use "Buffer"/, '1:2'],
  ['{Array.fromAsync([])}', /cannot read "\.fromAsync"/, '1:8'],
  ['{(async () => 1)()}', /cannot use async functions/, '1:3'],
  ['export const X = () => <process.mainModule />;', /cannot use "process"/, '1:25'],
  ['export const x = undefinedThing;', /"undefinedThing" is not defined/, '1:18'],
  ['export const x = _jsx;', /"_jsx" is not defined/, '1:18'],
];

for (const [text, message, at] of REFUSED)
  test(`page code: refused: ${text.split('\n').at(-1)!.slice(0, 70)}`, () => {
    const found = problemsOf(`${text}\n`);
    assert.ok(found.length > 0, 'refused');
    assert.ok(
      found.every((p) => / — /.test(p)),
      `each says what to do: ${found.join('\n')}`,
    );
    assert.ok(
      found.some((p) => p.startsWith(`${at}: `) && message.test(p)),
      `${at}: ${message} in:\n${found.join('\n')}`,
    );
  });
