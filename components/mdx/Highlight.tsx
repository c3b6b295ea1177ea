import type { ReactNode } from 'react';

/** `<Highlight color="#25c2a0">text</Highlight>`: an inline coloured marker, as in the Docusaurus docs. */
export function Highlight({ children, color = '#ebf2ff', textColor }: { children?: ReactNode; color?: string; textColor?: string }) {
  return (
    <mark className="highlight" style={{ backgroundColor: color, color: textColor }}>
      {children}
    </mark>
  );
}
