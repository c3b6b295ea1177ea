/** The line scripts/dev-prepare.ts ends with, for scripts/dev.ts: this prefix, then its result as JSON. */
export const RESULT_PREFIX = 'dev-prepare result: ';
