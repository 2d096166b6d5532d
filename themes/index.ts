export { globalStyles } from './global-styles.ts';
export { css, getCssText, globalCss, keyframes, styled } from './stitches.config.ts';
export { Container } from './ui/Container.tsx';
export type { ImageProps } from './ui/Image.tsx';
export { Image } from './ui/Image.tsx';
export { densitySrcSet, imageUrl } from './ui/image-url.ts';
