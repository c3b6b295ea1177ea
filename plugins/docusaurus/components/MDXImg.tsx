import type { ImgHTMLAttributes } from 'react';

/** `@theme/MDXComponents/Img` (theme-classic): an image that loads lazily, its height following its width (the `.mdx-img` rule of ../styles/mdx-img.css). */
export default function MDXImg(props: ImgHTMLAttributes<HTMLImageElement>) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img decoding="async" loading="lazy" {...props} className={props.className ? `${props.className} mdx-img` : 'mdx-img'} />;
}
