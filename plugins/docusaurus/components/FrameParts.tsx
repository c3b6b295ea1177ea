/**
 * `@theme/Navbar` and `@theme/Footer` (not swizzled), which a page drawing its own frame renders
 * inside `@theme/Layout/Provider` instead of `@theme/Layout`: the engine's shell already draws the
 * site's navbar and footer around every page, so these add nothing (one bar and one footer, as there).
 */
export function Navbar() {
  return null;
}

export function Footer() {
  return null;
}
