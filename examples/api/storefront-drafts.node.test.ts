import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../schemas/api/endpoints/admin.ts';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  GOOGLE_TAG_ID_MESSAGE,
  NOTHING_TO_PUBLISH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PIXEL_ID_MESSAGE,
  SETTINGS_STALE_VERSION_MESSAGE,
  SETTINGS_VERSION_REQUIRED_MESSAGE,
  SOCIAL_URL_MESSAGE,
  storefrontDraftSchema,
  templateVersionListSchema,
} from '../../schemas/api/index.ts';
import { createApiApp } from './app.ts';
import { type OpenDatabase, openDatabase } from './db/open.ts';
import { type Answer, json, listen, request, type Served } from './testing/http.ts';
import { type Publisher, publisher } from './testing/publishing.ts';
import { seededSnapshot } from './testing/snapshot.ts';

// Store settings drafts (issue 25): the editor's Store settings go to a draft beside the live
// storefront; a page's Publish makes them live in the same version, and History restores both.

const TOKEN = 'settings-drafts-test-token-0123456789';
const DRAFT = '/api/admin/storefront/draft';
const draftEnvelope = envelopeSchema(storefrontDraftSchema);
const errorOf = (answer: Answer) => errorEnvelopeSchema.parse(answer.body);

let database: OpenDatabase;
let server: Served;
let editor: Publisher;

const auth = { authorization: `Bearer ${TOKEN}` };
const readDraft = async () => {
  const answer = await request(server.url, DRAFT, { headers: auth });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('etag')).toBe(`"${draftEnvelope.parse(answer.body).data.version}"`);
  return draftEnvelope.parse(answer.body).data;
};
const saveSettings = async (body: unknown) =>
  editor.send('PUT', DRAFT, body, (await readDraft()).version);
/** What a shopper's storefront reads. */
const shopperStorefront = async () => {
  const answer = await request(server.url, '/api/storefront/all');
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, unknown> }).data;
};
/** The social profiles a shopper's footer reads. */
const shopperSocial = async () => {
  const answer = await request(
    server.url,
    '/api/settings/get',
    json('POST', { keys: ['instagram', 'youtube'] }),
  );
  expect(answer.status).toBe(200);
  return (answer.body as { data: Record<string, unknown> }).data;
};
/** The plugins a shopper's pages load. */
const shopperPlugins = async () => {
  const answer = await request(server.url, '/api/plugins/all');
  expect(answer.status).toBe(200);
  return (answer.body as { data: { module_name: string; config: unknown }[] }).data;
};
const restoreVersion = async (pageKey: string, number: number | undefined) => {
  const { editing } = await editor.read(pageKey);
  const answer = await editor.send(
    'POST',
    `/api/admin/templates/${pageKey}/versions/${number}/restore`,
    undefined,
    editing.version,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const publishPage = async (pageKey: string) => {
  const { editing } = await editor.read(pageKey);
  return editor.send('POST', `/api/admin/templates/${pageKey}/publish`, undefined, editing.version);
};
const versionsOf = async (pageKey: string) => {
  const answer = await request(server.url, `/api/admin/templates/${pageKey}/versions`, {
    headers: auth,
  });
  return envelopeSchema(templateVersionListSchema).parse(answer.body).data.versions;
};

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', snapshot: await seededSnapshot() });
  server = await listen(createApiApp({ db: database.db, adminToken: TOKEN, log: () => {} }));
  editor = publisher(server.url, TOKEN);
});

afterAll(async () => {
  await server?.close();
  await database?.close();
});

