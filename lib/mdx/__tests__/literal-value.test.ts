/** lib/mdx/literal-value.ts: where it gives a value, JavaScript gives the same; where JavaScript would run code or JSON could not keep the value, it gives none. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Expression, Program } from 'estree';
import { EMPTY, literalValue, programValue } from '../literal-value';

/** The estree MDX gives `{source}` (remark-mdx parses expressions with acorn). */
const program = (source: string) =>
  (unified().use(remarkParse).use(remarkMdx).parse(`{${source}}`) as { children: { data?: { estree?: Program } }[] }).children[0].data?.estree as Program;
const expression = (source: string) => (program(source).body[0] as { expression: Expression }).expression;

test('data written out has the value JavaScript gives it', () => {
  const sources = [
    '"a"',
    "'b'",
    '5',
    '-5',
    '+"3"',
    '!0',
    '!"x"',
    'true',
    'null',
    'undefined',
    '`t`',
    '1.5e3',
    '0x10',
    '[1, "two", [3], { four: 4 }]',
    '{ a: 1, "b-c": [true, null], 3: "three", a: 2 }',
    '{}',
    '[]',
    '"" || "fallback"',
    '"x" || y',
    '0 && z',
    'null ?? "n"',
    '0 ?? "n"',
    'undefined && (1)',
    'true ? "yes" : no',
    'false ? no : [1]',
  ];
  for (const source of sources) {
    const got = literalValue(expression(source));
    assert.ok(got, source);
    assert.deepEqual(got.value, new Function(`return (${source})`)(), source);
  }
});

test('anything that runs code, or that JSON cannot keep, has no literal value', () => {
  for (const source of [
    'x',
    'a.b',
    'f()',
    '1 + 1',
    '`a${b}`',
    '[...a]',
    '{ ...a }',
    '{ [k]: 1 }',
    '{ k }',
    '{ m() {} }',
    '{ get g() { return 1 } }',
    '{ __proto__: [] }',
    '/re/',
    '10n',
    'NaN',
    '-Infinity',
    '1 / 0',
    '[undefined]',
    '{ a: undefined }',
    '[1, , 2]',
    '"x" && y',
    'null ?? y',
    '() => 1',
    'typeof x',
    'void 0',
    '~1',
  ])
    assert.equal(literalValue(expression(source)), undefined, source);
});

test('a program: a comment alone is empty, one expression statement has its value, anything else none', () => {
  assert.equal(programValue(program('/* note */')), EMPTY);
  assert.deepEqual(programValue(program('"s"')), { value: 's' });
  // (Programs MDX does not write, built by hand: two statements, a declaration.)
  const statement = program('1').body[0];
  assert.equal(programValue({ type: 'Program', sourceType: 'module', body: [statement, statement] }), undefined);
  assert.equal(programValue({ type: 'Program', sourceType: 'module', body: [{ type: 'VariableDeclaration', kind: 'let', declarations: [] }] }), undefined);
  assert.equal(programValue(undefined), undefined);
});
