/** The config checks' test of a plain object (lib/shared/is-obj.ts, which the browser may load too). */
export { isObj } from '../shared/is-obj';
