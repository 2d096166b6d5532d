import {
  type ManifestEntryMessage,
  type ParsedMessage,
  SECTION_MANIFEST_PATH,
  sectionManifestSchema,
} from '../../editor-bridge/protocol.ts';

/** What `fetchSectionManifest` needs from the browser (fakes in tests). */
export interface FetchManifestOptions {
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** How long to wait for the answer, in ms. @default 10_000 */
  timeoutMs?: number;
}

const failed = (reason: string): ParsedMessage<never> => ({
  ok: false,
  reason: `Could not load the storefront's section manifest (${SECTION_MANIFEST_PATH}): ${reason}. Reload the preview to try again.`,
});

/**
 * Fetches the section manifest from the storefront's own server (decision 0010: the browser
 * build carries no schemas or presets) and checks it against the protocol. Never throws and
 * never hangs: a failed request, a bad answer or no answer within `timeoutMs` comes back as a
 * reason, for `ready` to carry to the editor.
 */
export async function fetchSectionManifest(
  options: FetchManifestOptions = {},
): Promise<ParsedMessage<ManifestEntryMessage[]>> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await (options.fetch ?? fetch)(SECTION_MANIFEST_PATH, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) return failed(`the server answered ${response.status}`);
    const parsed = sectionManifestSchema.safeParse(await response.json());
    if (!parsed.success) return failed('the answer is not a section manifest');
    return { ok: true, data: parsed.data };
  } catch (error) {
    return failed(
      controller.signal.aborted
        ? `no answer within ${timeoutMs / 1000} s`
        : error instanceof SyntaxError
          ? 'the answer is not JSON'
          : 'the request failed',
    );
  } finally {
    clearTimeout(timer);
  }
}
