// The payment gateway behind card payments, and the built-in test gateway. A real gateway
// (Razorpay, Stripe...) implements `PaymentGateway`; checkout code knows nothing else of it.
import { randomBytes } from 'node:crypto';
import type { CardInput, TestCard } from '../../../schemas/api/index.ts';

/** A payment to open: what to charge for which order. */
export interface PaymentRequest {
  orderNo: string;
  /** In the currency's minor unit (paise), so no float reaches the gateway. */
  amountMinor: number;
  currency: string;
}

/** The outcome of a charge. Only brand and last four digits of the card are ever kept. */
export type ChargeResult =
  | { status: 'succeeded'; cardBrand: string; cardLast4: string }
  | { status: 'declined'; cardBrand: string; cardLast4: string; message: string };

/** What checkout needs of a payment gateway. */
export interface PaymentGateway {
  /** Stable code, stored with each payment (e.g. `test_card`). */
  readonly code: string;
  /** Cards a test gateway documents for the checkout page; empty for a real one. */
  readonly testCards: readonly TestCard[];
  /** Opens a payment and answers the gateway's reference of it. */
  createPayment(request: PaymentRequest): Promise<string>;
  /**
   * Charges `card` for the payment `reference`. `now` is the server's clock (expiry checks).
   * Throws only for gateway faults; a refused card is a `declined` result.
   */
  charge(
    reference: string,
    request: PaymentRequest,
    card: CardInput,
    now: Date,
  ): Promise<ChargeResult>;
  /** Gives a charged payment back (order cancelled). */
  refund(reference: string, request: PaymentRequest): Promise<void>;
}

/** The card the test gateway accepts. */
export const TEST_CARD_SUCCESS = '4242424242424242';
/** The card the test gateway declines, so the failed page can be reached. */
export const TEST_CARD_DECLINED = '4000000000000002';

const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The cards the test gateway documents (README "Test cards"). */
export const TEST_CARDS: readonly TestCard[] = [
  {
    number: grouped(TEST_CARD_SUCCESS),
    outcome: 'succeeds',
    description: 'Any future expiry date and any 3-digit security code.',
  },
  {
    number: grouped(TEST_CARD_DECLINED),
    outcome: 'declined',
    description: 'Always declined: shows the payment failed page.',
  },
];

/** Whether `digits` pass the Luhn check every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand a card number belongs to, as far as its first digits tell. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'Visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RuPay';
  return 'Card';
}

/**
 * The built-in gateway: no network, no money. 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002
 * is declined; any other number is declined too, with a message naming the test cards. An
 * invalid number (Luhn) or a past expiry is declined the way a real gateway declines them.
 */
export class TestCardGateway implements PaymentGateway {
  readonly code = 'test_card';
  readonly testCards = TEST_CARDS;

  async createPayment(_request: PaymentRequest): Promise<string> {
    return `test_pay_${randomBytes(12).toString('hex')}`;
  }

  async charge(
    _reference: string,
    _request: PaymentRequest,
    card: CardInput,
    now: Date,
  ): Promise<ChargeResult> {
    const cardLast4 = card.number.slice(-4);
    const brand = cardBrand(card.number);
    const declined = (message: string): ChargeResult => ({
      status: 'declined',
      cardBrand: brand,
      cardLast4,
      message,
    });
    if (!luhnValid(card.number)) return declined('The card number is not valid.');
    // A card is good through the last day of its expiry month.
    const endOfExpiry = Date.UTC(card.expiry_year, card.expiry_month, 1);
    if (endOfExpiry <= now.getTime()) return declined('The card has expired.');
    if (card.number === TEST_CARD_SUCCESS) {
      return { status: 'succeeded', cardBrand: brand, cardLast4 };
    }
    if (card.number === TEST_CARD_DECLINED) return declined('Your card was declined.');
    return declined('Your card was declined. The test gateway accepts 4242 4242 4242 4242.');
  }

  async refund(_reference: string, _request: PaymentRequest): Promise<void> {
    // Nothing was charged, so nothing goes back.
  }
}
