import { useCallback, useRef, useState } from 'react';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { useApi } from '../../api/api-context.tsx';
import { type ApiError, isApiError } from '../../api/api-error.ts';
import type { CardBody } from './card-input.ts';
import { internalPath } from './internal-path.ts';

/** The order a card pays: its number and the token place-order answered. */
export interface CardPaymentOrder {
  orderNo: string;
  /** The order token; `null` for the logged-in owner, who needs none. */
  token: string | null;
}

/** How one card attempt ended. */
export type CardPaymentOutcome =
  /** Paid (or already paid): go to the complete page. */
  | { kind: 'paid'; completeUrl: string | null }
  /** The gateway declined the card (402): the order stays awaiting payment. */
  | { kind: 'declined'; message: string; failedUrl: string | null }
  /** The API refused the card's fields (422): the error carries them, for the form. */
  | { kind: 'invalid'; error: ApiError }
  /** Anything else (no network, the order can no longer be paid): the client toasted why. */
  | { kind: 'failed'; message: string };

/** What {@link useCardPayment} gives the card dialog. */
export interface CardPayment {
  /**
   * Pays the order with the card; a call while one is running answers that one's outcome, and a
   * call after the order was paid answers `paid` again without charging anything.
   */
  pay: (card: CardBody) => Promise<CardPaymentOutcome>;
  /** Whether a card is being charged (the dialog shows 'Processing payment…' and stays open). */
  processing: boolean;
}

/**
 * Pays an order by card (spec §2 "payment processing popup", §7 `checkout.processPayment` →
 * `checkout.completePayment`): every attempt opens a payment, then charges the card once. An
 * order with nothing left to pay (cash on delivery, or paid by an attempt whose answer was lost)
 * is `paid` at once; 409 'already paid' is `paid` too. Never leaves `processing` on: every
 * failure ends the attempt.
 */
export function useCardPayment(order: CardPaymentOrder): CardPayment {
  const api = useApi();
  const [processing, setProcessing] = useState(false);
  const running = useRef<Promise<CardPaymentOutcome> | null>(null);
  // the order is paid: a second click landing before the page moved on must not open a payment
  const paid = useRef<{ orderNo: string; outcome: Promise<CardPaymentOutcome> } | null>(null);
  const { orderNo, token } = order;

  const attempt = useCallback(
    async (card: CardBody): Promise<CardPaymentOutcome> => {
      const access = { order_no: orderNo, ...(token ? { token } : {}) };
      let completeUrl: string | null = null;
      try {
        const opened = await api.call(checkout.processPayment, { body: access });
        completeUrl = internalPath(opened.data.complete_url);
        if (opened.data.next === 'complete' || opened.data.payment === null) {
          return { kind: 'paid', completeUrl };
        }
        const paid = await api.call(checkout.completePayment, {
          body: { ...access, payment_id: opened.data.payment.payment_id, card },
          silent: true,
        });
        return { kind: 'paid', completeUrl: internalPath(paid.data.complete_url) ?? completeUrl };
      } catch (error) {
        if (!isApiError(error)) return { kind: 'failed', message: String(error) };
        if (error.status === 402) {
          const data = error.data as { failed_url?: unknown } | null;
          return {
            kind: 'declined',
            message: error.message,
            failedUrl: internalPath(data?.failed_url),
          };
        }
        if (error.status === 409) return { kind: 'paid', completeUrl };
        if (error.isValidation) return { kind: 'invalid', error };
        return { kind: 'failed', message: error.message };
      }
    },
    [api, orderNo, token],
  );

  const pay = useCallback(
    (card: CardBody) => {
      if (paid.current?.orderNo === orderNo) return paid.current.outcome;
      if (running.current) return running.current;
      setProcessing(true);
      const current: Promise<CardPaymentOutcome> = attempt(card)
        .then((outcome) => {
          if (outcome.kind === 'paid') paid.current = { orderNo, outcome: current };
          return outcome;
        })
        .finally(() => {
          running.current = null;
          setProcessing(false);
        });
      running.current = current;
      return current;
    },
    [attempt, orderNo],
  );

  return { pay, processing };
}
