/** Whether a value read from a config file is a plain object (not null, not a list): the config checks' one test for it. */
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
