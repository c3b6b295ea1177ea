import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { ENGINE_MODULES } from '../engine-modules';
import { DOCUSAURUS_MODULES } from '../../lib/site-components/docusaurus-modules';

test('every Docusaurus module the engine answers has a file, and every file named exists', () => {
  assert.deepEqual(Object.keys(ENGINE_MODULES.docusaurus).sort(), Object.keys(DOCUSAURUS_MODULES).sort());
  for (const file of [ENGINE_MODULES.render, ENGINE_MODULES.slotChildren, ...Object.values(ENGINE_MODULES.docusaurus)]) assert.ok(fs.existsSync(file), file);
});
