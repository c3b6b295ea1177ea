import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PLACE_PARTS, partOfPlace, placeOfPart } from '../places';
import { PlaceProvider } from '../../components/place-provider';
import { useLayoutPart } from '../../components/layout-part';
import { originalPart } from '../../components/OriginalPart';
import { Footer, Navbar } from '../../components/FrameParts';

test("each of the engine's places is drawn by one Docusaurus part, which names the place again", () => {
  const parts = Object.values(PLACE_PARTS);
  assert.equal(new Set(parts).size, parts.length);
  for (const [place, part] of Object.entries(PLACE_PARTS)) assert.equal(placeOfPart(part), place);
  assert.equal(partOfPlace('back-to-top'), 'BackToTopButton');
  assert.equal(partOfPlace('sidebar-expand-strip'), 'DocRoot/Layout/Sidebar/ExpandButton');
  // (The room's own parts have no place of the engine's.)
  for (const part of ['DocSidebar', 'DocSidebarItems', 'DocSidebarItem/Category', 'CodeBlock', 'MDXComponents/Details'])
    assert.equal(placeOfPart(part), undefined, part);
});

test("a place the engine hands the theme layer is its Docusaurus part to the room's components, the frame's parts by their names, the props in the engine's order", () => {
  const Probe = () => createElement('i', null, `${useLayoutPart()?.part} ${Object.keys(useLayoutPart()?.frame ?? {}).join(',')}`);
  const props = {
    original: 'engine',
    place: 'page-frame' as const,
    set: undefined,
    versionLinks: [],
    frame: { announcement: 'A', navbar: 'N', footer: 'F' },
    children: createElement(Fragment, null, createElement(Probe), createElement(Navbar), createElement(Footer)),
  };
  assert.equal(renderToStaticMarkup(createElement(PlaceProvider, props)), '<i>Layout AnnouncementBar,Navbar,Footer</i>NF');
  // (The provider's props as the engine gave them, `place` where `part` stands: the page's payload carries them so.)
  assert.deepEqual(Object.keys((PlaceProvider(props) as ReactElement<object>).props), ['original', 'part', 'set', 'versionLinks', 'frame', 'children']);
  // `@theme-original/<part>` is the engine's own in the place of its part only.
  const Original = originalPart('Footer');
  const inPlace = (place: 'footer' | 'navbar') =>
    renderToStaticMarkup(createElement(PlaceProvider, { original: 'engine', place, versionLinks: [], children: createElement(Original) }));
  assert.equal(inPlace('footer'), 'engine');
  assert.equal(inPlace('navbar'), '');
  // A place the engine hands without a name (a doc's item, the blog's posts) has none.
  assert.equal(renderToStaticMarkup(createElement(PlaceProvider, { original: null, versionLinks: [], children: createElement(Probe) })), '<i>undefined </i>');
});
