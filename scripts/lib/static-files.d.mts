/** Types of scripts/lib/static-files.mjs (plain JavaScript, run by scripts/serve.mjs without a TypeScript loader). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';

export const ALLOWED_METHODS: string;
export function isReadMethod(method: string | undefined): boolean;
export function methodNotAllowed(res: ServerResponse): void;
export function isHostilePath(urlPath: string): boolean;
export function requestPath(target: string): string | undefined;
export function isInside(file: string, folder: string): boolean;
export function fileIn(root: string, urlPath: string): string | undefined;
export function lookUp(
  file: string,
  within?: string,
): Promise<{ kind: 'file' | 'directory' | 'other'; real: string; status?: undefined } | { status: number; kind?: undefined; real?: undefined }>;
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options?: { status?: number; headers?: Record<string, string | number>; transform?: Transform },
): Promise<true | number>;
export function plainStatus(res: ServerResponse, status: number): void;
