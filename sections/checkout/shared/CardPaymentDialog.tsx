import { lazy, Suspense, useState } from 'react';
import { dismissToasts } from '../../../runtime/api/browser-notifier.ts';
import type {
  CardPaymentOrder,
  CardPaymentOutcome,
} from '../../../runtime/commerce/checkout/use-card-payment.ts';
import { Dialog, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Spinner } from '../../../themes/ui/Spinner.tsx';

// The form and react-hook-form load with the dialog's first opening, never with the page.
const CardForm = lazy(() => import('./CardForm.tsx'));

const Loading = styled('div', {
  display: 'flex',
  justifyContent: 'center',
  padding: '$6',
});

export interface CardPaymentDialogProps {
  open: boolean;
  /**
   * Asked to close (close button, Escape, a click outside): never while a card is being
   * charged, so a charge is never cut off half way.
   */
  onClose: () => void;
  /** The order to pay. */
  order: CardPaymentOrder;
  /** What will be charged, formatted. */
  amount: string | null;
  /** The test gateway's cards, to mention in test mode. */
  testCards?: readonly { number: string; description: string }[] | undefined;
  /** The card was charged (or the order turned out paid): go to `completeUrl`. */
  onPaid: (completeUrl: string | null) => void;
  /**
   * The card was declined. Without it the dialog shows the gateway's message and lets the shopper
   * try another card; with it the owner decides (the payment step goes to the failed page).
   */
  onDeclined?: ((outcome: Extract<CardPaymentOutcome, { kind: 'declined' }>) => void) | undefined;
}

/**
 * The payment processing popup (spec §2): a Radix dialog (focus trapped, Escape closes, focus
 * returns) holding the card form. While the card is charged it shows 'Processing payment…' and
 * cannot be closed; any failure ends the attempt with the form ready for another try. Reused by
 * the payment step and by the failed page's 'Try another card'.
 */
export function CardPaymentDialog({
  open,
  onClose,
  order,
  amount,
  testCards,
  onPaid,
  onDeclined,
}: CardPaymentDialogProps) {
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onOutcome = (outcome: Exclude<CardPaymentOutcome, { kind: 'invalid' }>) => {
    if (outcome.kind === 'paid') {
      setMessage(null);
      // an earlier decline's toast no longer holds
      dismissToasts();
      onPaid(outcome.completeUrl);
    } else if (outcome.kind === 'declined') {
      if (onDeclined) onDeclined(outcome);
      else setMessage(`${outcome.message} Please try another card.`);
    } else {
      setMessage('The payment could not be completed. Please try again.');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !processing) onClose();
      }}
      closable={!processing}
      title="Pay by card"
      description={amount ? `Amount due: ${amount}` : undefined}
      size="sm"
    >
      <Suspense
        fallback={
          <Loading role="status">
            <Spinner aria-hidden="true" />
            <VisuallyHidden>Loading the card form</VisuallyHidden>
          </Loading>
        }
      >
        <CardForm
          order={order}
          amount={amount}
          testCards={testCards}
          message={message}
          onOutcome={onOutcome}
          onProcessingChange={setProcessing}
        />
      </Suspense>
    </Dialog>
  );
}
