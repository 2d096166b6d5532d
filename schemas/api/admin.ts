import { z } from 'zod';
import { pageTypeSchema, type Section, sectionSchema } from '../template.ts';
import { settingsSchema, socialLinksSchema } from './settings.ts';

/**
 * Page meta an editor may change. Every field is optional and has no default, so a field left
 * out keeps its stored value. `id` and `slug` are not editable here and are ignored if sent.
 */
export const adminPageUpdateSchema = z.object({
  /** Slug of the parent page; `null` for a top-level page. */
  parent_slug: z.string().min(1).nullable().optional(),
  /** Page title. */
  title: z.string().min(1).max(300).optional(),
  /** Title for search engines. */
  meta_title: z.string().max(300).nullable().optional(),
  /** Description for search engines. */
  meta_description: z.string().max(1000).nullable().optional(),
  /** Social sharing image URL. */
  image: z.string().min(1).nullable().optional(),
  /** Inactive pages answer 404 to shoppers. */
  is_active: z.boolean().optional(),
  /** What kind of page this is. */
  page_type: pageTypeSchema.optional(),
});
export type AdminPageUpdate = z.infer<typeof adminPageUpdateSchema>;

/**
 * The layout part of a template update. `id` chooses the layout the page uses (created when new);
 * `header` and `footer`, when present, replace that layout's sections for every page using it.
 */
export const adminLayoutUpdateSchema = z.object({
  /** Layout id, e.g. `default`. */
  id: z.string().min(1).max(100),
  /** New header sections; left out keeps the stored ones. */
  header: z.array(sectionSchema).optional(),
  /** New footer sections; left out keeps the stored ones. */
  footer: z.array(sectionSchema).optional(),
});
export type AdminLayoutUpdate = z.infer<typeof adminLayoutUpdateSchema>;

/** Body of `PUT /api/admin/templates/{pageKey}`: any of layout, page meta and page sections. */
export const adminTemplateUpdateSchema = z
  .object({
    /** Layout to use and its new sections. */
    template: adminLayoutUpdateSchema.optional(),
    /** Changed page meta. */
    page: adminPageUpdateSchema.optional(),
    /** New page sections, replacing the stored ones. */
    component_data: z.array(sectionSchema).optional(),
    /**
     * Section format version of the sections sent.
     * @default CURRENT_SCHEMA_VERSION (of schemas/template.ts)
     */
    schema_version: z.number().int().min(0).optional(),
  })
  .superRefine((body, ctx) => {
    if (
      body.template === undefined &&
      body.page === undefined &&
      body.component_data === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'Send at least one of template, page, component_data',
      });
    }
    // Section ids address sections in the editor, so they must be unique within a template.
    const seen = new Set<string>();
    const lists: Array<[path: (string | number)[], sections: Section[] | undefined]> = [
      [['template', 'header'], body.template?.header],
      [['template', 'footer'], body.template?.footer],
      [['component_data'], body.component_data],
    ];
    for (const [path, sections] of lists) {
      sections?.forEach((section, index) => {
        if (seen.has(section.id)) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, index, 'id'],
            message: `The section id "${section.id}" is used twice in this template`,
          });
        }
        seen.add(section.id);
      });
    }
  });
export type AdminTemplateUpdate = z.infer<typeof adminTemplateUpdateSchema>;

/**
 * Body of `PUT /api/admin/storefront`: a partial storefront, deep-merged into the stored one
 * (objects merge, arrays and other values replace). The merged result must parse with
 * `storefrontSchema`; its field errors name the fields of the merged object.
 */
export const adminStorefrontUpdateSchema = z.record(z.string(), z.unknown());
export type AdminStorefrontUpdate = z.infer<typeof adminStorefrontUpdateSchema>;

/** A setting's name: lower snake case, and never one every object already has (`constructor`). */
const SETTING_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/**
 * Body of `PUT /api/admin/settings`: `{ key: value }` merged into the stored settings. A social
 * profile must be an http(s) URL, as in the editor's settings draft (422 at its key).
 */
export const adminSettingsUpdateSchema = settingsSchema
  .extend(socialLinksSchema.partial().shape)
  .refine(
    (update) =>
      Object.keys(update).every((key) => SETTING_NAME.test(key) && !(key in Object.prototype)),
    { error: 'A setting name is lower snake case, such as store_name.' },
  );
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;

/**
 * Body of `PUT /api/admin/orders/{orderNo}/status`: the status a placed order moves on to
 * (`shipped`, then `delivered`), with the courier's waybill once shipped and an optional note
 * for its history.
 */
export const adminOrderStatusUpdateSchema = z.object({
  /** Where the order now stands. */
  status: z.enum(['shipped', 'delivered']),
  /** The courier's waybill number; kept when left out. */
  waybill: z.string().trim().min(1).max(40).optional(),
  /** The courier; kept when left out. */
  courier: z.string().trim().min(1).max(80).optional(),
  /** What the history says. @default 'Shipped' or 'Delivered' */
  note: z.string().trim().max(300).optional(),
});
export type AdminOrderStatusUpdate = z.infer<typeof adminOrderStatusUpdateSchema>;
