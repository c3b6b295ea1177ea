import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'mdast';
import { parseForCheck } from '../../mdx/parser';
import { tabsProblems } from '../tabs';

const problems = (mdx: string) => tabsProblems(parseForCheck(mdx) as Root, 'page.mdx').map((p) => `${p.line}:${p.column}: ${p.message}`);

test('tabs as Docusaurus accepts them pass', () => {
  for (const mdx of [
    '<Tabs>\n  <TabItem value="a" label="A" default>\n    A text.\n  </TabItem>\n  <TabItem value="b">\n    B text.\n  </TabItem>\n</Tabs>\n',
    '<Tabs groupId="os" queryString defaultValue="mac">\n<TabItem value="linux">L</TabItem>\n<TabItem value="mac">M</TabItem>\n</Tabs>\n',
    '<Tabs defaultValue="b" values={[{label: "A", value: "a"}, {label: "B", value: "b"}]}>\n<TabItem value="a">A</TabItem>\n<TabItem value="b">B</TabItem>\n</Tabs>\n',
    '<Tabs queryString="tab">\n<TabItem value={1}>one</TabItem>\n<TabItem value="1">the string</TabItem>\n</Tabs>\n',
    '<Tabs defaultValue={null}>\n{/* a comment */}\n<TabItem value="a">A</TabItem><TabItem value="b">B</TabItem>\n</Tabs>\n',
    // What only rendering knows is left alone: computed values, spread props, values from data.
    '<Tabs defaultValue="x">\n<TabItem value={name}>A</TabItem>\n<TabItem value="b">B</TabItem>\n</Tabs>\n',
    '<Tabs>\n<TabItem {...props}>A</TabItem>\n</Tabs>\n',
    '<Tabs values={tabs} defaultValue="z">\n<TabItem value="a">A</TabItem>\n</Tabs>\n',
    '<Tabs>\n<MyTab value="a">A</MyTab>\n</Tabs>\n',
  ])
    assert.deepEqual(problems(mdx), [], mdx);
});

test('tabs-duplicate-value: the second tab with a value is reported, at its <TabItem>', () => {
  assert.deepEqual(problems('<Tabs>\n  <TabItem value="a">A</TabItem>\n  <TabItem value="b">B</TabItem>\n  <TabItem value="a">again</TabItem>\n</Tabs>\n'), [
    '4:3: <Tabs> has two tabs with the value "a" (also at line 2), and both would be selected (every value must be unique) — give each <TabItem> of a <Tabs> its own "value"',
  ]);
  assert.deepEqual(problems('<Tabs values={[{label: "A", value: "a"}, {label: "A2", value: "a"}]}>\n<TabItem value="a">A</TabItem>\n</Tabs>\n'), [
    '1:1: <Tabs values={…}> lists the value "a" twice (every value must be unique) — give each tab its own "value"',
  ]);
});

test('tabs-default-value: a defaultValue no tab has, at the <Tabs>', () => {
  assert.deepEqual(problems('Text.\n\n<Tabs defaultValue="windows">\n<TabItem value="linux">L</TabItem>\n<TabItem value="mac">M</TabItem>\n</Tabs>\n'), [
    '3:1: <Tabs defaultValue="windows"> names no tab of this <Tabs>, so no panel would show — use one of its values ("linux", "mac"), or remove defaultValue to show the first tab (or the <TabItem default>)',
  ]);
  assert.equal(problems('<Tabs defaultValue={2}>\n<TabItem value="2">two</TabItem>\n</Tabs>\n').length, 1, '2 is not "2", as Docusaurus compares');
});

test('tabs-text-child and other children that are not tabs, at the child', () => {
  assert.deepEqual(problems('<Tabs>\n  Pick one:\n\n  <TabItem value="a">A</TabItem>\n  <div>stray</div>\n  ## Heading\n</Tabs>\n'), [
    '2:3: text directly inside <Tabs> is not shown (every child of <Tabs> must be a <TabItem>) — put it inside a <TabItem value="…">, or move it out of the <Tabs>',
    '5:3: <div> directly inside <Tabs> is not shown (every child of <Tabs> must be a <TabItem>) — put it inside a <TabItem value="…">, or move it out of the <Tabs>',
    '6:3: a heading directly inside <Tabs> is not shown (every child of <Tabs> must be a <TabItem>) — put it inside a <TabItem value="…">, or move it out of the <Tabs>',
  ]);
  assert.deepEqual(problems('<Tabs><TabItem value="a">A</TabItem> and text</Tabs>\n'), [
    '1:37: text directly inside <Tabs> is not shown (every child of <Tabs> must be a <TabItem>) — put it inside a <TabItem value="…">, or move it out of the <Tabs>',
  ]);
});

test('tabitem-no-value: a <TabItem> without value, at the <TabItem> (a label is not a value, as in Docusaurus)', () => {
  assert.deepEqual(problems('<Tabs>\n<TabItem value="a">A</TabItem>\n<TabItem label="B">B</TabItem>\n</Tabs>\n'), [
    '3:1: <TabItem> has no "value", so its tab and content are not shown (every <TabItem> needs a unique "value") — add value="…" (label="…" sets the text of its tab)',
  ]);
});

test('an empty <Tabs>, and queryString without groupId', () => {
  assert.deepEqual(problems('<Tabs>\n</Tabs>\n'), [
    '1:1: <Tabs> has no <TabItem>, so it shows nothing (it needs at least one) — add a <TabItem value="…">, or remove the <Tabs>',
  ]);
  assert.deepEqual(problems('<Tabs queryString>\n<TabItem value="a">A</TabItem>\n</Tabs>\n'), [
    '1:1: <Tabs queryString> needs a groupId, the name of its search parameter — add groupId="…", or name the parameter: queryString="…"',
  ]);
});
