import type { Gallery } from '../../../schemas/api/content.ts';
import { styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';

const Root = styled('section', {
  display: 'grid',
  gap: '$3',
  '& h2': { margin: 0, fontSize: '1.125rem' },
});
const List = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& figure': { margin: 0 },
  '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: '$sm' },
  '& figcaption': { marginTop: '$1', fontSize: '$sm', color: '$muted' },
});

const PICTURE_WIDTH = 240;

/**
 * The gallery the custom gallery plugin ties to the product (spec §2 "custom gallery"). Pictures
 * and captions only: a part on intent in the product page (decision 0017), whole in the server's
 * HTML and hydrated when a shopper reaches into it; `anchor` is the id of its outermost element.
 */
export default function CustomGallery({ gallery, anchor }: { gallery: Gallery; anchor?: string }) {
  const headingId = `custom-gallery-${gallery.id}`;
  return (
    <Root id={anchor} aria-labelledby={headingId} data-custom-gallery={gallery.id}>
      <h2 id={headingId}>{gallery.name}</h2>
      <List>
        {gallery.images.map(({ image, caption }) => (
          <li key={image.src + caption}>
            <figure>
              <Image
                src={image.src}
                alt={image.alt}
                width={PICTURE_WIDTH}
                height={Math.max(1, Math.round(PICTURE_WIDTH * (image.height / image.width)))}
              />
              {caption && <figcaption>{caption}</figcaption>}
            </figure>
          </li>
        ))}
      </List>
    </Root>
  );
}
