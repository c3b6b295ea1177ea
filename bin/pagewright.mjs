#!/usr/bin/env node
/**
 * pagewright build | start | serve | clear, in a Docusaurus site's folder (scripts/tool/main.ts).
 * The engine is TypeScript: tsx, a dependency of the package, loads it.
 */
import { register } from 'tsx/esm/api';

register();
await import('../scripts/tool/main.ts');
