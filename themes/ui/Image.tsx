import type { ImgHTMLAttributes } from 'react';
import { densitySrcSet, imageUrl } from './image-url.ts';

export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> {
  src: string;
  /** Required: an empty string marks a decorative image. */
  alt: string;
  /** Intrinsic size in CSS pixels; always set so the browser reserves space (CLS 0). */
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority. @default false */
  priority?: boolean;
}

/** An image with explicit size and 1x/2x sources (spec §9 image defaults). */
export function Image({ src, alt, width, height, priority = false, ...rest }: ImageProps) {
  return (
    <img
      {...rest}
      src={imageUrl(src, width)}
      srcSet={densitySrcSet(src, width)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
