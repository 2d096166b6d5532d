import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ManifestEntryMessage, SECTION_MANIFEST_PATH } from '../../editor-bridge/protocol.ts';
import { fetchSectionManifest } from './fetch-section-manifest.ts';

const spacer: ManifestEntryMessage = {
  key: 'spacer',
  title: 'Spacer',
  group: 'content',
  schema: { type: 'object', properties: {} },
  presets: [{ name: 'Large', props: { size: 'lg' } }],
  pageTypes: null,
};

const answering = (response: Response) => vi.fn<typeof fetch>(async () => response);

afterEach(() => vi.useRealTimers());

describe('fetchSectionManifest', () => {
  it('asks the storefront’s own server, uncached, and answers its manifest', async () => {
    const fetch = answering(Response.json([spacer]));
    expect(await fetchSectionManifest({ fetch })).toEqual({ ok: true, data: [spacer] });
    expect(fetch).toHaveBeenCalledWith(
      SECTION_MANIFEST_PATH,
      expect.objectContaining({ credentials: 'same-origin', cache: 'no-store' }),
    );
  });

  it('names the endpoint and the status when the server fails', async () => {
    const result = await fetchSectionManifest({
      fetch: answering(new Response('down', { status: 503 })),
    });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('answered 503') });
    expect(!result.ok && result.reason).toContain(SECTION_MANIFEST_PATH);
  });

  it('refuses an answer that is not a manifest, or not JSON at all', async () => {
    expect(
      await fetchSectionManifest({ fetch: answering(Response.json([{ key: 'spacer' }])) }),
    ).toEqual({ ok: false, reason: expect.stringContaining('not a section manifest') });
    expect(
      await fetchSectionManifest({ fetch: answering(new Response('<!doctype html>')) }),
    ).toEqual({ ok: false, reason: expect.stringContaining('not JSON') });
  });

  it('reports a request that fails without throwing', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchSectionManifest({ fetch })).toEqual({
      ok: false,
      reason: expect.stringContaining('the request failed'),
    });
  });

  it('gives up when no answer comes in time, and cancels the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const result = fetchSectionManifest({ fetch, timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false, reason: expect.stringContaining('within 5 s') });
    expect(signal?.aborted).toBe(true);
  });
});
