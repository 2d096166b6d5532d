import { data, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { clientFromTransport } from '../../api/endpoint-client.ts';
import { parsePageLocation } from '../../routing/page-location.ts';
import { notFound, websiteUnavailable } from '../../routing/shell-errors.ts';
import { validateSectionOnServer } from '../../server/section-validator.server.ts';
import { registry } from '../../storefront/registry.ts';
import { type ShellErrorWithLayout, withStoreLayout } from './store-layout.server.ts';

const LAYOUT = {
  id: 'default',
  header: [{ key: 'spacer', id: 'top', props: { size: 'sm' } }],
  footer: [{ key: 'rich-text', id: 'bottom', props: { html: '<p>Footer</p>' } }],
};

function optionsWith(template: unknown) {
  const api = clientFromTransport(async () => {
    if (template instanceof Error) throw template;
    return { status: 'success', message: '', data: { template } };
  });
  const url = new URL('http://shop.test/missing');
  return {
    url,
    location: parsePageLocation(url),
    api,
    registry,
    validate: validateSectionOnServer,
  };
}

async function thrown(fn: () => never) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

const bodyOf = (value: unknown) => (value as { data: ShellErrorWithLayout }).data;
const statusOf = (value: unknown) => (value as { init: { status: number } }).init.status;

describe('withStoreLayout (spec §2: error pages in the store template)', () => {
  it('draws a 404 inside the store header and footer', async () => {
    const error = await thrown(() => notFound(new URL('http://shop.test/missing')));
    const result = await withStoreLayout(error, optionsWith(LAYOUT));
    expect(statusOf(result)).toBe(404);
    const body = bodyOf(result);
    expect(body).toMatchObject({ kind: 'not-found', path: '/missing' });
    expect(body.layout?.template.header.map((section) => section.key)).toEqual(['spacer']);
    expect(body.layout?.template.footer.map((section) => section.key)).toEqual(['rich-text']);
    expect(body.layout?.template.main).toEqual([]);
  });

  it('puts the website-unavailable section in the page, even when the template API is down', async () => {
    const error = await thrown(() => websiteUnavailable('subscription', 'help@shop.test'));
    const result = await withStoreLayout(error, optionsWith(new ApiError('down', { status: 500 })));
    expect(statusOf(result)).toBe(503);
    const main = bodyOf(result).layout?.template.main;
    expect(main).toEqual([
      expect.objectContaining({
        status: 'ok',
        key: 'website-unavailable',
        props: expect.objectContaining({ reason: 'subscription', support_email: 'help@shop.test' }),
      }),
    ]);
  });

  it('leaves a 404 bare when the template API is down, and redirects and 500s untouched', async () => {
    const error = await thrown(() => notFound(new URL('http://shop.test/missing')));
    const bare = await withStoreLayout(error, optionsWith(new ApiError('down', { status: 500 })));
    expect(bodyOf(bare).layout).toBeUndefined();
    const moved = redirect('/cart');
    expect(await withStoreLayout(moved, optionsWith(LAYOUT))).toBe(moved);
    const failure = data({ kind: 'server-error' }, { status: 500 });
    expect(await withStoreLayout(failure, optionsWith(LAYOUT))).toBe(failure);
  });
});
