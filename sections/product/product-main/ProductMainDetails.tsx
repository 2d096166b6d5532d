import type { Anchored } from '../../../runtime/render/OnIntent.tsx';
import type { ProductDisplayOptions } from '../shared/display-options.ts';
import { ProductDetails, type ProductDetailsProps } from '../shared/ProductDetails.tsx';

/** What the main section gives its details: the display options one by one, each a primitive. */
export type ProductMainDetailsProps = ProductDisplayOptions &
  Pick<ProductDetailsProps, 'product' | 'initialSku' | 'origin' | 'customGallery'>;

/**
 * The product page's details (gallery, choices, buy box, description), the part of the main
 * section loaded on intent (`ProductMain.tsx`), in an element carrying the part's anchor. Its
 * props are the display options one by one: the part waits behind a memo of its props, which an
 * options object made afresh on every render of the section would defeat.
 */
export default function ProductMainDetails({
  anchor,
  product,
  initialSku,
  origin,
  customGallery,
  ...options
}: ProductMainDetailsProps & Anchored) {
  return (
    <div id={anchor}>
      <ProductDetails
        product={product}
        options={options}
        layout="page"
        initialSku={initialSku}
        origin={origin}
        customGallery={customGallery ?? null}
      />
    </div>
  );
}
