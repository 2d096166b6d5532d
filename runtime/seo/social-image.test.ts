import { describe, expect, it } from 'vitest';
import { socialImage } from './social-image.ts';

const img = (src: string) => ({ src, alt: '', width: 10, height: 10 });

describe('socialImage (spec §9 fallback order)', () => {
  it('prefers the product social sharing image', () => {
    expect(
      socialImage({
        product: { social_sharing_image: img('/social.svg'), base_image: img('/base.svg') },
        pageImage: '/page.svg',
        storeImage: img('/logo.svg'),
      }),
    ).toBe('/social.svg');
  });

  it('then the product base image, the page image, the store image', () => {
    expect(
      socialImage({
        product: { social_sharing_image: null, base_image: img('/base.svg') },
        pageImage: '/page.svg',
      }),
    ).toBe('/base.svg');
    expect(
      socialImage({
        product: { base_image: null },
        pageImage: '/page.svg',
        storeImage: img('/logo.svg'),
      }),
    ).toBe('/page.svg');
    expect(socialImage({ pageImage: '  ', storeImage: img('/logo.svg') })).toBe('/logo.svg');
  });

  it('is null when there is no image at all', () => {
    expect(socialImage({})).toBeNull();
  });
});
