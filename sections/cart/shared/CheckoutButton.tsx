import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { CHECKOUT_PATH } from '../../../runtime/commerce/cart/cart-paths.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import {
  readStockProblems,
  stockProblemsQuery,
} from '../../../runtime/commerce/cart/stock-problems.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import type { Cart } from '../../../schemas/api/cart.ts';
import { css, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Spinner } from '../../../themes/ui/Spinner.tsx';

export const buttonLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '48px',
  paddingInline: '$5',
  border: '1px solid transparent',
  borderRadius: '$sm',
  fontWeight: 600,
  fontSize: '1rem',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing' },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&:hover': { backgroundColor: '$primaryHover' },
      },
      secondary: {
        backgroundColor: 'transparent',
        color: '$primary',
        borderColor: '$primary',
        '&:hover': { backgroundColor: '$surface' },
      },
    },
    fullWidth: { true: { width: '100%' } },
    blocked: { true: { opacity: 0.55, cursor: 'not-allowed' } },
  },
  defaultVariants: { variant: 'primary' },
});

const Reason = styled('p', { margin: 0, color: '$danger', fontSize: '$sm', fontWeight: 600 });

export interface CheckoutButtonProps {
  current: Cart;
  /** Why checkout must wait (see `checkoutBlock`), or `null`. */
  blocked: string | null;
  /** Called before going to checkout (the drawer closes). */
  onNavigate?: () => void;
  /** Says why it waits under the button. @default true */
  showReason?: boolean;
  /** Id for the reason, so several buttons share one. */
  reasonId: string;
  fullWidth?: boolean;
}

/**
 * Checkout: a link to the address step (it works before hydration and in a new tab). It asks
 * `validate/stock` first (spec §5: stock is its own check); lines that cannot be bought are then
 * marked and the shopper stays. While something blocks it, it is disabled and says why.
 */
export function CheckoutButton({
  current,
  blocked,
  onNavigate,
  showReason = true,
  reasonId,
  fullWidth = true,
}: CheckoutButtonProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  if (blocked) {
    return (
      <>
        {/* stays focusable, so a keyboard or screen reader user finds out why it waits */}
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          className={buttonLink({ fullWidth, blocked: true })}
        >
          Checkout
        </button>
        {showReason && <Reason id={reasonId}>{blocked}</Reason>}
      </>
    );
  }

  return (
    <Link
      to={CHECKOUT_PATH}
      className={buttonLink({ fullWidth })}
      aria-busy={checking || undefined}
      onClick={async (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        if (checking) return;
        setChecking(true);
        try {
          const problems = await readStockProblems(api);
          if (problems.size > 0) {
            queryClient.setQueryData(stockProblemsQuery(api, current).queryKey, problems);
            void queryClient.invalidateQueries({ queryKey: cartQueryKey, exact: true });
            return;
          }
        } catch {
          // the check could not run: the checkout's own guard checks the cart again
        } finally {
          setChecking(false);
        }
        onNavigate?.();
        navigate(CHECKOUT_PATH);
      }}
    >
      {checking && (
        <>
          <Spinner aria-hidden="true" />
          <VisuallyHidden>Checking stock</VisuallyHidden>
        </>
      )}
      Checkout
    </Link>
  );
}
