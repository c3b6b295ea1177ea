/**
 * Docusaurus' file names for generated data (@docusaurus/utils hashUtils docuHash): the string
 * kebab-cased, a dash, and the first three hex digits of its MD5; shortened where a file system
 * would refuse the name (pathUtils isNameTooLong, shortName: 255 bytes, 10 kept for an extension).
 * Content plugins name a Markdown file's metadata so (`docuHash('@site/blog/x.md') + '.json'`),
 * which their mdx-loader option metadataPath finds again.
 */
import { createHash } from 'node:crypto';
import { kebabCase } from 'lodash-es';

const MAX_SEGMENT_BYTES = 255;
const SPACE_FOR_APPENDING = 10;

function shortName(str: string): string {
  const bytes = Buffer.from(str);
  const overflowing = bytes.length - MAX_SEGMENT_BYTES;
  return bytes.subarray(0, bytes.length - overflowing - SPACE_FOR_APPENDING - 1).toString();
}

export function docuHash(input: string): string {
  if (input === '/') return 'index';
  const hash = createHash('md5').update(input).digest('hex').slice(0, 3);
  const named = `${kebabCase(input)}-${hash}`;
  return Buffer.byteLength(named) + SPACE_FOR_APPENDING > MAX_SEGMENT_BYTES ? `${shortName(kebabCase(input))}-${hash}` : named;
}
