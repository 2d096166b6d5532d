import { useId } from 'react';
import { useLineQuantity } from '../../../runtime/commerce/cart/use-line-quantity.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { productPath } from '../../../runtime/routing/product-path.ts';
import type { CartItem, OutOfStockItem } from '../../../schemas/api/cart.ts';
import { MAX_LINE_QUANTITY, onlyLeftInStockMessage } from '../../../schemas/api-constants.ts';
import { Button, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { QuantityInput } from '../../product/shared/QuantityInput.tsx';
import { amountText, moneyText } from './amount.ts';
import { lineOptions } from './line-options.ts';

const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '88px minmax(0, 1fr)',
  gap: '$3 $4',
  paddingBlock: '$4',
  borderBottom: '1px solid $border',
  '&:first-child': { paddingTop: 0 },
  '&[data-problem]': { '& [data-line-media]': { outline: '2px solid $danger' } },
  '@sm': { gridTemplateColumns: '112px minmax(0, 1fr) auto' },
  variants: {
    compact: {
      true: {
        gridTemplateColumns: '56px minmax(0, 1fr) auto',
        gap: '$3',
        paddingBlock: '$3',
        '@sm': { gridTemplateColumns: '56px minmax(0, 1fr) auto' },
      },
    },
  },
});

const Media = styled('div', {
  position: 'relative',
  alignSelf: 'start',
  aspectRatio: '1',
  borderRadius: '$md',
  backgroundColor: '$surface',
  overflow: 'hidden',
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

const UnitsBadge = styled('span', {
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '2px',
  minWidth: '20px',
  height: '20px',
  paddingInline: '$1',
  borderRadius: '$pill',
  backgroundColor: '$text',
  color: '$background',
  fontSize: '$xs',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});

const Details = styled('div', {
  display: 'grid',
  alignContent: 'start',
  gap: '$1',
  minWidth: 0,
  '& p': { margin: 0 },
});

const Name = styled(Link, {
  color: '$text',
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderRadius: '$sm' },
});

const Muted = styled('p', { color: '$muted', fontSize: '$sm' });

const Notice = styled('p', {
  fontSize: '$sm',
  fontWeight: 600,
  color: '$danger',
});

const Customisation = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  color: '$muted',
  fontSize: '$sm',
  '& img': { width: '32px', height: '32px', borderRadius: '$sm', objectFit: 'cover' },
});

const Controls = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  marginTop: '$2',
});

const Total = styled('p', {
  gridColumn: '2',
  margin: 0,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  transition: 'opacity 150ms',
  '&[aria-busy="true"]': { opacity: 0.5 },
  '@sm': { gridColumn: 'auto', textAlign: 'end' },
  variants: { compact: { true: { gridColumn: 'auto', textAlign: 'end', fontWeight: 600 } } },
});

export interface CartLineProps {
  line: CartItem;
  /** The cart's currency (ISO 4217). */
  currency: string;
  /** What `validate/stock` says of this line, when it cannot be bought as it is. */
  stockProblem?: OutOfStockItem | undefined;
  /** The checkout's order summary: picture with its units, name, options, line total. @default false */
  compact?: boolean;
  /** Removes the line (the list owns the call, so it can track and move focus). */
  onRemove?: ((line: CartItem) => void) | undefined;
  /** This line's removal is running. @default false */
  removing?: boolean;
}

/**
 * One line of the cart: picture, name linking to the product, variant options, customisation,
 * unit price, the quantity stepper (bounded by the stock, optimistic), the line total as the API
 * answered it, and Remove. The server's refusal ('Only 3 left in stock'), a price that changed
 * and a line the stock cannot cover show on the line itself.
 */
export function CartLine({
  line,
  currency,
  stockProblem,
  compact = false,
  onRemove,
  removing = false,
}: CartLineProps) {
  const id = useId();
  const { setQuantity, busy, error } = useLineQuantity(line.id);
  const { product } = line;
  const href = productPath(product.slug, line.variant ? line.sku : null);
  const options = lineOptions(line);
  const shortage = stockProblem?.message ?? (line.is_in_stock ? null : outOfStock(line));
  const problem = error ?? shortage;
  const priceNote = line.price_changed
    ? `Price changed: now ${moneyText(line.current_price, currency)} (was ${amountText(line.unit_price, currency)})`
    : null;

  const picture = product.base_image ? (
    <Image
      src={product.base_image.src}
      alt={product.base_image.alt.trim() || product.name}
      width={compact ? 56 : 112}
      height={compact ? 56 : 112}
    />
  ) : null;

  return (
    <Row
      compact={compact}
      data-problem={problem ? '' : undefined}
      aria-busy={busy || removing || undefined}
      aria-labelledby={`${id}-name`}
    >
      <Media data-line-media="">
        {picture}
        {compact && <UnitsBadge aria-hidden="true">{line.quantity}</UnitsBadge>}
      </Media>
      <Details>
        <Name to={href} id={`${id}-name`}>
          {product.name}
        </Name>
        {options.length > 0 && <Muted>{options.join(' · ')}</Muted>}
        {(line.custom_text || line.image_path) && (
          <Customisation>
            {line.image_path && (
              <img src={line.image_path} alt="Your personalisation" width={32} height={32} />
            )}
            {line.custom_text && <span>{`Personalised: “${line.custom_text}”`}</span>}
          </Customisation>
        )}
        {compact ? (
          <Muted>{`Qty ${line.quantity} × ${amountText(line.unit_price, currency)}`}</Muted>
        ) : (
          <Muted>{`${amountText(line.unit_price, currency)} each`}</Muted>
        )}
        {priceNote && <Notice data-price-changed="">{priceNote}</Notice>}
        {problem && (
          <Notice role="alert" id={`${id}-problem`} data-line-problem="">
            {problem}
          </Notice>
        )}
        {!compact && (
          <Controls>
            <QuantityInput
              value={line.quantity}
              stock={line.stock}
              typeLimit={MAX_LINE_QUANTITY}
              hideLabel
              disabled={removing}
              describedBy={problem ? `${id}-problem` : undefined}
              onChange={setQuantity}
            />
            {onRemove && (
              <Button
                variant="ghost"
                size="sm"
                css={{
                  paddingInline: '$1',
                  color: '$muted',
                  textDecoration: 'underline',
                  textUnderlineOffset: '3px',
                  '&:hover:not(:disabled)': { color: '$text', backgroundColor: 'transparent' },
                }}
                loading={removing}
                loadingLabel="Removing"
                aria-label={`Remove ${product.name}`}
                onClick={() => onRemove(line)}
              >
                Remove
              </Button>
            )}
          </Controls>
        )}
      </Details>
      <Total compact={compact} aria-busy={busy || undefined}>
        {amountText(line.line_total, currency)}
      </Total>
    </Row>
  );
}

/** What the server says of a line it cannot cover, before `validate/stock` has answered. */
function outOfStock(line: CartItem): string {
  return line.stock === 0 ? 'This item is out of stock' : onlyLeftInStockMessage(line.stock);
}
