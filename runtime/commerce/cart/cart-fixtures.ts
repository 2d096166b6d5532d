import type { Amount, Cart, CartItem } from '../../../schemas/api/cart.ts';
import type { ProductCard } from '../../../schemas/api/catalogue.ts';

// Carts for tests and stories: answers of `cart.get` and of the cart changes that match the
// contract's cart, as the client parses them.

const rupees = (amount: number): Amount => ({ amount, formatted: `₹${amount.toFixed(2)}` });

/** A line of `quantity` units of `product` (its own sku, no variant) at its selling price. */
export function fixtureCartLine(product: ProductCard, quantity = 1): CartItem {
  const { sku, selling_price: price, mrp, stock } = product.channel;
  return {
    id: product.id,
    product_id: product.id,
    variant_id: null,
    sku,
    product,
    variant: null,
    quantity,
    quantity_in_display_unit: quantity,
    custom_text: null,
    image_path: null,
    unit_price: rupees(price),
    mrp: rupees(mrp),
    line_total: rupees(price * quantity),
    current_price: price,
    price_changed: false,
    stock,
    is_in_stock: stock >= quantity,
  };
}

/**
 * A guest's cart holding `lines`, totalled from them; without lines, the empty cart the API
 * answers before the first add (`id: null`). `change` overrides any field.
 */
export function fixtureCart(lines: CartItem[] = [], change: Partial<Cart> = {}): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.line_total.amount, 0);
  return {
    id: lines.length > 0 ? 1 : null,
    session_id: null,
    customer_id: null,
    phone: null,
    email: null,
    items: lines,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    coupon: null,
    subtotal: rupees(subtotal),
    discount: rupees(0),
    shipping: rupees(0),
    tax: rupees(0),
    grand_total: rupees(subtotal),
    currency: 'INR',
    shipping_address: null,
    billing_address: null,
    shipping_method: null,
    shipping_methods: [],
    cart_payment_method: null,
    cart_payment_methods: [],
    prices_changed: false,
    expires_at: null,
    ...change,
  };
}
