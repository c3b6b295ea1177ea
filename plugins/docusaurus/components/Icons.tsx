import type { SVGProps } from 'react';

/**
 * `@theme/Icon/*`: the classic theme's small icons, which site components import for their own
 * buttons and links. Drawn here as plain 24-unit line icons in currentColor; width and height
 * props are honoured as Docusaurus' are. Decorative unless the caller labels them.
 */
type IconProps = SVGProps<SVGSVGElement>;

function icon(paths: string[], defaults: { width?: number; height?: number } = {}) {
  return function Icon({ width = defaults.width ?? 20, height = defaults.height ?? 20, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={width}
        height={height}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={rest['aria-label'] ? undefined : true}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

const ExternalLinkIcon = icon(['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'], { width: 13.5, height: 13.5 });
/** Set off from the link's text as theme-classic's IconExternalLink is (../styles/footer.css). */
export const ExternalLink = ({ className, ...rest }: IconProps) => <ExternalLinkIcon className={className ?? 'icon-external-link'} {...rest} />;
export const Arrow = icon(['M9 6l6 6-6 6']);
export const Close = icon(['M6 6l12 12', 'M18 6L6 18'], { width: 21, height: 21 });
export const Copy = icon(['M9 9h10v11H9z', 'M5 15V4h10']);
export const Success = icon(['M5 12l5 5 9-10']);
export const Edit = icon(['M4 20h4L19 9l-4-4L4 16z', 'M13 7l4 4']);
export const Home = icon(['M4 11l8-7 8 7', 'M6 10v10h12V10']);
export const Menu = icon(['M4 6h16', 'M4 12h16', 'M4 18h16'], { width: 30, height: 30 });
export const Language = icon(['M3 12h18', 'M12 3a14 14 0 0 1 0 18', 'M12 3a14 14 0 0 0 0 18', 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18']);
export const LightMode = icon([
  'M12 8a4 4 0 1 1 0 8a4 4 0 0 1 0-8',
  'M12 2v2',
  'M12 20v2',
  'M2 12h2',
  'M20 12h2',
  'M5 5l1.5 1.5',
  'M17.5 17.5L19 19',
  'M5 19l1.5-1.5',
  'M17.5 6.5L19 5',
]);
export const DarkMode = icon(['M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z']);
export const SystemColorMode = icon(['M3 5h18v11H3z', 'M8 20h8', 'M12 16v4']);
export const WordWrap = icon(['M4 6h16', 'M4 12h13a3 3 0 0 1 0 6h-4', 'M15 16l-2 2 2 2', 'M4 18h5']);
