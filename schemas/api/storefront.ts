import { z } from 'zod';
import { imageSchema } from './image.ts';

/** Store modes that put a gate in front of the shop (spec §4); any other value means open. */
export const gatedModes = ['Coming Soon', 'Under Maintenance'] as const;

/** The two page layouts of spec §3. */
export const pageLayouts = ['Boxed Content', 'Full Width'] as const;

// Colours and font families end up inside CSS in <head>; accepting only these forms keeps a
// stored value from breaking out of its declaration.
const hexColour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, {
    message: 'The value must be a hex colour such as #1f2937',
  });
const fontFamily = z.string().regex(/^[\w -]+$/, {
  message: 'The font family may hold letters, digits, spaces and hyphens only',
});

/** One `<link rel="icon">`-like entry of the favicon set. */
export const faviconSchema = z.looseObject({
  /** Link relation. @default 'icon' */
  rel: z.enum(['icon', 'apple-touch-icon', 'mask-icon']).default('icon'),
  /** URL of the icon. */
  href: z.string().min(1),
  /** Sizes attribute, e.g. `32x32` or `any`. */
  sizes: z.string().optional(),
  /** MIME type, e.g. `image/svg+xml`. */
  type: z.string().optional(),
});
export type Favicon = z.infer<typeof faviconSchema>;

/** A web font the theme loads (spec §3 "fonts list"; spec §9: loaded with swap). */
export const fontSchema = z.looseObject({
  /** CSS family name, e.g. `Inter`. */
  family: fontFamily,
  /** URL or root-relative path of the font file (woff2). */
  path: z.string().min(1),
  /**
   * Lowest and highest weight the file covers. When absent, spec §9 applies: 100–900 for a
   * variable font, 400–900 otherwise.
   */
  weight_range: z
    .tuple([z.number().int().min(1).max(1000), z.number().int().min(1).max(1000)])
    .optional(),
  /** Whether the file is a variable font. @default false */
  is_variable: z.boolean().default(false),
});
export type Font = z.infer<typeof fontSchema>;

/** Type settings of one text role. */
export const typographyStyleSchema = z.looseObject({
  /** CSS family name; should match a `fonts` entry or a system font. @default 'system-ui' */
  font_family: fontFamily.default('system-ui'),
  /** Base size in CSS pixels. @default 16 */
  font_size: z.number().positive().max(200).default(16),
  /** Weight, 100–900. @default 400 */
  font_weight: z.number().int().min(100).max(900).default(400),
});
export type TypographyStyle = z.infer<typeof typographyStyleSchema>;

