import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { productQuery } from '../../../runtime/commerce/product/product-query.ts';
import { Button, preloadDialog, VisuallyHidden } from '../../../themes/index.ts';

const loadDialog = () => import('./QuickViewDialog.tsx');
const QuickViewDialog = lazy(loadDialog);

export interface QuickViewButtonProps {
  /** Slug of the product to show. */
  slug: string;
  /** Its name: the button says 'Quick view: {name}' to screen readers. */
  productName: string;
  /** The visible label. @default 'Quick view' */
  label?: string;
  className?: string;
}

/**
 * Opens the quick view of a product: the dialog's code and the product are fetched when
 * the shopper points at or focuses the button, so the dialog opens at once; nothing of it is in
 * the page's initial JavaScript.
 */
export function QuickViewButton({
  slug,
  productName,
  label = 'Quick view',
  className,
}: QuickViewButtonProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // The dialog is opened from here rather than by a Radix trigger (its code loads on demand), so
  // Radix does not know where focus came from: give it back to this button once the dialog is gone.
  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => button.current?.focus(), 0);
  };

  const warm = () => {
    void loadDialog();
    preloadDialog();
    void queryClient.prefetchQuery(productQuery(api, slug));
  };

  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        data-quick-view={slug}
      >
        {label}
        <VisuallyHidden>: {productName}</VisuallyHidden>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <QuickViewDialog
            open={open}
            onOpenChange={changeOpen}
            slug={slug}
            productName={productName}
          />
        </Suspense>
      )}
    </>
  );
}
