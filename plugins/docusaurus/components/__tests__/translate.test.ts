import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement, Fragment } from 'react';
import Translate, { translate } from '../Translate';
import { LocaleMessagesProvider, ThemeText } from '../../../../components/layout/locale-messages';

const fr = {
  name: 'fr',
  path: 'fr',
  messages: { 'home.title': 'Bienvenue', 'Read {count} pages': 'Lisez {count} pages', 'theme.common.editThisPage': 'Modifier cette page' },
};

/** Rendered in a page of the locale, or (no locale) of the default locale. */
const render = (node: ReturnType<typeof createElement>, locale?: typeof fr) =>
  renderToStaticMarkup(locale ? createElement(LocaleMessagesProvider, { locale, children: node }) : node);

test("<Translate> and translate() give the locale's code.json message, by id or (without one) by the default message", () => {
  const page = () =>
    createElement(
      Fragment,
      null,
      createElement(Translate, { id: 'home.title' }, 'Welcome'),
      '|',
      createElement(Translate, { values: { count: 3 } }, 'Read {count} pages'),
      '|',
      translate({ id: 'missing.id', message: 'Untranslated' }),
      '|',
      translate({ message: 'Read {count} pages' }, { count: 2 }),
    );
  const Page = () => page();
  assert.equal(render(createElement(Page), fr), 'Bienvenue|Lisez 3 pages|Untranslated|Lisez 2 pages');
  assert.equal(render(createElement(Page)), 'Welcome|Read 3 pages|Untranslated|Read 2 pages', 'the default locale: the text as written');
});

test("the theme's strings take the locale's message by their Docusaurus id", () => {
  const edit = createElement(ThemeText, { id: 'theme.common.editThisPage', children: 'Edit this page' });
  assert.equal(render(edit, fr), 'Modifier cette page');
  assert.equal(render(edit), 'Edit this page');
  assert.equal(render(createElement(ThemeText, { id: 'theme.docs.paginator.next', children: 'Next' }), fr), 'Next');
});

test('translate() outside a render (a module of the site calls it as it loads) gives the message, and React logs nothing', () => {
  const logged: unknown[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => void logged.push(args);
  try {
    assert.equal(translate({ id: 'module.level', message: 'At load' }), 'At load');
  } finally {
    console.error = error;
  }
  assert.deepEqual(logged, []);
});
