import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRootData } from './root-data.ts';
import { askShopper, hasShopperHint } from './shopper-hint.ts';

/**
 * On a page everyone gets (decision 0022), asks for the shopper's own values once the page has
 * hydrated, when the shopper hint says the browser holds a session or a cart: who they are, their
 * cart and their wishlist arrive in one answer and show over the guest's page (the header's
 * counts, the hearts, the account link). A guest's browser has no hint and asks nothing, and the
 * code that asks is loaded only by a browser that has one.
 */
export function useShopperValues(): void {
  const everyone = useRootData()?.everyone ?? false;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!everyone || !hasShopperHint()) return;
    // the code itself could not be had: the page stays a guest's, and nothing waits on
    askShopper(
      import('./ask-shopper-values.ts').then(
        (module) => module.askShopperValues(queryClient),
        () => false,
      ),
    );
  }, [everyone, queryClient]);
}
