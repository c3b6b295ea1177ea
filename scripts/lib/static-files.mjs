/**
 * The one rule by which a server of the project answers with a file (scripts/serve.mjs for `npm
 * run serve`, `npm start` and `pagewright serve`; the live preview's static/ files, scripts/dev.ts):
 * - a request's path is decoded once; one that does not decode, holds a NUL, or has a `..` segment
 *   (split at `/` and `\`, and again after each further decoding, for servers behind it that decode
 *   again) names no file;
 * - the file lies inside the served folder by whole path segments, after every link is followed;
 * - only a regular file is sent, checked on the open file itself, so a file swapped or removed
 *   between the check and the read, a FIFO, a socket or a device is an error status, never a hang;
 * - a read that fails ends that response alone: the server keeps answering.
 * Plain JavaScript, as serve.mjs runs without a TypeScript loader (types: static-files.d.mts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';

/** The methods a static server answers; anything else gets 405 with this as `Allow`. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** Whether a method is one a static server answers. */
export const isReadMethod = (method) => method === 'GET' || method === 'HEAD';

/** Answers a method a static server does not answer. */
export function methodNotAllowed(res) {
  res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Method not allowed');
}

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Whether a decoded path could step out of a folder (or be cut short at a NUL) here or at a server that decodes it again. */
export function isHostilePath(urlPath) {
  let text = urlPath;
  for (let round = 0; round < 4; round++) {
    if (text.includes('\0') || text.split(/[\\/]/).includes('..')) return true;
    const again = decoded(text);
    if (again === undefined || again === text) return false;
    text = again;
  }
  return true;
}

/**
 * The decoded path of a request target (`//host/x` is the path //host/x, not another host), or
 * undefined when it names no file: it does not decode (`%E0%A4`, overlong UTF-8) or is hostile.
 */
export function requestPath(target) {
  let url;
  try {
    url = new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    return undefined;
  }
  const text = decoded(url.pathname);
  return text === undefined || isHostilePath(text) ? undefined : text;
}

/** Whether `file` is `folder` or lies inside it, by whole path segments (`out-secret` is not inside `out`). */
export function isInside(file, folder) {
  return file === folder || file.startsWith(folder.endsWith(path.sep) ? folder : folder + path.sep);
}

/** The path in `root` a decoded URL path names, or undefined when it would leave the folder. */
export function fileIn(root, urlPath) {
  const file = path.join(root, ...urlPath.split('/'));
  return isInside(file, root) ? file : undefined;
}

/** The status for a file system error: unreadable 403, missing 404, anything else 500. */
function errorStatus(err) {
  if (err?.code === 'EACCES' || err?.code === 'EPERM') return 403;
  if (['ENOENT', 'ENOTDIR', 'ELOOP', 'ENAMETOOLONG', 'EINVAL'].includes(err?.code)) return 404;
  return 500;
}

/**
 * What `file` is once every link is followed: `{ kind: 'file' | 'directory' | 'other', real }`,
 * or `{ status }` when it is missing, unreadable, or (with `within`) its real path leaves that folder.
 */
export async function lookUp(file, within) {
  try {
    const real = await fs.promises.realpath(file);
    if (within && !isInside(real, await fs.promises.realpath(within))) return { status: 404 };
    const stat = await fs.promises.stat(real);
    return { kind: stat.isFile() ? 'file' : stat.isDirectory() ? 'directory' : 'other', real };
  } catch (err) {
    return { status: errorStatus(err) };
  }
}

/** Opens a regular file for reading: `{ handle, size }`, or `{ status }` (not a regular file once open, unreadable, gone). */
async function openRegular(file) {
  let handle;
  try {
    // O_NONBLOCK: a FIFO put in the file's place opens at once (and is then refused) instead of waiting for a writer.
    handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK | fs.constants.O_NOFOLLOW);
    const stat = await handle.stat();
    if (stat.isFile()) return { handle, size: stat.size };
    await handle.close();
    return { status: 404 };
  } catch (err) {
    await handle?.close().catch(() => undefined);
    return { status: errorStatus(err) };
  }
}

/**
 * Sends a regular file (a real path: a link is not followed) with `status` and `headers` (Content-Length added unless `transform` changes
 * the body, such as gzip). Resolves to true when the file was opened and its send begun, or to the
 * error status it could not be sent with, for the caller to answer (nothing is written then).
 */
export async function sendFile(req, res, file, { status = 200, headers = {}, transform } = {}) {
  const opened = await openRegular(file);
  if (!opened.handle) return opened.status;
  const { handle, size } = opened;
  // A client gone while the file was opened: its response emitted 'close' already, which pipeline would wait for in vain.
  if (res.destroyed) {
    await handle.close().catch(() => undefined);
    return true;
  }
  res.writeHead(status, transform ? headers : { ...headers, 'Content-Length': size });
  if (req.method === 'HEAD' || (size === 0 && !transform)) {
    await handle.close().catch(() => undefined);
    res.end();
    return true;
  }
  // The bytes of the file as it was opened (a file that shrinks ends the body early: the client sees the cut).
  const stream = handle.createReadStream(size ? { start: 0, end: size - 1 } : {});
  // pipeline destroys every stream when one fails or the client goes (even before this point): the file is closed either way.
  pipeline(...(transform ? [stream, transform, res] : [stream, res]), () => undefined);
  // (And should the response close without pipeline seeing it, the file closes with it.)
  res.once('close', () => stream.destroy());
  return true;
}

/** Answers with a plain error status (the status's name as text), unless a response has begun. */
export function plainStatus(res, status) {
  if (res.headersSent) return void res.destroy();
  const text = { 400: 'Bad request', 403: 'Forbidden', 404: 'Not found', 405: 'Method not allowed', 500: 'Internal error' }[status] ?? 'Error';
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}