/** The storefront object of spec §3, as answered by `GET /api/storefront/all`. */
export const storefrontSchema = z.looseObject({
  // Gates and cookies
  /** Shoppers must enter the store password first (spec §4). @default false */
  is_password_protection_enabled: z.boolean().default(false),
  /** `'Coming Soon'` or `'Under Maintenance'` gate the store; any other value is open. @default 'Live' */
  mode: z.union([z.enum(gatedModes), z.string()]).default('Live'),
  /** Show the cookie banner and gate analytics behind consent. @default false */
  is_cookie_warning_enabled: z.boolean().default(false),
  /** Text of the cookie banner. @default '' */
  cookie_warning_message: z.string().default(''),
  /** Show the Manage Cookies button in the footer. @default true */
  show_cookie_manage: z.boolean().default(true),

  /** The sales channel the store sells through. */
  channel: z.looseObject({
    /** Currency of prices. */
    currency: z.looseObject({
      /** ISO 4217 code, e.g. `INR`. */
      code: z.string().length(3),
    }),
    /** Country of phone numbers. */
    country: z.looseObject({
      /** Dialling prefix with plus sign, e.g. `+91`. */
      mobile_code: z.string().regex(/^\+\d{1,4}$/),
      /** Digits in a national mobile number; phone inputs truncate to it (spec §5). @default 10 */
      mobile_number_length: z.number().int().min(4).max(15).default(10),
    }),
  }),

  /** The terms page, linked from checkout. @default null */
  termsandconditions_page: z
    .looseObject({ slug: z.string().min(1) })
    .nullable()
    .default(null),
  /** The privacy policy page. @default null */
  privacypolicy_page: z
    .looseObject({ slug: z.string().min(1) })
    .nullable()
    .default(null),

  // Appearance
  /** Favicon set, rendered as `<link>` tags. @default [] */
  favicon: z.array(faviconSchema).default([]),
  /** The main logo, with its size so the header does not shift. @default null */
  logo1: imageSchema.nullable().default(null),
  /** Web fonts to load. @default [] */
  fonts: z.array(fontSchema).default([]),
  /** Body and heading type. @default { body: {...}, heading: { font_weight: 700 } } */
  typography: z
    .looseObject({
      /** Body text. @default { font_family: 'system-ui', font_size: 16, font_weight: 400 } */
      body: typographyStyleSchema.default({
        font_family: 'system-ui',
        font_size: 16,
        font_weight: 400,
      }),
      /** Headings. @default { font_family: 'system-ui', font_size: 32, font_weight: 700 } */
      heading: typographyStyleSchema.default({
        font_family: 'system-ui',
        font_size: 32,
        font_weight: 700,
      }),
    })
    .default({
      body: { font_family: 'system-ui', font_size: 16, font_weight: 400 },
      heading: { font_family: 'system-ui', font_size: 32, font_weight: 700 },
    }),
  /** Brand colour of buttons, links and accents. @default '#111827' */
  theme_color: hexColour.default('#111827'),
  /** Main text colour. @default '#1f2937' */
  text_color: hexColour.default('#1f2937'),
  /** Page background colour. @default '#ffffff' */
  background_color: hexColour.default('#ffffff'),
  /** Optional page background image URL. @default null */
  background_image: z.string().min(1).nullable().default(null),
  /** How the background image is sized. @default 'cover' */
  background_size: z.enum(['auto', 'cover', 'contain']).default('cover'),
  /** How the background image repeats. @default 'no-repeat' */
  background_repeat: z.enum(['no-repeat', 'repeat', 'repeat-x', 'repeat-y']).default('no-repeat'),
  /** Content width: boxed in a centred column, or full width. @default 'Full Width' */
  page_layout: z.enum(pageLayouts).default('Full Width'),
  /** Header sticks to the top once scrolled past 50px (spec §2). @default true */
  is_sticky_header_enabled: z.boolean().default(true),
  /** Show the scroll-to-top button after half the page (spec §2). @default true */
  is_scroll_button_enabled: z.boolean().default(true),
  /** Let search engines index the store (robots meta). @default true */
  enable_indexing: z.boolean().default(true),
  /** Inject `custom_css` into every page. @default false */
  is_custom_css_enabled: z.boolean().default(false),
  /** Store-supplied CSS, injected only when enabled. @default '' */
  custom_css: z.string().default(''),

  // Store notice bar (spec §2 "Layout")
  /** Show the notice bar above the header. @default false */
  is_store_notice_enabled: z.boolean().default(false),
  /** Notice text. @default '' */
  store_notice_message: z.string().default(''),
  /** Notice background colour. @default '#111827' */
  store_notice_bg_color: hexColour.default('#111827'),
  /** Notice text colour. @default '#ffffff' */
  store_notice_text_color: hexColour.default('#ffffff'),
  /** Slug of the page the notice links to. @default null */
  store_notice_page_slug: z.string().min(1).nullable().default(null),
  /** The shopper may close the notice. @default true */
  is_store_notice_clearable: z.boolean().default(true),
});
export type Storefront = z.infer<typeof storefrontSchema>;
/** The storefront as written by hand (defaults still to apply), e.g. in seed data. */
export type StorefrontInput = z.input<typeof storefrontSchema>;
