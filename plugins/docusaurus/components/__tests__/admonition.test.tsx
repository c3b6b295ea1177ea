import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { Admonition } from '../Admonition';

/** The container's classes, the heading's text and the icon of an admonition of `type`. */
function drawn(type: string): string {
  const html = renderToStaticMarkup(<Admonition type={type}>Body.</Admonition>);
  const classes = /^<div class="([^"]+)">/.exec(html)?.[1];
  const heading = /<\/span>([^<]*)<\/div>/.exec(html)?.[1];
  const icon = /class="icon icon-([\w-]+)"/.exec(html)?.[1];
  return `${classes} | ${heading} | ${icon}`;
}

test("theme-classic's admonition types, caution, the legacy aliases and an unknown type, as its Admonition/Types draws them", () => {
  assert.equal(drawn('note'), 'theme-admonition theme-admonition-note admonition_Layout alert alert--secondary | note | info');
  assert.equal(drawn('tip'), 'theme-admonition theme-admonition-tip admonition_Layout alert alert--success | tip | tip');
  assert.equal(drawn('info'), 'theme-admonition theme-admonition-info admonition_Layout alert alert--info | info | info');
  assert.equal(drawn('warning'), 'theme-admonition theme-admonition-warning admonition_Layout alert alert--warning | warning | warning');
  assert.equal(drawn('danger'), 'theme-admonition theme-admonition-danger admonition_Layout alert alert--danger | danger | danger');
  assert.equal(drawn('caution'), 'theme-admonition theme-admonition-caution admonition_Layout alert alert--warning | caution | warning');
  assert.equal(drawn('secondary'), 'theme-admonition theme-admonition-secondary admonition_Layout alert alert--secondary | secondary | info');
  assert.equal(drawn('important'), 'theme-admonition theme-admonition-important admonition_Layout alert alert--info | important | info');
  assert.equal(drawn('success'), 'theme-admonition theme-admonition-success admonition_Layout alert alert--success | success | tip');
  assert.equal(drawn('custom'), 'theme-admonition theme-admonition-custom admonition_Layout alert alert--info | info | info');
});

test("an admonition's default title is its type's message in the page's locale (theme.admonition.<type>); an alias keeps its own, a written title stays", () => {
  const messages = { 'theme.admonition.note': 'remarque', 'theme.admonition.info': 'info FR', 'theme.admonition.caution': 'attention' };
  const heading = (el: React.ReactElement) => /<\/span>([^<]*)<\/div>/.exec(renderToStaticMarkup(el))?.[1];
  assert.equal(
    heading(
      <Admonition type="note" messages={messages}>
        Body.
      </Admonition>,
    ),
    'remarque',
  );
  assert.equal(
    heading(
      <Admonition type="caution" messages={messages}>
        Body.
      </Admonition>,
    ),
    'attention',
  );
  assert.equal(
    heading(
      <Admonition type="custom" messages={messages}>
        Body.
      </Admonition>,
    ),
    'info FR',
  );
  assert.equal(
    heading(
      <Admonition type="secondary" messages={messages}>
        Body.
      </Admonition>,
    ),
    'secondary',
  );
  assert.equal(
    heading(
      <Admonition type="tip" messages={messages}>
        Body.
      </Admonition>,
    ),
    'tip',
  );
  assert.equal(
    heading(
      <Admonition type="note" title="Mine" messages={messages}>
        Body.
      </Admonition>,
    ),
    'Mine',
  );
});
