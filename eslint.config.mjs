import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nextPlugin from '@next/eslint-plugin-next';
import boundaries from './eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      // Docusaurus sites written as their authors write them (CommonJS configs, JSX without types).
      'test/fixtures/docusaurus-*/',
      'node_modules/',
      '.next/',
      'out/',
      'out.previous/',
      'out.previous.*/',
      '.docs-cache/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      '.generated/',
      'shots/',
      'out.next/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Browser and shared code never pulls in Node code (eslint/boundaries.mjs).
      'boundaries/runtime-boundaries': 'error',
    },
  },
  // Pages navigate as plain documents: the build drops the payload files next/link prefetches (lib/pipeline/payload-files.ts).
  {
    files: ['app/**', 'components/**', 'plugins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use SmartLink (components/layout/SmartLink.tsx): next/link prefetches payload files the export drops.' }] },
      ],
    },
  },
  // Tests run in Node whatever they test.
  { files: ['**/__tests__/**'], rules: { 'boundaries/runtime-boundaries': 'off' } },
);
