import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  type Acknowledgement,
  blogListRequestSchema,
  type EmailSubscription,
  emailSubscriptionRequestSchema,
  type Faq,
  type Form,
  type FormFieldType,
  formFieldTypes,
  formSubmissionSchema,
  type Gallery,
  galleryRequestSchema,
  INVALID_VALUE_MESSAGE,
  type Menu,
  PINCODE_NOT_SERVICEABLE_MESSAGE,
  type PincodeAvailability,
  pincodeQuerySchema,
  type Slider,
  type Testimonials,
  tradeEnquiryRequestSchema,
  VALIDATION_FAILED_MESSAGE,
} from '../../../schemas/api/index.ts';
import { blogList, blogPost } from '../data/content/blog.ts';
import { checkSubmission } from '../data/content/form-submission.ts';
import { toMenuTree } from '../data/content/menu-tree.ts';
import type { ApiServices } from '../data/services.ts';
import {
  emailSubscriptions,
  faqs,
  formFields,
  formSubmissions,
  forms,
  galleries,
  galleryImages,
  menuItems,
  menus,
  productImages,
  products,
  serviceablePincodes,
  sliders,
  slides,
  testimonials,
  tradeEnquiries,
} from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { success } from '../http/respond.ts';
import { validBody, validQuery } from '../http/validate.ts';

/** What a new subscriber is told. */
export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing';
/** What a subscriber who tries again is told: a success, not an error. */
export const ALREADY_SUBSCRIBED_MESSAGE = 'You are already subscribed';
/** What a trade enquiry is answered. */
export const TRADE_ENQUIRY_MESSAGE =
  'Thank you for your enquiry. Our team will contact you within two working days.';

/**
 * Content (spec §7 "Pages and content": slider, menu, form and submit, FAQ, blog list and post;
 * testimonials) and the content plugins (TradeEnquiry, emailSubscription, PincodeAvaliability,
 * Gallery, customGallery).
 */
