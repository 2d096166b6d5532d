import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type AddressField,
  CART_EMPTY_MESSAGE,
  PRICES_CHANGED_MESSAGE,
} from '../../../../schemas/api/index.ts';
import type { StoredImage } from '../../db/schema/catalogue.ts';
import {
  carts,
  orderEvents,
  orderItems,
  orders,
  productImages,
  productVariants,
} from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { cartContact } from '../cart/cart-contact.ts';
import type { CartOwner } from '../cart/cart-owner.ts';
import { priceCart } from '../cart/cart-pricing.ts';
import { type CartClock, findOwnerCart } from '../cart/cart-store.ts';
import { stockProblems, validateCart } from '../cart/cart-validation.ts';
import type { CommerceSettings } from '../cart/commerce-settings.ts';
import { lockCoupon } from '../cart/coupon-uses.ts';
import { minorToNumeric } from '../cart/money.ts';
import type { Transaction } from '../services.ts';
import { issueOrderToken, type OrderRow } from './order-access.ts';
import { takeStock } from './order-stock.ts';

/** What place-order works with. */
export interface PlaceOrderInput {
  owner: CartOwner;
  settings: CommerceSettings;
  clock: CartClock;
  /** The Shipping address-field definitions (read before the transaction). */
  shippingFields: readonly AddressField[];
  note: string;
}

/** The order of a cart, a fresh access token, and whether this call created it. */
export interface PlacedOrder {
  order: OrderRow;
  token: string;
  created: boolean;
}

const refuse = (message: string, field: string, messages: string[]) =>
  new ApiError(422, message, { [field]: messages });

/** The image an order line keeps: the variant's first, else the product's base image. */
async function lineImages(
  tx: Transaction,
  productIds: number[],
  variantIds: number[],
): Promise<{ product: Map<number, StoredImage>; variant: Map<number, StoredImage> }> {
  const [imageRows, variantRows] = await Promise.all([
    productIds.length === 0
      ? Promise.resolve([])
      : tx
          .select()
          .from(productImages)
          .where(inArray(productImages.productId, productIds))
          .orderBy(asc(productImages.productId), asc(productImages.position)),
    variantIds.length === 0
      ? Promise.resolve([])
      : tx
          .select({ id: productVariants.id, images: productVariants.images })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds)),
  ]);
  const product = new Map<number, StoredImage>();
  for (const image of imageRows) {
    if (!product.has(image.productId)) {
      const { src, alt, width, height } = image;
      product.set(image.productId, { src, alt, width, height });
    }
  }
  const variant = new Map<number, StoredImage>();
  for (const row of variantRows) {
    const [first] = row.images;
    if (first !== undefined) variant.set(row.id, first);
  }
  return { product, variant };
}

/**
 * Turns the caller's cart into an order, inside `tx`. The cart row is locked first, so
 * concurrent calls for one cart queue; a cart already ordered answers its order (with a new
 * token) instead of a second one, and `orders.cart_id` is unique besides. The cart must pass
 * every step check of spec §5, every line must be in stock at the price the cart shows, its coupon
 * must still apply (its row is locked first, so the last use of a limited coupon goes to one
 * order only), and the
 * stock is taken in this same transaction (a line that does not fit rolls everything back).
 * Cash on delivery is placed at once; a card order awaits payment.
 */