describe('the store settings draft', () => {
  it('keeps a changed colour from shoppers until a page is published, in one version that History restores', async () => {
    const start = await readDraft();
    expect(start.has_draft).toBe(false);
    const oldColour = start.live.theme_color;

    const saved = await saveSettings({
      theme_color: '#0f766e',
      typography: { body: { font_size: 17 } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const draft = draftEnvelope.parse(saved.body).data;
    expect(draft.has_draft).toBe(true);
    expect(draft.storefront.theme_color).toBe('#0f766e');
    // deep-merged: the heading type is kept
    expect(draft.storefront.typography.body.font_size).toBe(17);
    expect(draft.storefront.typography.heading).toEqual(start.live.typography.heading);
    expect((await shopperStorefront()).theme_color).toBe(oldColour);

    // the page has no draft of its own: Publish publishes the settings alone
    const published = await publishPage('about-us');
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await shopperStorefront()).theme_color).toBe('#0f766e');
    expect((await readDraft()).has_draft).toBe(false);

    const versions = await versionsOf('about-us');
    expect(versions[0]?.changes.settings).toEqual(['typography', 'theme_color']);
    expect(versions[0]?.summary).toBe('Store settings changed (typography, theme_color)');

    // restoring the version before brings back the old colour as the draft, then live
    const { editing } = await editor.read('about-us');
    const restored = await editor.send(
      'POST',
      `/api/admin/templates/about-us/versions/${versions[1]?.number}/restore`,
      undefined,
      editing.version,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await readDraft()).storefront.theme_color).toBe(oldColour);
    expect((await shopperStorefront()).theme_color).toBe('#0f766e');
    expect((await publishPage('about-us')).status).toBe(200);
    expect((await shopperStorefront()).theme_color).toBe(oldColour);
  });

  it('publishes the page and the settings with one Publish, in one version', async () => {
    expect((await saveSettings({ cookie_warning_message: 'We use cookies, kindly.' })).status).toBe(
      200,
    );
    await editor.saveDraft('faq', { page: { title: 'Questions and answers' } });
    expect((await publishPage('faq')).status).toBe(200);
    expect((await shopperStorefront()).cookie_warning_message).toBe('We use cookies, kindly.');
    const [latest] = await versionsOf('faq');
    expect(latest?.changes.page).toEqual(['title']);
    expect(latest?.changes.settings).toEqual(['cookie_warning_message']);
  });

  it('answers 409 to Publish with neither a page draft nor a settings draft', async () => {
    const answer = await publishPage('privacy-policy');
    expect(answer.status).toBe(409);
    expect(errorOf(answer).message).toBe(NOTHING_TO_PUBLISH_MESSAGE);
  });

  it('refuses an invalid merged storefront with 422 naming each field, keeping the draft as it was', async () => {
    await saveSettings({ store_notice_message: 'Kept' });
    const answer = await saveSettings({
      theme_color: 'teal',
      typography: { heading: { font_family: 'Inter; }' } },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(errorOf(answer).errors ?? {}).sort()).toEqual([
      'theme_color',
      'typography.heading.font_family',
    ]);
    expect((await readDraft()).storefront.store_notice_message).toBe('Kept');
  });

  it('refuses a write without If-Match (428) and with a stale version (412)', async () => {
    const { version } = await readDraft();
    const missing = await editor.send('PUT', DRAFT, { theme_color: '#000000' }, null);
    expect(missing.status).toBe(428);
    expect(errorOf(missing).message).toBe(SETTINGS_VERSION_REQUIRED_MESSAGE);
    expect((await editor.send('PUT', DRAFT, { theme_color: '#000000' }, version)).status).toBe(200);
    const stale = await editor.send('PUT', DRAFT, { theme_color: '#111111' }, version);
    expect(stale.status).toBe(412);
    expect(errorOf(stale).message).toBe(SETTINGS_STALE_VERSION_MESSAGE);
  });

  it('refuses a password gate without a password, and keeps a drafted password out of every answer', async () => {
    const refused = await saveSettings({ is_password_protection_enabled: true });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).errors).toEqual({ password: [PASSWORD_REQUIRED_MESSAGE] });

    const saved = await saveSettings({
      is_password_protection_enabled: true,
      password: 'open-sesame',
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('open-sesame');
    expect(draftEnvelope.parse(saved.body).data.password_set).toBe(true);
    // shoppers are not gated before Publish
    expect((await shopperStorefront()).is_password_protection_enabled).toBe(false);
  });

  it('throws the settings draft away', async () => {
    const { version } = await readDraft();
    const answer = await editor.send('DELETE', DRAFT, undefined, version);
    expect(answer.status).toBe(200);
    const data = draftEnvelope.parse(answer.body).data;
    expect(data.has_draft).toBe(false);
    expect(data.storefront).toEqual(data.live);
  });
});

describe('the favicon in the settings draft', () => {
  it('refuses a malformed favicon at its field, keeps a new one from shoppers until Publish, and History brings the old one back', async () => {
    const before = (await readDraft()).live.favicon;
    const refused = await saveSettings({ favicon: [{ rel: 'shortcut', href: '' }] });
    expect(refused.status).toBe(422);
    expect(Object.keys(errorOf(refused).errors ?? {}).sort()).toEqual([
      'favicon.0.href',
      'favicon.0.rel',
    ]);

    const icon = {
      rel: 'icon',
      href: '/api/plugins/customisation/uploads/icon.png',
      sizes: '64x64',
      type: 'image/png',
    };
    expect((await saveSettings({ favicon: [icon] })).status).toBe(200);
    expect((await readDraft()).storefront.favicon).toEqual([icon]);
    expect((await shopperStorefront()).favicon).toEqual(before);

    expect((await publishPage('contact-us')).status).toBe(200);
    expect((await shopperStorefront()).favicon).toEqual([icon]);
    const versions = await versionsOf('contact-us');
    expect(versions[0]?.changes.settings).toEqual(['favicon']);

    const { editing } = await editor.read('contact-us');
    const restored = await editor.send(
      'POST',
      `/api/admin/templates/contact-us/versions/${versions[1]?.number}/restore`,
      undefined,
      editing.version,
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await readDraft()).storefront.favicon).toEqual(before);
    expect((await publishPage('contact-us')).status).toBe(200);
    expect((await shopperStorefront()).favicon).toEqual(before);
  });
});

