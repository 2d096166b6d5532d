import {
  type Cart,
  type CartItem,
  cartSchema,
  type PaymentMethod,
  type ShippingMethod,
  type TestCard,
} from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import type { CustomerRow } from '../../http/session.ts';
import { productCardsByIds } from '../catalogue/product-cards.ts';
import { cartContact } from './cart-contact.ts';
import type { PaymentMethodRow, PricedCart, ShippingOption } from './cart-pricing.ts';
import type { CartClock, CartRow } from './cart-store.ts';
import { toCoupon } from './coupon-rules.ts';
import { amountOf, minorToNumber, toMinor } from './money.ts';

/** What a cart answer is built from besides the priced cart. */
export interface CartViewContext {
  cart: CartRow | undefined;
  customer: CustomerRow | null;
  /** The token to answer as `session_id` (the request's, or the one just created). */
  sessionId: string | null;
  currency: string;
  clock: CartClock;
  /** Cards the payment gateway documents, shown with card methods. */
  testCards: readonly TestCard[];
}

/** A shipping option as the contract's shipping method. */
export function toShippingMethod(option: ShippingOption, currency: string): ShippingMethod {
  const { method } = option;
  return {
    id: method.id,
    code: method.code,
    name: method.name,
    description: method.description,
    price: minorToNumber(toMinor(method.price)),
    free_over: method.freeOver === null ? null : minorToNumber(toMinor(method.freeOver)),
    delivery_days: method.deliveryDays,
    amount: amountOf(option.costMinor, currency),
  };
}

/** A payment method row as the contract's payment method. */
export function toPaymentMethod(
  method: PaymentMethodRow,
  testCards: readonly TestCard[],
): PaymentMethod {
  const kind = method.kind === 'card' ? 'card' : 'cod';
  return {
    id: method.id,
    code: method.code,
    name: method.name,
    description: method.description,
    kind,
    test_cards: kind === 'card' ? [...testCards] : [],
  };
}

/**
 * The contract's cart from a priced cart: lines with their product cards, totals formatted in
 * the channel currency, and the effective contact (`cartContact`).
 */
export async function toCartResponse(
  db: Database,
  priced: PricedCart,
  context: CartViewContext,
): Promise<Cart> {
  const { cart, customer, currency, clock } = context;
  const cards = await productCardsByIds(db, [
    ...new Set(priced.lines.map((line) => line.productId)),
  ]);
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const items: CartItem[] = priced.lines.flatMap((line) => {
    const product = cardOf.get(line.productId);
    if (product === undefined) return [];
    return [
      {
        id: line.id,
        product_id: line.productId,
        variant_id: line.variantId,
        sku: line.sku,
        product,
        variant:
          line.variantId === null
            ? null
            : { id: line.variantId, sku: line.sku, options: line.options },
        quantity: line.quantity,
        quantity_in_display_unit: line.quantity,
        custom_text: line.customText === '' ? null : line.customText,
        image_path: line.imagePath === '' ? null : line.imagePath,
        unit_price: amountOf(line.unitPriceMinor, currency),
        mrp: amountOf(line.mrpMinor, currency),
        line_total: amountOf(line.unitPriceMinor * line.quantity, currency),
        current_price: minorToNumber(line.currentPriceMinor),
        price_changed: line.currentPriceMinor !== line.unitPriceMinor,
        stock: Math.max(0, line.stock),
        is_in_stock: line.isPublished && line.stock >= line.quantity,
      },
    ];
  });

  const { phone, email } = cartContact(cart, customer);
  const expiresAt =
    cart === undefined || clock.expireDays === null
      ? null
      : new Date(cart.updatedAt.getTime() + clock.expireDays * 24 * 60 * 60 * 1000).toISOString();

  return cartSchema.parse({
    id: cart?.id ?? null,
    session_id: cart === undefined ? null : context.sessionId,
    customer_id: cart?.customerId ?? null,
    phone,
    email,
    items,
    total_quantity: priced.totalQuantity,
    coupon:
      priced.coupon === null
        ? null
        : {
            ...toCoupon(priced.coupon.row, priced.coupon.verdict),
            discount: amountOf(priced.discountMinor, currency),
          },
    subtotal: amountOf(priced.subtotalMinor, currency),
    discount: amountOf(priced.discountMinor, currency),
    shipping: amountOf(priced.shippingMinor, currency),
    tax: amountOf(priced.taxMinor, currency),
    grand_total: amountOf(priced.grandTotalMinor, currency),
    currency,
    shipping_address: cart?.shippingAddress ?? null,
    billing_address: cart?.billingAddress ?? null,
    shipping_method:
      priced.shippingOption === null ? null : toShippingMethod(priced.shippingOption, currency),
    shipping_methods: priced.shippingOptions.map((option) => toShippingMethod(option, currency)),
    cart_payment_method:
      priced.paymentMethod === null
        ? null
        : toPaymentMethod(priced.paymentMethod, context.testCards),
    cart_payment_methods: priced.paymentMethods.map((method) =>
      toPaymentMethod(method, context.testCards),
    ),
    prices_changed: items.some((item) => item.price_changed),
    expires_at: expiresAt,
  } satisfies Cart);
}