export function contentRoutes(services: ApiServices): Hono {
  const { db } = services;
  const routes = new Hono();

  routes.get('/slider/:id', async (c) => {
    const id = c.req.param('id');
    const [slider] = await db.select().from(sliders).where(eq(sliders.id, id));
    if (slider === undefined) throw notFound('Slider not found');
    const rows = await db
      .select()
      .from(slides)
      .where(eq(slides.sliderId, id))
      .orderBy(asc(slides.position), asc(slides.id));
    const data: Slider = {
      id: slider.id,
      name: slider.name,
      interval_ms: slider.intervalMs,
      slides: rows.map((slide) => ({
        id: slide.id,
        title: slide.title,
        subtitle: slide.subtitle,
        image: slide.image,
        button_label: slide.buttonLabel,
        url: slide.url,
      })),
    };
    return success(c, data);
  });

  routes.get('/menu/:id', async (c) => {
    const id = c.req.param('id');
    const [menu] = await db.select().from(menus).where(eq(menus.id, id));
    if (menu === undefined) throw notFound('Menu not found');
    const rows = await db.select().from(menuItems).where(eq(menuItems.menuId, id));
    const data: Menu = { id: menu.id, name: menu.name, items: toMenuTree(rows) };
    return success(c, data);
  });

  /** A form with its fields, or 404. */
  async function readForm(id: string): Promise<Form & { successMessage: string }> {
    const [form] = await db.select().from(forms).where(eq(forms.id, id));
    if (form === undefined) throw notFound('Form not found');
    const fields = await db
      .select()
      .from(formFields)
      .where(eq(formFields.formId, id))
      .orderBy(asc(formFields.position), asc(formFields.id));
    return {
      id: form.id,
      title: form.title,
      description: form.description,
      submit_label: form.submitLabel,
      successMessage: form.successMessage,
      fields: fields.map((field) => ({
        name: field.name,
        label: field.label,
        // Stored by the seed or an admin from the same enum; anything else reads as text.
        type: isFieldType(field.type) ? field.type : 'text',
        required: field.required,
        placeholder: field.placeholder,
        options: field.options,
      })),
    };
  }

  routes.get('/form/:id', async (c) => {
    const { successMessage: _, ...form } = await readForm(c.req.param('id'));
    return success(c, form);
  });

  routes.post('/form/submit/:id', async (c) => {
    const form = await readForm(c.req.param('id'));
    const body = await validBody(c, formSubmissionSchema);
    const checked = checkSubmission(form.fields, body);
    if (!checked.ok) throw new ApiError(422, VALIDATION_FAILED_MESSAGE, checked.errors);
    await db.insert(formSubmissions).values({ formId: form.id, data: checked.data });
    const data: Acknowledgement = { message: form.successMessage };
    return success(c, data, form.successMessage);
  });

  routes.get('/faq/:id', async (c) => {
    const [faq] = await db
      .select()
      .from(faqs)
      .where(eq(faqs.id, c.req.param('id')));
    if (faq === undefined) throw notFound('FAQ not found');
    const data: Faq = { id: faq.id, title: faq.title, items: faq.items };
    return success(c, data);
  });

  routes.post('/blog/list', async (c) => {
    const request = await validBody(c, blogListRequestSchema);
    return success(c, await blogList(db, request, services.now()));
  });

  routes.get('/blog/:slug', async (c) => {
    const data = await blogPost(db, c.req.param('slug'), services.now());
    if (data === undefined) throw notFound('Post not found');
    return success(c, data);
  });

  routes.get('/testimonials/:id', async (c) => {
    const id = c.req.param('id');
    const rows = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.groupId, id))
      .orderBy(asc(testimonials.position), asc(testimonials.id));
    if (rows.length === 0) throw notFound('Testimonials not found');
    const data: Testimonials = {
      id,
      testimonials: rows.map(({ name, role, quote, rating, avatar }) => ({
        name,
        role,
        quote,
        rating,
        avatar,
      })),
    };
    return success(c, data);
  });

  routes.post('/plugins/TradeEnquiry/submit', async (c) => {
    const enquiry = await validBody(c, tradeEnquiryRequestSchema);
    if (enquiry.product_id !== undefined) {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, enquiry.product_id), eq(products.isPublished, true)));
      if (product === undefined) {
        throw new ApiError(422, VALIDATION_FAILED_MESSAGE, { product_id: [INVALID_VALUE_MESSAGE] });
      }
    }
    await db.insert(tradeEnquiries).values({
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      company: enquiry.company,
      productId: enquiry.product_id ?? null,
      quantity: enquiry.quantity ?? null,
      message: enquiry.message,
    });
    const data: Acknowledgement = { message: TRADE_ENQUIRY_MESSAGE };
    return success(c, data, TRADE_ENQUIRY_MESSAGE);
  });

  routes.post('/plugins/emailSubscription/subscribe', async (c) => {
    const { email } = await validBody(c, emailSubscriptionRequestSchema);
    // The unique e-mail decides, so two simultaneous sign-ups of one address store one row.
    const inserted = await db
      .insert(emailSubscriptions)
      .values({ email })
      .onConflictDoNothing({ target: emailSubscriptions.email })
      .returning({ id: emailSubscriptions.id });
    const already = inserted.length === 0;
    const message = already ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE;
    const data: EmailSubscription = { message, already_subscribed: already };
    return success(c, data, message);
  });

  routes.get('/plugins/PincodeAvaliability/check', async (c) => {
    const { pincode } = validQuery(c, pincodeQuerySchema);
    const [row] = await db
      .select()
      .from(serviceablePincodes)
      .where(eq(serviceablePincodes.pincode, pincode));
    const data: PincodeAvailability =
      row === undefined
        ? {
            pincode,
            serviceable: false,
            delivery_days: null,
            cod_available: false,
            message: PINCODE_NOT_SERVICEABLE_MESSAGE,
          }
        : {
            pincode,
            serviceable: true,
            delivery_days: row.deliveryDays,
            cod_available: row.isCodAvailable,
            message: `Delivery in ${row.deliveryDays} ${row.deliveryDays === 1 ? 'day' : 'days'}${row.isCodAvailable ? ', cash on delivery available' : ''}`,
          };
    // A lookup, not an action: no toast.
    return success(c, data);
  });

  /** `Gallery` and `customGallery` answer the same way (see `galleryRequestSchema`). */
  const gallery = async (body: { id?: string | undefined; product_id?: number | undefined }) => {
    const [row] = await db
      .select()
      .from(galleries)
      .where(
        body.id !== undefined
          ? eq(galleries.id, body.id)
          : eq(galleries.productId, body.product_id ?? 0),
      )
      .limit(1);
    if (row !== undefined) {
      const images = await db
        .select()
        .from(galleryImages)
        .where(eq(galleryImages.galleryId, row.id))
        .orderBy(asc(galleryImages.position), asc(galleryImages.id));
      const data: Gallery = {
        id: row.id,
        name: row.name,
        images: images.map(({ image, caption }) => ({ image, caption })),
      };
      return data;
    }
    if (body.id !== undefined || body.product_id === undefined) throw notFound('Gallery not found');
    // A product without a gallery of its own shows its product images.
    const [product] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.id, body.product_id), eq(products.isPublished, true)));
    if (product === undefined) throw notFound('Gallery not found');
    const images = await db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .orderBy(asc(productImages.position));
    const data: Gallery = {
      id: `product-${product.id}`,
      name: product.name,
      images: images.map(({ src, alt, width, height }) => ({
        image: { src, alt, width, height },
        caption: '',
      })),
    };
    return data;
  };

  routes.post('/plugins/Gallery', async (c) =>
    success(c, await gallery(await validBody(c, galleryRequestSchema))),
  );
  routes.post('/plugins/customGallery', async (c) =>
    success(c, await gallery(await validBody(c, galleryRequestSchema))),
  );

  return routes;
}

function isFieldType(value: string): value is FormFieldType {
  return (formFieldTypes as readonly string[]).includes(value);
}
