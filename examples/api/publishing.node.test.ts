import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtinSectionCheck } from '../../schemas/api/builtin-section-check.ts';
import {
  adminPageListSchema,
  adminPageSummarySchema,
  envelopeSchema,
  errorEnvelopeSchema,
  INVALID_SECTIONS_MESSAGE,
  invalidTemplateDataSchema,
  NOTHING_TO_PUBLISH_MESSAGE,
  publishedPageListSchema,
  SLUG_FORMAT_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  STALE_VERSION_MESSAGE,
  templateVersionListSchema,
  templateVersionSchema,
  VERSION_REQUIRED_MESSAGE,
} from '../../schemas/api/index.ts';
import { type Section, templateEnvelopeSchema } from '../../schemas/template.ts';
import { createApiApp } from './app.ts';
import { type OpenDatabase, openDatabase } from './db/open.ts';
import { pages } from './db/schema.ts';
import { UNDELETABLE_PAGE_MESSAGE } from './routes/admin-pages.ts';
import { LAYOUT_CHANGED_MESSAGE } from './routes/publishing.ts';
import { type Answer, listen, request, type Served } from './testing/http.ts';
import { type Publisher, publisher } from './testing/publishing.ts';
import { seededSnapshot } from './testing/snapshot.ts';

// Drafts, Publish, History and pages (DESIGN decision 15): what an editor and a script can do to
// a store's pages, and what shoppers see meanwhile.

const TOKEN = 'publishing-test-token-0123456789';
const templateEnvelope = envelopeSchema(templateEnvelopeSchema);
const errorOf = (answer: Answer) => errorEnvelopeSchema.parse(answer.body);

let database: OpenDatabase;
let server: Served;
let editor: Publisher;

/** What a shopper's storefront gets for `path` (a page key of one segment). */
const shopper = (path: string) =>
  request(server.url, `/api/templateBoth/${path.slice(1) || 'home'}?path=${path}`);

