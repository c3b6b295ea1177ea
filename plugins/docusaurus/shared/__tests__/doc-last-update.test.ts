import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docLastUpdate, docusaurusBefore } from '../doc-last-update';

const DEC_5_2026 = 1796514992;

test("a doc's last update takes the shape the installed docs plugin gives it: milliseconds from 3.2, before seconds and the formatted date", () => {
  assert.deepEqual(docLastUpdate(DEC_5_2026, '3.10.2', 'en'), { lastUpdatedAt: DEC_5_2026 * 1000 });
  assert.deepEqual(docLastUpdate(DEC_5_2026, null, 'en'), { lastUpdatedAt: DEC_5_2026 * 1000 }, 'no Docusaurus installed: the newest');
  assert.deepEqual(docLastUpdate(DEC_5_2026, '3.1.1', 'en'), { lastUpdatedAt: DEC_5_2026, formattedLastUpdatedAt: 'Dec 5, 2026' });
  assert.deepEqual(docLastUpdate(DEC_5_2026, '2.4.3', 'fr'), { lastUpdatedAt: DEC_5_2026, formattedLastUpdatedAt: '5 déc. 2026' });
  assert.equal(
    docLastUpdate(DEC_5_2026, '3.0.1', 'fa', 'persian').formattedLastUpdatedAt,
    new Intl.DateTimeFormat('fa', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', calendar: 'persian' }).format(
      new Date(DEC_5_2026 * 1000),
    ),
  );
  assert.deepEqual(docLastUpdate(undefined, '3.1.1', 'en'), {});
});

test('an installed version is told apart by its major and minor', () => {
  assert.equal(docusaurusBefore('3.1.1', 3, 2), true);
  assert.equal(docusaurusBefore('3.2.0', 3, 2), false);
  assert.equal(docusaurusBefore('2.4.3', 3, 2), true);
  assert.equal(docusaurusBefore('3.10.0-canary-123', 3, 2), false);
  assert.equal(docusaurusBefore(undefined, 3, 2), false);
});
