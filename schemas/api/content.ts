import { z } from 'zod';
import {
  FORM_PHONE_DIGITS,
  FORM_TEXT_MAX,
  FORM_TEXTAREA_MAX,
  PINCODE_LENGTH,
  TRADE_ENQUIRY_MAX_QUANTITY,
} from '../api-constants.ts';
import { paginationSchema } from './catalogue.ts';
import {
  emailField,
  INVALID_VALUE_MESSAGE,
  NUMERIC_MESSAGE,
  requiredText,
} from './customer-fields.ts';
import { imageSchema } from './image.ts';

// Content contract (spec §7 "Pages and content" and the content plugins of "Plugins").

/** A content key in a path (`home`, `main`, `contact`). */
export const contentKeySchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9][\w-]*$/);

/** One slide of a slider. */
export const slideSchema = z.object({
  /** Database id. */
  id: z.number().int().positive(),
  /** Heading. */
  title: z.string(),
  /** Line under the heading. @default '' */
  subtitle: z.string().default(''),
  /** Background image. */
  image: imageSchema,
  /** Text of the call-to-action button; `null` hides it. @default null */
  button_label: z.string().nullable().default(null),
  /** Where the slide links to; `null` for none. @default null */
  url: z.string().nullable().default(null),
});
export type Slide = z.infer<typeof slideSchema>;

/** `data` of `GET /api/slider/{id}`. */
export const sliderSchema = z.object({
  /** Key of the slider. */
  id: z.string(),
  /** Name, for the editor. */
  name: z.string(),
  /** Autoplay interval in milliseconds; 0 turns autoplay off. @default 5000 */
  interval_ms: z.number().int().nonnegative().default(5000),
  /** Slides in order. */
  slides: z.array(slideSchema),
});
export type Slider = z.infer<typeof sliderSchema>;

/** An item of a menu, with its sub-items. */
export interface MenuItem {
  /** Link text. */
  label: string;
  /** Root-relative path or absolute URL. */
  url: string;
  /** Sub-items in order. */
  children: MenuItem[];
}
/** A menu item tree node. */
export const menuItemSchema: z.ZodType<MenuItem> = z.object({
  /** Link text. */
  label: z.string().min(1),
  /** Root-relative path or absolute URL. */
  url: z.string().min(1),
  /** Sub-items in order. */
  get children() {
    return z.array(menuItemSchema);
  },
});

