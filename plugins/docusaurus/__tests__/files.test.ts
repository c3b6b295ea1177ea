import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { ENGINE_MODULES } from '../../../components/engine-modules';
import { DOCUSAURUS_FILES } from '../files';
import { DOCUSAURUS_MODULES } from '../site-components/docusaurus-modules';

test('every Docusaurus module the engine answers has a file, and every file named exists', () => {
  assert.deepEqual(Object.keys(DOCUSAURUS_FILES.docusaurus).sort(), Object.keys(DOCUSAURUS_MODULES).sort());
  for (const file of [ENGINE_MODULES.render, DOCUSAURUS_FILES.slotChildren, ...Object.values(DOCUSAURUS_FILES.docusaurus)])
    assert.ok(fs.existsSync(file), file);
});
