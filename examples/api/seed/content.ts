import { sql } from 'drizzle-orm';
import type { MenuItem } from '../../../schemas/api/index.ts';
import type { ContentDataset } from '../../demo-store/content/records.ts';
import type { Transaction } from '../data/services.ts';
import {
  blogPosts,
  faqs,
  formFields,
  forms,
  galleries,
  galleryImages,
  menuItems,
  menus,
  products,
  serviceablePincodes,
  sliders,
  slides,
  testimonials,
} from '../db/schema.ts';

/**
 * Empties the content tables, submissions and subscriptions included, and restarts their ids.
 */
export async function deleteContent(tx: Transaction): Promise<void> {
  await tx.execute(sql`truncate table slides, sliders, menu_items, menus, form_submissions,
    form_fields, forms, faqs, blog_posts, testimonials, gallery_images, galleries,
    trade_enquiries, email_subscriptions, serviceable_pincodes restart identity cascade`);
}

/** Inserts checked content; run after the catalogue (galleries may point at products). */
export async function insertContent(tx: Transaction, content: ContentDataset): Promise<void> {
  for (const slider of content.sliders) {
    await tx
      .insert(sliders)
      .values({ id: slider.id, name: slider.name, intervalMs: slider.interval_ms });
    if (slider.slides.length === 0) continue;
    await tx.insert(slides).values(
      slider.slides.map((slide, position) => ({
        sliderId: slider.id,
        title: slide.title,
        subtitle: slide.subtitle,
        image: slide.image,
        buttonLabel: slide.button_label,
        url: slide.url,
        position,
      })),
    );
  }

  for (const menu of content.menus) {
    await tx.insert(menus).values({ id: menu.id, name: menu.name });
    await insertMenuItems(tx, menu.id, null, menu.items);
  }

  for (const form of content.forms) {
    await tx.insert(forms).values({
      id: form.id,
      title: form.title,
      description: form.description,
      submitLabel: form.submit_label,
      successMessage: form.success_message,
    });
    if (form.fields.length === 0) continue;
    await tx
      .insert(formFields)
      .values(form.fields.map((field, position) => ({ formId: form.id, ...field, position })));
  }

  if (content.faqs.length > 0) await tx.insert(faqs).values(content.faqs);

  if (content.blog_posts.length > 0) {
    await tx.insert(blogPosts).values(
      content.blog_posts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        author: post.author,
        image: post.image,
        tags: post.tags,
        metaTitle: post.meta_title,
        metaDescription: post.meta_description,
        isPublished: post.is_published,
        publishedAt: new Date(post.published_at),
      })),
    );
  }

  const testimonialRows = content.testimonials.flatMap((group) =>
    group.testimonials.map((testimonial, position) => ({
      groupId: group.id,
      ...testimonial,
      position,
    })),
  );
  if (testimonialRows.length > 0) await tx.insert(testimonials).values(testimonialRows);

  for (const gallery of content.galleries) {
    let productId: number | null = null;
    if (gallery.product !== null) {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.slug} = ${gallery.product}`);
      if (row === undefined) throw new Error(`Seed: unknown product "${gallery.product}"`);
      productId = row.id;
    }
    await tx.insert(galleries).values({ id: gallery.id, name: gallery.name, productId });
    if (gallery.images.length === 0) continue;
    await tx
      .insert(galleryImages)
      .values(
        gallery.images.map((image, position) => ({ galleryId: gallery.id, ...image, position })),
      );
  }

  if (content.pincodes.length > 0) {
    await tx.insert(serviceablePincodes).values(
      content.pincodes.map((row) => ({
        pincode: row.pincode,
        deliveryDays: row.delivery_days,
        isCodAvailable: row.cod_available,
      })),
    );
  }
}

async function insertMenuItems(
  tx: Transaction,
  menuId: string,
  parentId: number | null,
  items: MenuItem[],
): Promise<void> {
  for (const [position, item] of items.entries()) {
    const [row] = await tx
      .insert(menuItems)
      .values({ menuId, parentId, label: item.label, url: item.url, position })
      .returning({ id: menuItems.id });
    if (row !== undefined && item.children.length > 0) {
      await insertMenuItems(tx, menuId, row.id, item.children);
    }
  }
}