const liveSections = async (path: string): Promise<Section[]> => {
  const answer = await shopper(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return templateEnvelope.parse(answer.body).data.component_data;
};

const rich = (id: string, html: string): Section => ({ key: 'rich-text', id, props: { html } });

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', snapshot: await seededSnapshot() });
  server = await listen(createApiApp({ db: database.db, adminToken: TOKEN, log: () => {} }));
  editor = publisher(server.url, TOKEN);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('checking templates against the registry', () => {
  it('refuses a section with an unknown prop, an unknown key or a missing prop with 422, naming each', async () => {
    const before = await editor.read('faq');
    const answer = await editor.send(
      'PUT',
      '/api/admin/templates/faq',
      {
        component_data: [
          { key: 'rich-text', id: 'ok', props: { html: '<p>Fine</p>' } },
          { key: 'rich-text', id: 'extra', props: { html: '<p>x</p>', colour: 'red' } },
          { key: 'no-such-section', id: 'ghost', props: {} },
          { key: 'spacer', id: 'gap', props: { size: 'huge' } },
          { key: 'rich-text', id: 'empty', props: {} },
        ],
      },
      before.editing.version,
    );
    expect(answer.status).toBe(422);
    const error = errorOf(answer);
    expect(error.message).toBe(INVALID_SECTIONS_MESSAGE);
    const { sections } = invalidTemplateDataSchema.parse(error.data);
    expect(sections.map(({ section_id, path }) => [section_id, path])).toEqual([
      ['extra', '/colour'],
      ['ghost', ''],
      ['gap', '/size'],
      ['empty', '/html'],
    ]);
    expect(sections[0]).toMatchObject({
      area: 'component_data',
      index: 1,
      key: 'rich-text',
      message: 'is not a known property',
    });
    expect(sections[1]?.message).toBe('is not a section this shop knows');
    expect(Object.keys(error.errors ?? {})).toEqual([
      'component_data.1.props.colour',
      'component_data.2.key',
      'component_data.3.props.size',
      'component_data.4.props.html',
    ]);
    expect(error.errors?.['component_data.4.props.html']).toEqual([
      'Section empty (rich-text): /html is required',
    ]);
    // nothing was stored: no draft, the same version
    expect((await editor.read('faq')).editing).toEqual(before.editing);
  });

  it('checks the header and footer too, under their own field names', async () => {
    const { editing } = await editor.read('faq');
    const answer = await editor.send(
      'PUT',
      '/api/admin/templates/faq',
      { template: { id: 'default', footer: [{ key: 'spacer', id: 'f', props: { bogus: 1 } }] } },
      editing.version,
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(errorOf(answer).errors ?? {})).toEqual(['template.footer.0.props.bogus']);
  });

  it('refuses a template of another schema version: the editor migrates before it saves', async () => {
    const { editing } = await editor.read('faq');
    const answer = await editor.send(
      'PUT',
      '/api/admin/templates/faq',
      { component_data: [], schema_version: 0 },
      editing.version,
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(errorOf(answer).errors ?? {})).toEqual(['schema_version']);
  });

  it('accepts the sections of the shop it was given, theme sections included', async () => {
    const database = await openDatabase({ dataDir: 'memory://', snapshot: await seededSnapshot() });
    // a theme that registered "promo-bar" beside the built-in sections
    const theme = (key: string, props: unknown) =>
      key === 'promo-bar' ? [] : builtinSectionCheck(key, props);
    const themed = await listen(
      createApiApp({
        db: database.db,
        adminToken: TOKEN,
        log: () => {},
        sectionCheck: () => theme,
      }),
    );
    try {
      const themedEditor = publisher(themed.url, TOKEN);
      const saved = await themedEditor.saveDraft('faq', {
        component_data: [{ key: 'promo-bar', id: 'promo', props: { text: 'Sale' } }],
      });
      expect(saved.component_data.map((s) => s.key)).toEqual(['promo-bar']);
    } finally {
      await themed.close();
      await database.close();
    }
  });
});

describe('conditional writes', () => {
  it('refuses a write without If-Match (428) and one with a stale version (412), naming the current one', async () => {
    const body = { component_data: [rich('c1', '<p>One</p>')] };
    const missing = await editor.send('PUT', '/api/admin/templates/contact-us', body, null);
    expect(missing.status).toBe(428);
    expect(errorOf(missing).message).toBe(VERSION_REQUIRED_MESSAGE);

    const { editing } = await editor.read('contact-us');
    const stale = await editor.send(
      'PUT',
      '/api/admin/templates/contact-us',
      body,
      editing.version - 1 || 99,
    );
    expect(stale.status).toBe(412);
    expect(errorOf(stale)).toMatchObject({
      message: STALE_VERSION_MESSAGE,
      data: { current_version: editing.version },
    });
  });

  it('gives the second of two editors who read the same version a conflict, not an overwrite', async () => {
    const first = await editor.read('contact-us');
    const second = await editor.read('contact-us');
    expect(second.editing.version).toBe(first.editing.version);

    const saved = await editor.send(
      'PUT',
      '/api/admin/templates/contact-us',
      { component_data: [rich('mine', '<p>First editor</p>')] },
      first.editing.version,
    );
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe(`"${first.editing.version + 1}"`);

    const conflict = await editor.send(
      'PUT',
      '/api/admin/templates/contact-us',
      { component_data: [rich('theirs', '<p>Second editor</p>')] },
      second.editing.version,
    );
    expect(conflict.status).toBe(412);
    const now = await editor.read('contact-us');
    expect(now.component_data.map((s) => s.id)).toEqual(['mine']);
    expect(now.editing.version).toBe(first.editing.version + 1);
  });

  it('answers the version as ETag with every admin template, and accepts it bare from a script', async () => {
    const answer = await request(server.url, '/api/admin/templates/contact-us', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const { editing } = await editor.read('contact-us');
    expect(answer.headers.get('etag')).toBe(`"${editing.version}"`);
    const discarded = await request(server.url, '/api/admin/templates/contact-us/draft', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${TOKEN}`, 'if-match': String(editing.version) },
    });
    expect(discarded.status).toBe(200);
  });
});

describe('draft and live', () => {
  it('keeps a draft from shoppers until Publish, then shows it', async () => {
    const original = await liveSections('/about-us');
    const draft = await editor.saveDraft('about-us', {
      component_data: [...original, rich('about-new', '<p>Fresh from the draft</p>')],
    });
    expect(draft.editing).toMatchObject({ has_draft: true, published: true });
    expect(draft.component_data.map((s) => s.id)).toContain('about-new');
    // the shop still shows the live page
    expect(await liveSections('/about-us')).toEqual(original);

    const live = await editor.publish('about-us');
    expect(live.editing.has_draft).toBe(false);
    expect((await liveSections('/about-us')).map((s) => s.id)).toEqual([
      ...original.map((s) => s.id),
      'about-new',
    ]);
  });

  it('answers 409 to Publish without a draft, and Discard draft goes back to the live page', async () => {
    const { editing } = await editor.read('about-us');
    const nothing = await editor.send(
      'POST',
      '/api/admin/templates/about-us/publish',
      undefined,
      editing.version,
    );
    expect(nothing.status).toBe(409);
    expect(errorOf(nothing).message).toBe(NOTHING_TO_PUBLISH_MESSAGE);

    const live = await liveSections('/about-us');
    await editor.saveDraft('about-us', { component_data: [rich('only', '<p>Draft only</p>')] });
    const draft = await editor.read('about-us');
    const discarded = await editor.send(
      'DELETE',
      '/api/admin/templates/about-us/draft',
      undefined,
      draft.editing.version,
    );
    expect(discarded.status).toBe(200);
    const back = await editor.read('about-us');
    expect(back.editing.has_draft).toBe(false);
    expect(back.component_data).toEqual(live);
  });

  it('keeps no draft that is the live page again', async () => {
    const live = await liveSections('/about-us');
    await editor.saveDraft('about-us', { component_data: [rich('x', '<p>x</p>')] });
    const back = await editor.saveDraft('about-us', { component_data: live });
    expect(back.editing.has_draft).toBe(false);
  });

  it('refuses to publish a shared header another page published since this draft changed it', async () => {
    const header = (await editor.read('home')).template.header;
    await editor.saveDraft('home', {
      template: { id: 'default', header: [...header, rich('home-note', '<p>Home note</p>')] },
    });
    await editor.saveAndPublish('faq', {
      template: { id: 'default', header: [...header, rich('faq-note', '<p>FAQ note</p>')] },
    });
    const { editing } = await editor.read('home');
    const refused = await editor.send(
      'POST',
      '/api/admin/templates/home/publish',
      undefined,
      editing.version,
    );
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe(LAYOUT_CHANGED_MESSAGE);
    expect((await editor.read('faq')).template.header.map((s) => s.id)).toContain('faq-note');
  });
});

describe('history', () => {
  it('keeps each publish as a version with what changed, previews one and restores it as the draft', async () => {
    const original = await liveSections('/terms-and-conditions');
    await editor.saveAndPublish('terms-and-conditions', {
      page: { title: 'Terms of sale' },
      component_data: [rich('terms-new', '<p>New terms</p>'), ...original.slice(1)],
    });

    const list = await request(server.url, '/api/admin/templates/terms-and-conditions/versions', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const { versions } = envelopeSchema(templateVersionListSchema).parse(list.body).data;
    expect(versions.map((v) => [v.number, v.live])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[0]?.summary).toBe(
      `Added rich-text; removed ${original[0]?.key}; page settings changed (title)`,
    );
    expect(versions[0]?.changes.added).toEqual([{ id: 'terms-new', key: 'rich-text' }]);
    expect(versions[1]?.summary).toBe('As it was before the first publish from the editor');

    const one = await request(server.url, '/api/admin/templates/terms-and-conditions/versions/1', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const version = envelopeSchema(templateVersionSchema).parse(one.body).data;
    expect(version.template.component_data).toEqual(original);
    expect(version.template.page.title).toBe('Terms and conditions');

    const { editing } = await editor.read('terms-and-conditions');
    const restored = await editor.send(
      'POST',
      '/api/admin/templates/terms-and-conditions/versions/1/restore',
      undefined,
      editing.version,
    );
    expect(restored.status).toBe(200);
    // restored as the draft: shoppers still see version 2 until Publish
    expect((await liveSections('/terms-and-conditions'))[0]?.id).toBe('terms-new');
    await editor.publish('terms-and-conditions');
    expect(await liveSections('/terms-and-conditions')).toEqual(original);
    const after = await request(server.url, '/api/admin/templates/terms-and-conditions/versions', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(envelopeSchema(templateVersionListSchema).parse(after.body).data.versions).toHaveLength(
      3,
    );
  });

  it('answers 404 for a version the page does not have', async () => {
    const missing = await request(
      server.url,
      '/api/admin/templates/terms-and-conditions/versions/99',
      {
        headers: { authorization: `Bearer ${TOKEN}` },
      },
    );
    expect(missing.status).toBe(404);
  });
});

describe('pages', () => {
  const published = async () =>
    envelopeSchema(publishedPageListSchema)
      .parse((await request(server.url, '/api/pages')).body)
      .data.pages.map((page) => page.path);

  it('refuses a slug that is malformed, taken or kept by the storefront with 422 on slug', async () => {
    for (const [slug, message] of [
      ['Summer Sale', SLUG_FORMAT_MESSAGE],
      ['summer--sale', SLUG_FORMAT_MESSAGE],
      ['about-us', SLUG_TAKEN_MESSAGE],
      ['cart', SLUG_TAKEN_MESSAGE],
      ['checkout', SLUG_TAKEN_MESSAGE],
    ] as const) {
      const answer = await editor.send('POST', '/api/admin/pages', { title: 'Sale', slug });
      expect(answer.status, slug).toBe(422);
      expect(errorOf(answer).errors).toEqual({ slug: [message] });
    }
  });

  it('creates an unpublished page that shoppers and the sitemap meet only once it is published', async () => {
    const created = await editor.send('POST', '/api/admin/pages', {
      title: 'Summer sale',
      slug: 'summer-sale',
      component_data: [rich('sale-intro', '<h1>Summer sale</h1>')],
    });
    expect(created.status).toBe(201);
    const page = envelopeSchema(z.looseObject({ editing: z.looseObject({}) })).parse(
      created.body,
    ).data;
    expect(page.editing).toMatchObject({ published: false, has_draft: true, deletable: true });
    expect((await shopper('/summer-sale')).status).toBe(404);
    expect(await published()).not.toContain('/summer-sale');

    await editor.publish('summer-sale');
    expect((await liveSections('/summer-sale')).map((s) => s.id)).toEqual(['sale-intro']);
    expect(await published()).toContain('/summer-sale');
    const versions = envelopeSchema(templateVersionListSchema).parse(
      (
        await request(server.url, '/api/admin/templates/summer-sale/versions', {
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).body,
    ).data.versions;
    expect(versions.map((v) => v.summary)).toEqual(['First publish: 1 section']);
  });

  it('moves a published page to a new slug, and the old one points there', async () => {
    const { editing } = await editor.read('summer-sale');
    const moved = await editor.send(
      'PUT',
      '/api/admin/pages/summer-sale',
      { slug: 'monsoon-sale', title: 'Monsoon sale' },
      editing.version,
    );
    expect(moved.status).toBe(200);
    expect(envelopeSchema(adminPageSummarySchema).parse(moved.body).data).toMatchObject({
      slug: 'monsoon-sale',
      path: '/monsoon-sale',
      title: 'Monsoon sale',
    });
    const old = await shopper('/summer-sale');
    expect(old.status).toBe(404);
    expect(errorOf(old).data).toEqual({ moved_to: '/monsoon-sale' });
    expect(errorOf(await request(server.url, '/api/page/summer-sale')).data).toEqual({
      moved_to: '/monsoon-sale',
    });
    expect((await liveSections('/monsoon-sale')).map((s) => s.id)).toEqual(['sale-intro']);
    expect(await published()).toEqual(expect.arrayContaining(['/monsoon-sale']));
    expect(await published()).not.toContain('/summer-sale');
  });

  it('duplicates a page as a new unpublished page with the same sections', async () => {
    const copy = await editor.send('POST', '/api/admin/pages/monsoon-sale/duplicate', {
      title: 'Winter sale',
      slug: 'winter-sale',
    });
    expect(copy.status).toBe(201);
    const template = await editor.read('winter-sale');
    expect(template.component_data.map((s) => s.id)).toEqual(['sale-intro']);
    expect(template.page.title).toBe('Winter sale');
    expect(template.editing.published).toBe(false);
    // a page never published leaves no old address behind when it moves
    const moved = await editor.send(
      'PUT',
      '/api/admin/pages/winter-sale',
      { slug: 'winter-deals' },
      template.editing.version,
    );
    expect(moved.status).toBe(200);
    expect(errorOf(await shopper('/winter-sale')).data).toBeNull();
  });

  it('lists every page with what may be done to it', async () => {
    const answer = await request(server.url, '/api/admin/pages', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const list = envelopeSchema(adminPageListSchema).parse(answer.body).data.pages;
    expect(list[0]).toMatchObject({ slug: 'home', path: '/', deletable: false });
    const bySlug = new Map(list.map((page) => [page.slug, page]));
    expect(bySlug.get('cart')).toMatchObject({ deletable: false, path: '/cart' });
    expect(bySlug.get('product')).toMatchObject({ deletable: false, path: null });
    expect(bySlug.get('terms-and-conditions')?.deletable).toBe(false);
    expect(bySlug.get('winter-deals')).toMatchObject({
      deletable: true,
      published: false,
      has_draft: true,
    });
  });

  it('refuses to delete the pages the shop needs, and deletes a content page with its old addresses', async () => {
    for (const slug of [
      'home',
      'product',
      'shop-online',
      'cart',
      'checkout',
      'account',
      'privacy-policy',
    ]) {
      const { editing } = await editor.read(slug);
      const refused = await editor.send(
        'DELETE',
        `/api/admin/pages/${slug}`,
        undefined,
        editing.version,
      );
      expect(refused.status, slug).toBe(403);
      expect(errorOf(refused).message).toBe(UNDELETABLE_PAGE_MESSAGE);
    }
    const { editing } = await editor.read('monsoon-sale');
    const stale = await editor.send(
      'DELETE',
      '/api/admin/pages/monsoon-sale',
      undefined,
      editing.version + 5,
    );
    expect(stale.status).toBe(412);
    const deleted = await editor.send(
      'DELETE',
      '/api/admin/pages/monsoon-sale',
      undefined,
      editing.version,
    );
    expect(deleted.status).toBe(200);
    for (const path of ['/monsoon-sale', '/summer-sale']) {
      const gone = await shopper(path);
      expect(gone.status).toBe(404);
      expect(errorOf(gone).data).toBeNull();
    }
    expect(await published()).not.toContain('/monsoon-sale');
  });
});

describe('templates of an older schema version', () => {
  it('opens a version-0 template migrated, nothing dropped, and publishes it at the current version', async () => {
    // a page imported from an older platform: props under `data`, no section ids
    await database.db
      .update(pages)
      .set({
        schemaVersion: 0,
        componentData: [
          { key: 'rich-text', data: { html: '<p>Kept from version 0</p>' } },
          { key: 'spacer', data: { size: 'sm' } },
        ] as unknown as Section[],
      })
      .where(eq(pages.slug, 'contact-us'));

    const opened = await editor.read('contact-us');
    expect(opened.schema_version).toBe(1);
    expect(opened.component_data).toEqual([
      {
        key: 'rich-text',
        id: 'component_data-0-rich-text',
        props: { html: '<p>Kept from version 0</p>' },
      },
      { key: 'spacer', id: 'component_data-1-spacer', props: { size: 'sm' } },
    ]);
    // shoppers get the same sections
    expect(await liveSections('/contact-us')).toEqual(opened.component_data);

    await editor.saveAndPublish('contact-us', {
      component_data: [...opened.component_data, rich('added', '<p>Added</p>')],
    });
    const [row] = await database.db.select().from(pages).where(eq(pages.slug, 'contact-us'));
    expect(row?.schemaVersion).toBe(1);
    expect(row?.componentData.map((s) => s.id)).toEqual([
      'component_data-0-rich-text',
      'component_data-1-spacer',
      'added',
    ]);
  });
});
