import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { Children, createContext, createElement, forwardRef, memo, type ReactElement, type ReactNode } from 'react';
import { unslotChildren, withSlotChildren } from '../flight-children';

const item = (value: string, key: string | null = 'k') => createElement('li', key === null ? { 'data-value': value } : { key, 'data-value': value });

test("children the server's payload put in one-element slots are their elements again; anything else is left as it is", () => {
  const a = item('a');
  const b = item('b');
  assert.deepEqual(unslotChildren([[a], [b]] as unknown as ReactNode), [a, b]);
  assert.equal(unslotChildren([a] as unknown as ReactNode), a, 'a single child in a slot');
  const plain = [item('a', null), item('b', null)];
  assert.equal(unslotChildren(plain), plain, 'untouched: the same array');
  const list = [[item('a'), item('b')], item('c')];
  assert.equal(unslotChildren(list as unknown as ReactNode), list, 'a list of several stays a list');
  assert.equal(unslotChildren('text'), 'text');
  assert.deepEqual(unslotChildren([[item('x', null)]] as unknown as ReactNode), [[item('x', null)]], 'an unkeyed element in an array was written so');
});

test('a site component reads children as written (the swizzled-Tabs idiom), through function, memo and forwardRef components', () => {
  const Values = ({ children }: { children?: ReactNode }) => {
    const tabs = (Array.isArray(children) ? children : [children]) as ReactElement<{ 'data-value': string }>[];
    return createElement('p', null, tabs.map((t) => t.props['data-value']).join(','));
  };
  const slotted = [[item('a')], [item('b')]] as unknown as ReactNode;
  for (const C of [Values, memo(Values), forwardRef((p: { children?: ReactNode }, _ref) => Values(p))]) {
    const Wrapped = withSlotChildren(C);
    assert.equal(renderToStaticMarkup(createElement(Wrapped, null, slotted)), '<p>a,b</p>');
  }
  assert.throws(() => renderToStaticMarkup(createElement(Values, null, slotted)), 'unwrapped, the idiom fails');
  // Data and contexts are not components: returned as they are.
  const data = { a: 1 };
  const context = createContext(0);
  assert.equal(withSlotChildren(data), data);
  assert.equal(withSlotChildren(context), context);
});

test('children sent as lazy references (a long payload) are their elements', () => {
  const lazy = (value: unknown) => ({ $$typeof: Symbol.for('react.lazy'), _payload: value, _init: (v: unknown) => v });
  const a = item('a', null);
  const b = item('b');
  assert.deepEqual(unslotChildren([a, lazy(b), lazy([b])] as unknown as ReactNode), [a, b, b]);
  assert.equal(unslotChildren(lazy(a) as unknown as ReactNode), a);
});

test("a parent that checks its children's type (`child.type !== Tab`) meets the very function its module exports, not the registry's wrapper", () => {
  const Tab = ({ title, children }: { title: string; children?: ReactNode }) => createElement('section', { title }, children);
  const Tabs = ({ children }: { children?: ReactNode }) => {
    const tabs = Children.toArray(children) as ReactElement<{ title: string }>[];
    if (tabs.some((t) => t.type !== Tab)) throw new Error('Tabs accepts only <Tab> children');
    return createElement('div', null, tabs);
  };
  // The registry exports wrappers; the page's elements are of those (a client reference, resolved).
  const [WrappedTabs, WrappedTab] = [withSlotChildren(Tabs), withSlotChildren(Tab)];
  const lazyType = { $$typeof: Symbol.for('react.lazy'), _payload: WrappedTab, _init: (v: unknown) => v } as unknown as typeof WrappedTab;
  const page = createElement(WrappedTabs, null, [
    [createElement(WrappedTab, { key: 'a', title: 'A' }, [[item('x')]])],
    createElement(lazyType, { key: 'b', title: 'B' }, 'b'),
  ] as unknown as ReactNode);
  assert.equal(renderToStaticMarkup(page), '<div><section title="A"><li data-value="x"></li></section><section title="B">b</section></div>');
  assert.throws(() => renderToStaticMarkup(createElement(Tabs, null, createElement(WrappedTab, { title: 'A' }))), /only <Tab>/);
});
