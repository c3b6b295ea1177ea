/**
 * Whether a file's bytes are UTF-8, as pages, partials and data files must be (Docusaurus' loaders
 * read them so). Node's 'utf8' decoding turns a byte that is not UTF-8 into U+FFFD without a word;
 * this names the first such byte instead. A byte order mark is UTF-8, and is accepted.
 */
import { isUtf8 } from 'node:buffer';

/** Offset of the first byte that does not start a valid UTF-8 sequence (RFC 3629), -1 when all do. */
export function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const more = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (more < 0 || i + more >= bytes.length) return i;
    for (let k = 1; k <= more; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    // Overlong forms, surrogates and code points above U+10FFFF.
    const next = bytes[i + 1];
    if ((b === 0xe0 && next < 0xa0) || (b === 0xed && next > 0x9f) || (b === 0xf0 && next < 0x90) || (b === 0xf4 && next > 0x8f)) return i;
    i += more + 1;
  }
  return -1;
}

/**
 * Where bytes that are not UTF-8 go wrong: the line of the first bad byte, and what is wrong — what
 * to do; undefined when they are UTF-8.
 */
export function utf8Problem(bytes: Uint8Array): { line: number; message: string } | undefined {
  if (isUtf8(bytes)) return undefined;
  const at = Math.max(0, firstInvalidByte(bytes));
  // (lastIndexOf from -1 would search from the end.)
  const lineStart = at > 0 ? bytes.lastIndexOf(0x0a, at - 1) + 1 : 0;
  const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
  // Columns in characters, as an editor counts them (the bytes before `at` are UTF-8).
  const column = [...new TextDecoder().decode(bytes.subarray(lineStart, at))].length + 1;
  const hex = bytes[at].toString(16).padStart(2, '0');
  return { line, message: `the file is not UTF-8 (byte 0x${hex} at line ${line}, column ${column}) — save it as UTF-8` };
}
