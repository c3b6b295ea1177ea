/** The installed theme's own modules the engine's ports render inside (the bundle resolves them: ../site-components/shim-plugin.ts). */
declare module '@theme-init/Navbar/Search' {
  import type { ComponentType, ReactNode } from 'react';
  const NavbarSearch: ComponentType<{ children?: ReactNode; className?: string }>;
  export default NavbarSearch;
}
