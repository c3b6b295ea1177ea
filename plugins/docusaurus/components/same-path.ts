/** `isSamePath`: two paths equal apart from case and a trailing slash. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  const norm = (p: string | undefined) => (p?.endsWith('/') ? p : `${p}/`).toLowerCase();
  return norm(a) === norm(b);
}
