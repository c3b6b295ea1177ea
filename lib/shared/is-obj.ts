/** Whether a value is a plain object (not null, not a list): the one test of it for config and data read from files. */
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
