import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withHtmlLocale } from '../../lib/pipeline/locale-html';

test("a locale's page gets its <html lang dir>, and nothing else changes", () => {
  const page = '<!DOCTYPE html><html lang="en" dir="ltr" data-theme="light"><head></head><body lang="en"></body></html>';
  assert.equal(withHtmlLocale(page, { htmlLang: 'ar', direction: 'rtl' }), page.replace('lang="en" dir="ltr"', 'lang="ar" dir="rtl"'));
  assert.equal(withHtmlLocale('<html><body></body></html>', { htmlLang: 'ar', direction: 'rtl' }), undefined);
});
