import PDFDocument from 'pdfkit';
import type { CartAddress, Order } from '../../../../schemas/api/index.ts';
import { ADDRESS_COLUMNS } from '../addresses.ts';

/** Who issues the invoice (store settings). */
export interface InvoiceIssuer {
  name: string;
  address: string;
  email: string;
  phone: string;
}

// PDF's standard fonts have no rupee sign: amounts read `INR 2,499.00`.
const formatters = new Map<string, Intl.NumberFormat>();
function money(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount).replace(/\u00a0/g, ' ');
}

/** An address as printed lines: the columned fields in order, then the state and country. */
function addressLines(address: CartAddress): string[] {
  const lines = ADDRESS_COLUMNS.filter((column) => column !== 'phone')
    .map((column) => address[column])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  const place = [address.state?.name, address.country.name].filter(Boolean).join(', ');
  const phone = address.phone;
  return [
    ...lines,
    place,
    ...(typeof phone === 'string' && phone !== '' ? [`Phone: ${phone}`] : []),
  ];
}

/**
 * The order's invoice as a PDF (pdfkit, standard fonts, A4): issuer, order number and date,
 * billing and shipping addresses, the lines, and the totals. Prices include GST.
 */
export function renderInvoice(order: Order, issuer: InvoiceIssuer): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `Invoice ${order.order_no}`,
      Author: issuer.name,
      Subject: `Invoice for order ${order.order_no}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const amount = (value: number) => money(value, order.currency);

  doc.font('Helvetica-Bold').fontSize(18).text(issuer.name, left, 50);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(issuer.address, { width: width / 2 });
  doc.text(`${issuer.email} | ${issuer.phone}`);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(16);
  doc.text('TAX INVOICE', left, 50, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  doc.text(`Order ${order.order_no}`, { width, align: 'right' });
  doc.text(`Date ${order.created_at.slice(0, 10)}`, { width, align: 'right' });
  doc.text(`Payment: ${order.payment_method.name}`, { width, align: 'right' });

  const top = 140;
  doc.font('Helvetica-Bold').fontSize(10).text('Billed to', left, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(addressLines(order.billing_address).join('\n'), {
      width: width / 2 - 10,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Shipped to', left + width / 2, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(addressLines(order.shipping_address).join('\n'), { width: width / 2 });

  // Lines
  const columns = {
    item: left,
    sku: left + 230,
    qty: left + 330,
    unit: left + 370,
    total: right - 90,
  };
  let y = 250;
  doc
    .moveTo(left, y - 6)
    .lineTo(right, y - 6)
    .stroke('#999999');
  doc.font('Helvetica-Bold').fontSize(9);
  doc.text('Item', columns.item, y);
  doc.text('SKU', columns.sku, y);
  doc.text('Qty', columns.qty, y, { width: 30, align: 'right' });
  doc.text('Unit price', columns.unit, y, { width: 80, align: 'right' });
  doc.text('Amount', columns.total, y, { width: 90, align: 'right' });
  y += 18;
  doc.font('Helvetica').fontSize(9);
  for (const item of order.items) {
    const options = Object.values(item.options).join(' / ');
    const name = [item.name, options, item.custom_text === null ? '' : `"${item.custom_text}"`]
      .filter((part) => part !== '')
      .join(' - ');
    const height = Math.max(doc.heightOfString(name, { width: 220 }), 12);
    if (y + height > doc.page.height - 150) {
      doc.addPage();
      y = 50;
    }
    doc.text(name, columns.item, y, { width: 220 });
    doc.text(item.sku, columns.sku, y, { width: 95 });
    doc.text(String(item.quantity), columns.qty, y, { width: 30, align: 'right' });
    doc.text(amount(item.unit_price.amount), columns.unit, y, { width: 80, align: 'right' });
    doc.text(amount(item.line_total.amount), columns.total, y, { width: 90, align: 'right' });
    y += height + 8;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke('#999999');
  y += 10;

  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, columns.unit - 80, y, { width: 160, align: 'right' });
    doc.text(value, columns.total, y, { width: 90, align: 'right' });
    y += bold ? 18 : 14;
  };
  total('Subtotal', amount(order.subtotal.amount));
  if (order.discount.amount > 0) {
    total(
      `Discount${order.coupon_code === null ? '' : ` (${order.coupon_code})`}`,
      `- ${amount(order.discount.amount)}`,
    );
  }
  total(`Shipping (${order.shipping_method.name})`, amount(order.shipping.amount));
  total('Grand total', amount(order.grand_total.amount), true);

  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#666666')
    .text(
      'Prices include GST. This is a computer-generated invoice and needs no signature.',
      left,
      doc.page.height - 90,
      { width, align: 'center' },
    );
  doc.end();
  return done;
}
