/**
 * Directive names as Docusaurus 3 reads them: its mdx-loader parses with remark-directive 3
 * (micromark-extension-directive 3), where a name starts with an ASCII letter and goes on with ASCII
 * letters, digits, `-` and `_`. remark-directive 4 takes any letter or digit, so the `:2026` of
 * "ASI01:2026" or the `:30` of "12:30" would be directives here and text in Docusaurus, and a
 * heading's id would lose them. Such nodes are given back as text right after the parse, before any
 * other plugin sees them.
 */
import type { Root } from 'mdast';
import { directivesAsText } from './remark-unused-directives';

const DIRECTIVE_NAME = /^[A-Za-z](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

export default function remarkDirectiveNames() {
  return (tree: Root) => directivesAsText(tree, (d) => DIRECTIVE_NAME.test(d.name));
}
