/** `@docusaurus/Noop`: a component that renders nothing (the classic theme's SearchBar without a search plugin). */
export default function Noop(): null {
  return null;
}
