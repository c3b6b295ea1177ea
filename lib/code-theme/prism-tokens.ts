/**
 * Prism's token types for shiki's TextMate scopes. A site with a prism theme (site.config.json
 * `prism`) gets code whose tokens carry prism's classes (`token keyword`), as Docusaurus' code
 * blocks do, so that the theme's colours (plugins/docusaurus/site-styles/prism-css.ts) and the site's own CSS for
 * `.token.*` apply. Shiki does the tokenising; a bridge theme gives each group of scopes a
 * placeholder colour that colorClassTransformer turns into the group's classes.
 */
import type { ThemeRegistration } from 'shiki';

/** [prism classes, TextMate scopes]; the deepest matching scope wins, as in any TextMate theme. */
const GROUPS: [string, string[]][] = [
  ['comment', ['comment', 'punctuation.definition.comment', 'string.comment']],
  ['string', ['string', 'punctuation.definition.string', 'string.quoted']],
  ['regex', ['string.regexp']],
  ['url', ['markup.underline.link', 'string.other.link']],
  ['char', ['constant.character', 'constant.character.escape']],
  ['number', ['constant.numeric', 'keyword.other.unit']],
  ['boolean', ['constant.language.boolean', 'constant.language']],
  ['constant', ['constant', 'support.constant', 'variable.other.enummember']],
  ['keyword', ['keyword', 'storage', 'storage.type', 'storage.modifier', 'keyword.control', 'variable.language']],
  ['operator', ['keyword.operator', 'punctuation.accessor', 'keyword.operator.assignment']],
  ['punctuation', ['punctuation', 'meta.brace', 'punctuation.definition.tag', 'punctuation.separator', 'punctuation.terminator']],
  ['function', ['entity.name.function', 'support.function', 'entity.name.command', 'meta.function-call.generic']],
  ['builtin class-name', ['support.function.builtin', 'support.type.builtin', 'support.type.primitive']],
  ['class-name', ['entity.name.type', 'entity.name.class', 'support.class', 'entity.other.inherited-class', 'entity.name.type.class']],
  [
    'variable',
    [
      'variable.other.normal',
      'variable.other.bracket',
      'variable.other.special',
      'variable.other.positional',
      'variable.other.php',
      'punctuation.definition.variable',
    ],
  ],
  ['parameter', ['variable.parameter']],
  [
    'property',
    [
      'support.type.property-name',
      'variable.other.property',
      'variable.other.object.property',
      'meta.object-literal.key',
      'entity.name.tag.toml',
      'support.type.property-name.json',
    ],
  ],
  ['key atrule', ['entity.name.tag.yaml']],
  ['tag', ['entity.name.tag', 'meta.tag.sgml']],
  ['attr-name', ['entity.other.attribute-name', 'entity.other.attribute-name.html']],
  [
    'selector',
    ['entity.other.attribute-name.class.css', 'entity.other.attribute-name.id.css', 'entity.name.tag.css', 'entity.other.attribute-name.pseudo-class.css'],
  ],
  ['atrule', ['keyword.control.at-rule', 'entity.name.section']],
  ['namespace', ['entity.name.namespace', 'entity.name.package', 'entity.name.scope-resolution']],
  ['entity', ['constant.character.entity']],
  ['doctype', ['meta.tag.metadata.doctype']],
  ['symbol', ['constant.other.symbol']],
  ['important', ['keyword.other.important', 'storage.modifier.important']],
  ['title important', ['markup.heading', 'entity.name.section.markdown']],
  ['bold', ['markup.bold']],
  ['italic', ['markup.italic']],
  ['inserted', ['markup.inserted']],
  ['deleted', ['markup.deleted']],
  ['changed', ['markup.changed']],
  ['coord', ['meta.diff.range', 'meta.diff.header']],
  // Prism leaves these plain: unquoted YAML values, shell options, ordinary identifiers.
  [
    '',
    [
      'string.unquoted.plain',
      'string.unquoted.argument',
      'constant.other.option',
      'variable.other.constant',
      'variable.other.readwrite',
      'variable.other.object',
    ],
  ],
];

/** Every prism type some group uses: the theme CSS styles these and no others. */
export const PRISM_TYPES = [...new Set(GROUPS.flatMap(([classes]) => classes.split(' ').filter(Boolean)))];

const PLAIN = '#010101';
const placeholder = (i: number) => `#02${(i + 1).toString(16).padStart(4, '0')}`;

/** Placeholder colour → the token's classes ("token keyword"); plain text gets none. */
export const PRISM_CLASSES = new Map<string, string>(GROUPS.map(([classes], i) => [placeholder(i), classes ? `token ${classes}` : '']));
PRISM_CLASSES.set(PLAIN, '');

export const PRISM_BRIDGE_THEME: ThemeRegistration = {
  name: 'docs-prism-bridge',
  type: 'light',
  fg: PLAIN,
  bg: '#ffffff',
  settings: [{ settings: { foreground: PLAIN } }, ...GROUPS.map(([, scope], i) => ({ scope, settings: { foreground: placeholder(i) } }))],
};