/** `data` of `GET /api/menu/{id}`. */
export const menuSchema = z.object({
  /** Key of the menu, e.g. `main` or `footer`. */
  id: z.string(),
  /** Name, for the editor. */
  name: z.string(),
  /** Top-level items in order. */
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;

/** Input types a form field may have. */
export const formFieldTypes = [
  'text',
  'email',
  'tel',
  'number',
  'textarea',
  'select',
  'checkbox',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** A field of a store-defined form. */
export const formFieldSchema = z.object({
  /** Key in the submitted body and in field errors. */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Label shown to the shopper. */
  label: z.string().min(1),
  /** Input type. */
  type: z.enum(formFieldTypes),
  /** Whether a value is required (a checkbox must be ticked). @default false */
  required: z.boolean().default(false),
  /** Placeholder text. @default '' */
  placeholder: z.string().default(''),
  /** Choices of a `select`. @default [] */
  options: z.array(z.string()).default([]),
});
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** `data` of `GET /api/form/{id}`. */
export const formSchema = z.object({
  /** Key of the form, e.g. `contact`. */
  id: z.string(),
  /** Heading. */
  title: z.string(),
  /** Text above the fields. @default '' */
  description: z.string().default(''),
  /** Text of the submit button. @default 'Submit' */
  submit_label: z.string().default('Submit'),
  /** Fields in order. */
  fields: z.array(formFieldSchema),
});
export type Form = z.infer<typeof formSchema>;

export {
  FORM_PHONE_DIGITS,
  FORM_TEXT_MAX,
  FORM_TEXTAREA_MAX,
  TRADE_ENQUIRY_MAX_QUANTITY,
} from '../api-constants.ts';

/**
 * Body of `POST /api/form/submit/{id}`: field name to value (strings; booleans for checkboxes).
 * The server checks it against the stored field definitions and answers 422 with errors keyed by
 * field name (spec §5 messages); names that are not fields of the form are dropped.
 */
export const formSubmissionSchema = z.record(
  z.string().max(60),
  z.union([z.string().max(FORM_TEXTAREA_MAX), z.boolean(), z.number(), z.null()]),
);
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

/** `data` of every "thank you" answer: the message is also the envelope's toast message. */
export const acknowledgementSchema = z.object({
  /** Text to show. */
  message: z.string(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** One question of a FAQ. */
export const faqItemSchema = z.object({
  /** The question, plain text. */
  question: z.string().min(1),
  /** The answer, HTML written by the store. */
  answer: z.string().min(1),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** `data` of `GET /api/faq/{id}`. */
export const faqSchema = z.object({
  /** Key of the FAQ. */
  id: z.string(),
  /** Heading. */
  title: z.string(),
  /** Questions in order. */
  items: z.array(faqItemSchema),
});
export type Faq = z.infer<typeof faqSchema>;

/** Body of `POST /api/blog/list`. */
export const blogListRequestSchema = z.object({
  /** Page from 1. @default 1 */
  page: z.number().int().positive().default(1),
  /** Posts per page, at most 48. @default 9 */
  per_page: z.number().int().positive().max(48).default(9),
  /** Only posts with this tag. */
  tag: z.string().min(1).max(60).optional(),
});
export type BlogListRequest = z.input<typeof blogListRequestSchema>;

/** A blog post as listed. */
export const blogPostCardSchema = z.object({
  /** Database id. */
  id: z.number().int().positive(),
  /** URL slug: the post is `/blogs/{slug}`. */
  slug: z.string(),
  /** Title. */
  title: z.string(),
  /** Summary, plain text. */
  excerpt: z.string(),
  /** Cover image, or `null`. */
  image: imageSchema.nullable(),
  /** Author's name. */
  author: z.string(),
  /** Tags (lower-case words). */
  tags: z.array(z.string()),
  /** Publication time, ISO 8601. */
  published_at: z.string(),
});
export type BlogPostCard = z.infer<typeof blogPostCardSchema>;

/** A tag with its number of posts. */
export const blogTagSchema = z.object({
  /** The tag. */
  name: z.string(),
  /** Published posts with it. */
  count: z.number().int().nonnegative(),
});

/** `data` of `POST /api/blog/list`. */
export const blogListSchema = z.object({
  /** One page of posts, newest first. */
  posts: z.array(blogPostCardSchema),
  /** Where this page is. */
  pagination: paginationSchema,
  /** Every tag with its post count, for a tag filter. */
  tags: z.array(blogTagSchema),
});
export type BlogList = z.infer<typeof blogListSchema>;

/** A whole blog post. */
export const blogPostSchema = blogPostCardSchema.extend({
  /** The article, HTML written by the store. */
  body: z.string(),
  /** Search-engine meta. */
  meta: z.object({ meta_title: z.string(), meta_description: z.string() }),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** `data` of `GET /api/blog/{slug}`. */
export const blogPostResponseSchema = z.object({
  /** The post. */
  post: blogPostSchema,
  /** Up to 3 other posts, those sharing a tag first. */
  related: z.array(blogPostCardSchema),
});
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

/** One testimonial. */
export const testimonialSchema = z.object({
  /** Who said it. */
  name: z.string(),
  /** Where they are from or what they do. @default '' */
  role: z.string().default(''),
  /** What they said, plain text. */
  quote: z.string(),
  /** Stars, 1–5. */
  rating: z.number().int().min(1).max(5),
  /** Portrait, or `null`. @default null */
  avatar: imageSchema.nullable().default(null),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** `data` of `GET /api/testimonials/{id}`. */
export const testimonialsSchema = z.object({
  /** Key of the set. */
  id: z.string(),
  /** Testimonials in order. */
  testimonials: z.array(testimonialSchema),
});
export type Testimonials = z.infer<typeof testimonialsSchema>;

/** Body of `POST /api/plugins/TradeEnquiry/submit` (a wholesale enquiry). */
export const tradeEnquiryRequestSchema = z.object({
  /** Contact name. */
  name: requiredText(FORM_TEXT_MAX),
  /** Contact e-mail. */
  email: emailField,
  /** Contact phone, 6–15 digits. */
  phone: requiredText(32)
    .regex(/^\d+$/, { error: NUMERIC_MESSAGE, abort: true })
    .min(FORM_PHONE_DIGITS.min, { error: INVALID_VALUE_MESSAGE })
    .max(FORM_PHONE_DIGITS.max, { error: INVALID_VALUE_MESSAGE }),
  /** Company name. @default '' */
  company: z.string().trim().max(FORM_TEXT_MAX).default(''),
  /** Product asked about. */
  product_id: z.number({ error: NUMERIC_MESSAGE }).int().positive().optional(),
  /** Units wanted. */
  quantity: z
    .number({ error: NUMERIC_MESSAGE })
    .int()
    .positive()
    .max(TRADE_ENQUIRY_MAX_QUANTITY)
    .optional(),
  /** Details. @default '' */
  message: z.string().trim().max(FORM_TEXTAREA_MAX).default(''),
});
export type TradeEnquiryRequest = z.input<typeof tradeEnquiryRequestSchema>;

/** Body of `POST /api/plugins/emailSubscription/subscribe`. */
export const emailSubscriptionRequestSchema = z.object({
  /** E-mail to subscribe. */
  email: emailField,
});
export type EmailSubscriptionRequest = z.input<typeof emailSubscriptionRequestSchema>;

/** `data` of `POST /api/plugins/emailSubscription/subscribe`. */
export const emailSubscriptionSchema = z.object({
  /** Text to show. */
  message: z.string(),
  /** Whether the address was on the list before (still a success). */
  already_subscribed: z.boolean(),
});
export type EmailSubscription = z.infer<typeof emailSubscriptionSchema>;

export { PINCODE_LENGTH, PINCODE_NOT_SERVICEABLE_MESSAGE } from '../api-constants.ts';

/** Query of `GET /api/plugins/PincodeAvaliability/check` (the spec's spelling). */
export const pincodeQuerySchema = z.object({
  /** Six digits, e.g. `560001`. */
  pincode: requiredText(32)
    .regex(/^\d+$/, { error: NUMERIC_MESSAGE, abort: true })
    .length(PINCODE_LENGTH, { error: `The pincode must be ${PINCODE_LENGTH} digits` }),
});
export type PincodeQuery = z.input<typeof pincodeQuerySchema>;

/** `data` of the pincode check. */
export const pincodeAvailabilitySchema = z.object({
  /** The pincode checked. */
  pincode: z.string(),
  /** Whether the store delivers there. */
  serviceable: z.boolean(),
  /** Usual delivery time in days; `null` when not serviceable. */
  delivery_days: z.number().int().positive().nullable(),
  /** Whether cash on delivery is offered there. */
  cod_available: z.boolean(),
  /** Text to show under the pincode field. */
  message: z.string(),
});
export type PincodeAvailability = z.infer<typeof pincodeAvailabilitySchema>;

/**
 * Body of `POST /api/plugins/Gallery` and `POST /api/plugins/customGallery`: a gallery by its
 * key, or the gallery of a product (its own images when it has no gallery).
 */
export const galleryRequestSchema = z
  .object({
    /** Key of the gallery, e.g. `lookbook`. */
    id: contentKeySchema.optional(),
    /** Product whose gallery to answer. */
    product_id: z.number({ error: NUMERIC_MESSAGE }).int().positive().optional(),
  })
  .refine((body) => body.id !== undefined || body.product_id !== undefined, {
    message: 'Either id or product_id is required',
    path: ['id'],
  });
export type GalleryRequest = z.input<typeof galleryRequestSchema>;

/** One picture of a gallery. */
export const galleryImageSchema = z.object({
  /** The image. */
  image: imageSchema,
  /** Caption. @default '' */
  caption: z.string().default(''),
});

/** `data` of the gallery plugins. */
export const gallerySchema = z.object({
  /** Key of the gallery (`product-{id}` for a product's own images). */
  id: z.string(),
  /** Name. */
  name: z.string(),
  /** Pictures in order. */
  images: z.array(galleryImageSchema),
});
export type Gallery = z.infer<typeof gallerySchema>;
