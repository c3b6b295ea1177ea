import test from 'node:test';
import assert from 'node:assert/strict';
import { importedNames, mayUseInExpression } from '../expression-names';
import { hoistsExpressions } from '../page-module';

const names = new Set(['Cards', 'cards', 'Icon', 'useRelease', 'A', 'B']);
const page = (body: string) => `---\ntitle: T {Cards}\n---\nimport Cards, { cards } from '@site/src/Cards';\n\n${body}\n`;

test('an imported name used only as a tag needs no parse; one inside braces may be hoisted', () => {
  assert.equal(mayUseInExpression(page('<Cards>\n\nText with {1 + 1}.\n\n</Cards>'), names), false);
  assert.equal(mayUseInExpression(page('<Cards items={cards} />'), names), true);
  assert.equal(mayUseInExpression(page('<Cards icon={<Icon />} />'), names), true);
  assert.equal(mayUseInExpression(page('{cond && <Icon />}'), names), true);
  assert.equal(mayUseInExpression(page('Latest: {`v${useRelease()}`}'), names), true);
  assert.equal(mayUseInExpression(page('<Cards {...cards} />'), names), true);
});

test('code, comments and import statements do not count; what the scan cannot be sure of does', () => {
  assert.equal(mayUseInExpression(page('```jsx\n<Cards items={cards} />\n```'), names), false);
  assert.equal(mayUseInExpression(page('Write `{cards}` or ``{`cards`}``.'), names), false);
  assert.equal(mayUseInExpression(page('<!-- {cards} -->'), names), false);
  assert.equal(mayUseInExpression("import {\n  A,\n  B,\n} from './ab';\n\n<A /> and <B />\n", names), false);
  // An export statement, braces that do not balance (a string holding one): parse to know.
  assert.equal(mayUseInExpression(page('export const x = 1;'), names), true);
  assert.equal(mayUseInExpression(page('{"}"} then <Cards />'), names), true);
  assert.equal(mayUseInExpression(page('\\{ escaped }'), names), true);
});

test('importedNames reads every binding of a clause; hoistsExpressions agrees with the parse', () => {
  assert.deepEqual(importedNames('Cards, { cards as list, type T }'), ['Cards', 'cards', 'list', 'T']);
  assert.equal(hoistsExpressions(page('<Cards>tag only</Cards>')), false);
  assert.equal(hoistsExpressions(page('<Cards items={cards} />')), true);
  // An import whose clause spans lines (ory/docs: `import {\n  getFlow,\n} from "./code/registration"`).
  const multiLine = `import Tabs from '@site/src/Tabs';\nimport {\n  getFlow,\n  other,\n} from "./code/registration"\n\n<Tabs items={getFlow} />\n`;
  assert.equal(hoistsExpressions(multiLine), true);
});