export async function placeOrder(tx: Transaction, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { owner, settings, clock } = input;
  const now = clock.now;
  const cart = await findOwnerCart(tx, owner, clock, true);

  if (cart?.status === 'ordered') {
    const [order] = await tx.select().from(orders).where(eq(orders.cartId, cart.id));
    if (order !== undefined) {
      return { order, token: await issueOrderToken(tx, order.id, now), created: false };
    }
  }

  // a coupon with a usage limit: racing orders count each other's use
  if (cart?.couponId != null) await lockCoupon(tx, cart.couponId);
  const priced = await priceCart(tx, cart, now, settings.currency);
  const verdict = validateCart({
    cart,
    priced,
    customer: owner.customer,
    settings,
    shippingFields: input.shippingFields,
  });
  const [firstProblem] = verdict.messages;
  if (firstProblem !== undefined || cart === undefined) {
    throw refuse(firstProblem ?? CART_EMPTY_MESSAGE, 'cart', verdict.messages);
  }
  const shipping = priced.shippingOption;
  const payment = priced.paymentMethod;
  const shippingAddress = cart.shippingAddress;
  const billingAddress = cart.billingAddress;
  if (
    shipping === null ||
    payment === null ||
    shippingAddress === null ||
    billingAddress === null
  ) {
    throw new Error('placeOrder: validateCart passed an incomplete cart');
  }

  const outOfStock = stockProblems(priced.lines);
  const [firstOut] = outOfStock;
  if (firstOut !== undefined) {
    const messages = outOfStock.map((item) => `${item.name}: ${item.message}`);
    throw refuse(messages[0] ?? firstOut.message, 'items', messages);
  }
  // the discount the shopper was shown is gone (used up, expired since): never charge in silence
  if (priced.coupon !== null && !priced.coupon.verdict.applicable) {
    const { message } = priced.coupon.verdict;
    throw refuse(message, 'coupon_code', [message]);
  }
  const moved = priced.lines.filter((line) => line.currentPriceMinor !== line.unitPriceMinor);
  if (moved.length > 0) {
    throw refuse(
      PRICES_CHANGED_MESSAGE,
      'items',
      moved.map((line) => line.name),
    );
  }

  await takeStock(tx, priced.lines);

  const { phone, email } = cartContact(cart, owner.customer);
  const isCod = payment.kind === 'cod';
  const free = priced.grandTotalMinor === 0;
  const couponApplies = priced.coupon?.verdict.applicable === true;
  const [order] = await tx
    .insert(orders)
    .values({
      cartId: cart.id,
      customerId: cart.customerId,
      status: isCod || free ? 'placed' : 'pending_payment',
      paymentStatus: free ? 'paid' : isCod ? 'cod' : 'pending',
      email,
      phone,
      shippingAddress,
      billingAddress,
      shippingMethod: { code: shipping.method.code, name: shipping.method.name },
      paymentMethod: { code: payment.code, name: payment.name, kind: isCod ? 'cod' : 'card' },
      couponCode: couponApplies ? (priced.coupon?.row.code ?? null) : null,
      currency: settings.currency,
      subtotal: minorToNumeric(priced.subtotalMinor),
      discount: minorToNumeric(priced.discountMinor),
      shippingAmount: minorToNumeric(priced.shippingMinor),
      tax: minorToNumeric(priced.taxMinor),
      grandTotal: minorToNumeric(priced.grandTotalMinor),
      note: input.note,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (order === undefined) throw new Error('placeOrder: insert returned no order');

  const images = await lineImages(
    tx,
    priced.lines.map((line) => line.productId),
    priced.lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])),
  );
  await tx.insert(orderItems).values(
    priced.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      slug: line.slug,
      options: line.options,
      image:
        (line.variantId === null ? undefined : images.variant.get(line.variantId)) ??
        images.product.get(line.productId) ??
        null,
      quantity: line.quantity,
      unitPrice: minorToNumeric(line.unitPriceMinor),
      mrp: minorToNumeric(line.mrpMinor),
      lineTotal: minorToNumeric(line.unitPriceMinor * line.quantity),
      customText: line.customText === '' ? null : line.customText,
      imagePath: line.imagePath === '' ? null : line.imagePath,
    })),
  );
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: order.status,
    note:
      order.status === 'placed'
        ? isCod
          ? 'Order placed: cash on delivery'
          : 'Order placed'
        : 'Order placed: awaiting payment',
    at: now,
  });
  await tx
    .update(carts)
    .set({ status: 'ordered', updatedAt: now })
    .where(and(eq(carts.id, cart.id), eq(carts.status, 'active')));

  return { order, token: await issueOrderToken(tx, order.id, now), created: true };
}
