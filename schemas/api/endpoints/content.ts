import { endpoint } from '../endpoint.ts';

// spec §7 "Pages and content". Rows of the endpoint table: see schemas/api/endpoint.ts.

/** A slider's slides by its key. */
export const slider = endpoint({
  method: 'GET',
  path: '/api/slider/:id',
  access: 'guest',
  silent: true,
  schemas: () => import('../content.ts').then((m) => ({ data: m.sliderSchema })),
});

/** A menu's item tree by its key (`main`, `footer`). */
export const menu = endpoint({
  method: 'GET',
  path: '/api/menu/:id',
  access: 'guest',
  silent: true,
  schemas: () => import('../content.ts').then((m) => ({ data: m.menuSchema })),
});

/** The layout (header and footer) of page key `:id`; error pages are drawn inside it. */
export const template = endpoint({
  method: 'GET',
  path: '/api/template/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../pages.ts').then((m) => ({
      query: m.pathQuerySchema,
      data: m.templateResponseSchema,
    })),
});

/**
 * A page's whole template by its page key, with the storefront path and the page's own query
 * (DESIGN §3, §4 "Template envelope"): layout, page meta, page type and sections. Shoppers get
 * the live template of a published page only, never a draft. A slug a page moved away from
 * answers 404 with `data: { moved_to: '/new-slug' }` (`pageMovedSchema`), which the storefront
 * answers with a 301.
 */
export const templateBoth = endpoint({
  method: 'GET',
  path: '/api/templateBoth/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../pages.ts').then((m) => ({
      query: m.templateBothQuerySchema,
      data: m.templateBothResponseSchema,
    })),
});

/** A content page's meta and page type by its page key; inactive and unpublished pages answer 404. */
export const page = endpoint({
  method: 'GET',
  path: '/api/page/:id',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../pages.ts').then((m) => ({
      query: m.pathQuerySchema,
      data: m.pageResponseSchema,
    })),
});

/** Every published, active content page (`page_type` page), for the sitemap. */
export const publishedPages = endpoint({
  method: 'GET',
  path: '/api/pages',
  access: 'guest',
  silent: true,
  schemas: () => import('../publishing.ts').then((m) => ({ data: m.publishedPageListSchema })),
});

/** A form with its fields by its key. */
export const form = endpoint({
  method: 'GET',
  path: '/api/form/:id',
  access: 'guest',
  silent: true,
  schemas: () => import('../content.ts').then((m) => ({ data: m.formSchema })),
});

/** Submits form `:id`: the answers by field name; answers the form's thanks. */
export const submitForm = endpoint({
  method: 'POST',
  path: '/api/form/submit/:id',
  access: 'guest',
  schemas: () =>
    import('../content.ts').then((m) => ({
      body: m.formSubmissionSchema,
      data: m.acknowledgementSchema,
    })),
});

/** A list of questions and answers by its key. */
export const faq = endpoint({
  method: 'GET',
  path: '/api/faq/:id',
  access: 'guest',
  silent: true,
  schemas: () => import('../content.ts').then((m) => ({ data: m.faqSchema })),
});

/** One page of published blog posts, newest first, optionally of one tag, with every tag. */
export const blogList = endpoint({
  method: 'POST',
  path: '/api/blog/list',
  access: 'guest',
  silent: true,
  schemas: () =>
    import('../content.ts').then((m) => ({
      body: m.blogListRequestSchema,
      data: m.blogListSchema,
    })),
});

/** A published blog post by its slug, with up to 3 related posts. */
export const blogPost = endpoint({
  method: 'GET',
  path: '/api/blog/:slug',
  access: 'guest',
  silent: true,
  schemas: () => import('../content.ts').then((m) => ({ data: m.blogPostResponseSchema })),
});

/** A group of testimonials by its key. */
export const testimonials = endpoint({
  method: 'GET',
  path: '/api/testimonials/:id',
  access: 'guest',
  silent: true,
  schemas: () => import('../content.ts').then((m) => ({ data: m.testimonialsSchema })),
});
