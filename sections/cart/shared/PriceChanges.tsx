import { useState } from 'react';
import { useUpdatePrices } from '../../../runtime/commerce/cart/use-update-prices.ts';
import type { Cart, CartPriceChange } from '../../../schemas/api/cart.ts';
import { Button, styled } from '../../../themes/index.ts';
import { moneyText } from './amount.ts';

const Box = styled('div', {
  display: 'grid',
  gap: '$2',
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px solid $danger',
  '& p, & ul': { margin: 0 },
  '& ul': { paddingInlineStart: '$5' },
  '&[data-done]': { borderColor: '$border', backgroundColor: '$surface' },
});

/**
 * Prices that moved since the lines were added (spec §7 `update-items-price`): a notice with
 * 'Update prices' while any line's `price_changed`, then what changed, line by line, as the
 * server answered it.
 */
export function PriceChanges({ current }: { current: Cart }) {
  const update = useUpdatePrices();
  const [changes, setChanges] = useState<CartPriceChange[] | null>(null);
  const changed = current.prices_changed || current.items.some((item) => item.price_changed);

  if (changed) {
    return (
      <Box role="alert" data-prices-changed="">
        <p>
          <strong>Some prices have changed</strong> since you added these items.
        </p>
        <div>
          <Button
            size="sm"
            loading={update.isPending}
            loadingLabel="Updating prices"
            onClick={() =>
              update.mutate(undefined, { onSuccess: (answered) => setChanges(answered) })
            }
          >
            Update prices
          </Button>
        </div>
      </Box>
    );
  }
  if (changes === null) return null;
  return (
    <Box role="status" data-done="">
      {changes.length === 0 ? (
        <p>Every price is up to date.</p>
      ) : (
        <>
          <p>
            <strong>Prices updated:</strong>
          </p>
          <ul>
            {changes.map((change) => (
              <li key={change.item_id}>
                {`${change.name}: ${moneyText(change.old_price, current.currency)} → ${moneyText(change.new_price, current.currency)}`}
              </li>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
