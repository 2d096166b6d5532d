import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { content, plugins } from '../../../schemas/api/endpoints.ts';
import {
  type Form,
  type FormFieldType,
  formFieldTypes,
  type Gallery,
  type GalleryRequest,
  INVALID_VALUE_MESSAGE,
  PINCODE_NOT_SERVICEABLE_MESSAGE,
  type PincodeAvailability,
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
import { mount } from '../http/mount.ts';

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

  mount(routes, content.slider, async ({ params: { id } }) => {
    const [slider] = await db.select().from(sliders).where(eq(sliders.id, id));
    if (slider === undefined) throw notFound('Slider not found');
    const rows = await db
      .select()
      .from(slides)
      .where(eq(slides.sliderId, id))
      .orderBy(asc(slides.position), asc(slides.id));
    const data = {
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
    return { data };
  });

  mount(routes, content.menu, async ({ params: { id } }) => {
    const [menu] = await db.select().from(menus).where(eq(menus.id, id));
    if (menu === undefined) throw notFound('Menu not found');
    const rows = await db.select().from(menuItems).where(eq(menuItems.menuId, id));
    return { data: { id: menu.id, name: menu.name, items: toMenuTree(rows) } };
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

  mount(routes, content.form, async ({ params }) => {
    const { successMessage: _, ...form } = await readForm(params.id);
    return { data: form };
  });

  mount(routes, content.submitForm, async ({ params, body }) => {
    const form = await readForm(params.id);
    const checked = checkSubmission(form.fields, body);
    if (!checked.ok) throw new ApiError(422, VALIDATION_FAILED_MESSAGE, checked.errors);
    await db.insert(formSubmissions).values({ formId: form.id, data: checked.data });
    return { data: { message: form.successMessage }, message: form.successMessage };
  });

  mount(routes, content.faq, async ({ params }) => {
    const [faq] = await db.select().from(faqs).where(eq(faqs.id, params.id));
    if (faq === undefined) throw notFound('FAQ not found');
    return { data: { id: faq.id, title: faq.title, items: faq.items } };
  });

  mount(routes, content.blogList, async ({ body }) => ({
    data: await blogList(db, body, services.now()),
  }));

  mount(routes, content.blogPost, async ({ params }) => {
    const data = await blogPost(db, params.slug, services.now());
    if (data === undefined) throw notFound('Post not found');
    return { data };
  });

  mount(routes, content.testimonials, async ({ params: { id } }) => {
    const rows = await db
      .select()
      .from(testimonials)
      .where(eq(testimonials.groupId, id))
      .orderBy(asc(testimonials.position), asc(testimonials.id));
    if (rows.length === 0) throw notFound('Testimonials not found');
    return {
      data: {
        id,
        testimonials: rows.map(({ name, role, quote, rating, avatar }) => ({
          name,
          role,
          quote,
          rating,
          avatar,
        })),
      },
    };
  });

  mount(routes, plugins.tradeEnquiry, async ({ body: enquiry }) => {
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
    return { data: { message: TRADE_ENQUIRY_MESSAGE }, message: TRADE_ENQUIRY_MESSAGE };
  });

  mount(routes, plugins.emailSubscribe, async ({ body: { email } }) => {
    // The unique e-mail decides, so two simultaneous sign-ups of one address store one row.
    const inserted = await db
      .insert(emailSubscriptions)
      .values({ email })
      .onConflictDoNothing({ target: emailSubscriptions.email })
      .returning({ id: emailSubscriptions.id });
    const already = inserted.length === 0;
    const message = already ? ALREADY_SUBSCRIBED_MESSAGE : SUBSCRIBED_MESSAGE;
    return { data: { message, already_subscribed: already }, message };
  });

  mount(routes, plugins.pincodeCheck, async ({ query: { pincode } }) => {
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
    return { data };
  });

  /** `Gallery` and `customGallery` answer the same way (see `galleryRequestSchema`). */
  const gallery = async (body: GalleryRequest): Promise<Gallery> => {
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
      return {
        id: row.id,
        name: row.name,
        images: images.map(({ image, caption }) => ({ image, caption })),
      };
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
    return {
      id: `product-${product.id}`,
      name: product.name,
      images: images.map(({ src, alt, width, height }) => ({
        image: { src, alt, width, height },
        caption: '',
      })),
    };
  };

  mount(routes, plugins.gallery, async ({ body }) => ({ data: await gallery(body) }));
  mount(routes, plugins.customGallery, async ({ body }) => ({ data: await gallery(body) }));

  return routes;
}

function isFieldType(value: string): value is FormFieldType {
  return (formFieldTypes as readonly string[]).includes(value);
}