describe('social links in the settings draft', () => {
  it('refuses a profile that is not an http(s) URL at its field, keeps a new one from shoppers until Publish, and History brings the old one back', async () => {
    const start = await readDraft();
    const oldInstagram = start.live_social.instagram;
    expect(oldInstagram).toMatch(/^https:\/\//);

    const refused = await saveSettings({
      social: { instagram: 'javascript:alert(1)', facebook: 'www.facebook.com/northwind' },
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).errors).toEqual({
      'social.instagram': [SOCIAL_URL_MESSAGE],
      'social.facebook': [SOCIAL_URL_MESSAGE],
    });
    const unknown = await saveSettings({ social: { myspace: 'https://myspace.com/northwind' } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(errorOf(unknown).errors ?? {})).toEqual(['social']);

    const saved = await saveSettings({
      social: { instagram: 'https://www.instagram.com/northwind.new', youtube: null },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // a later write of other settings keeps the drafted profiles
    expect((await saveSettings({ store_notice_message: 'Hello' })).status).toBe(200);
    const draft = await readDraft();
    expect(draft.has_draft).toBe(true);
    expect(draft.social.instagram).toBe('https://www.instagram.com/northwind.new');
    expect(draft.social.youtube).toBeNull();
    expect(draft.live_social.instagram).toBe(oldInstagram);
    expect((await shopperSocial()).instagram).toBe(oldInstagram);

    expect((await publishPage('about-us')).status).toBe(200);
    expect(await shopperSocial()).toEqual({
      instagram: 'https://www.instagram.com/northwind.new',
      youtube: null,
    });
    const versions = await versionsOf('about-us');
    expect(versions[0]?.changes.settings).toEqual([
      'store_notice_message',
      'social.instagram',
      'social.youtube',
    ]);

    await restoreVersion('about-us', versions[1]?.number);
    expect((await readDraft()).social.instagram).toBe(oldInstagram);
    expect((await shopperSocial()).instagram).toBe('https://www.instagram.com/northwind.new');
    expect((await publishPage('about-us')).status).toBe(200);
    expect((await shopperSocial()).instagram).toBe(oldInstagram);
    expect((await readDraft()).has_draft).toBe(false);
  });
});

describe('social links written live', () => {
  it('are refused at their key unless an http(s) URL, as in the draft', async () => {
    const write = (body: unknown) =>
      request(server.url, admin.saveSettings.path, json('PUT', body, TOKEN));
    const refused = await write({ instagram: 'javascript:alert(1)', store_name: 'Northwind' });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).errors).toEqual({ instagram: [SOCIAL_URL_MESSAGE] });
    expect((await shopperSocial()).instagram).toMatch(/^https:\/\//);

    const saved = await write({
      instagram: 'https://www.instagram.com/northwind.live',
      youtube: null,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await shopperSocial()).toEqual({
      instagram: 'https://www.instagram.com/northwind.live',
      youtube: null,
    });
  });
});

describe('plugins in the settings draft', () => {
  const gtag = (id: string) => ({
    GoogleGtag: { is_installed: true, config: { google_tag_id: id } },
  });

  it('refuses an analytics id in the wrong format at its field, and loads a new tag for shoppers only after Publish; History takes it off again', async () => {
    const refused = await saveSettings({
      plugins: {
        ...gtag('UA-1234'),
        FacebookPixel: { is_installed: true, config: { code: 'px-42' } },
      },
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused).errors).toEqual({
      'plugins.GoogleGtag.config.google_tag_id': [GOOGLE_TAG_ID_MESSAGE],
      'plugins.FacebookPixel.config.code': [PIXEL_ID_MESSAGE],
    });
    // a plugin that is not installed keeps whatever config it has
    const off = await saveSettings({
      plugins: { FacebookPixel: { is_installed: false, config: { code: '' } } },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(draftEnvelope.parse(off.body).data.has_draft).toBe(false);

    expect((await saveSettings({ plugins: gtag('G-ABC123XYZ9') })).status).toBe(200);
    const draft = await readDraft();
    expect(draft.plugins.find((plugin) => plugin.module_name === 'GoogleGtag')).toEqual({
      module_name: 'GoogleGtag',
      is_installed: true,
      config: { google_tag_id: 'G-ABC123XYZ9' },
    });
    expect((await shopperPlugins()).map((plugin) => plugin.module_name)).not.toContain(
      'GoogleGtag',
    );

    expect((await publishPage('about-us')).status).toBe(200);
    expect(await shopperPlugins()).toContainEqual({
      module_name: 'GoogleGtag',
      config: { google_tag_id: 'G-ABC123XYZ9' },
    });
    const versions = await versionsOf('about-us');
    expect(versions[0]?.changes.settings).toEqual(['plugins.GoogleGtag']);

    await restoreVersion('about-us', versions[1]?.number);
    expect((await publishPage('about-us')).status).toBe(200);
    expect((await shopperPlugins()).map((plugin) => plugin.module_name)).not.toContain(
      'GoogleGtag',
    );
  });

  it('throws drafted plugins and profiles away with the rest of the draft', async () => {
    await saveSettings({ plugins: gtag('G-DISCARD1'), social: { youtube: null } });
    const { version } = await readDraft();
    const answer = await editor.send('DELETE', DRAFT, undefined, version);
    const data = draftEnvelope.parse(answer.body).data;
    expect(data.has_draft).toBe(false);
    expect(data.plugins).toEqual(data.live_plugins);
    expect(data.social).toEqual(data.live_social);
  });

  it('refuses an installed plugin’s id in the wrong format on the live plugin write too', async () => {
    const answer = await request(
      server.url,
      '/api/admin/plugins/FacebookPixel',
      json('PUT', { is_installed: true, config: { code: 'not-digits' } }, TOKEN),
    );
    expect(answer.status).toBe(422);
    expect(errorOf(answer).errors).toEqual({ 'config.code': [PIXEL_ID_MESSAGE] });
  });
});
