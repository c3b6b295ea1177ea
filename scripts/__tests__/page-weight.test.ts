import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from '../bench/page-weight';
import { tempDir } from '../../test/temp-dir';

test("first-load JS counts the page's own scripts; one of another origin (a config's head script) is not in out/", () => {
  const out = tempDir('page-weight');
  fs.mkdirSync(path.join(out, 'guide', '_next'), { recursive: true });
  fs.mkdirSync(path.join(out, '_next'), { recursive: true });
  fs.writeFileSync(path.join(out, '_next', 'a.js'), 'console.log("Copy code");\n');
  fs.writeFileSync(
    path.join(out, 'guide', 'index.html'),
    '<html><head><script src="/_next/a.js" async=""></script><script src="https://buttons.github.io/buttons.js"></script><script src="//cdn.example.com/x.js"></script></head></html>',
  );
  const weight = firstLoadJs(out, 'guide');
  assert.equal(weight.chunks, 1);
  assert.ok(weight.own > 0 && weight.own === weight.total);
});
