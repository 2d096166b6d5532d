import type { AdminTemplateUpdate } from '../../../schemas/api/admin.ts';
import { type TemplateEnvelope, templateEnvelopeSchema } from '../../../schemas/template.ts';

/** A failed admin call, with a message a store owner can act on. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the storefront could not be reached. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** Where the admin endpoints are and the token that opens them. */
export interface AdminApiOptions {
  /** The storefront's origin, e.g. `http://localhost:3000`. */
  baseUrl: string;
  token: string;
  fetch?: typeof globalThis.fetch;
}

/** The message shown when the admin token is refused. */
export const WRONG_TOKEN_MESSAGE =
  'The admin token was not accepted. Enter the token printed when the storefront started; your changes are kept.';

function describeFailure(status: number, body: unknown): string {
  const envelope = body as { message?: unknown; errors?: unknown } | null;
  if (status === 401) return WRONG_TOKEN_MESSAGE;
  if (status === 404)
    return 'This page has no template of its own in the store, so it cannot be edited here.';
  const message =
    typeof envelope?.message === 'string' && envelope.message
      ? envelope.message
      : `The storefront answered ${status}.`;
  const errors =
    envelope?.errors && typeof envelope.errors === 'object'
      ? Object.entries(envelope.errors as Record<string, unknown>)
          .map(
            ([field, list]) => `${field}: ${Array.isArray(list) ? list.join(', ') : String(list)}`,
          )
          .join('; ')
      : '';
  return errors ? `${message} (${errors})` : message;
}

async function call(
  options: AdminApiOptions,
  path: string,
  init: RequestInit = {},
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(new URL(path, options.baseUrl), {
      ...init,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${options.token}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
  } catch {
    throw new AdminApiError(
      `Could not reach the storefront at ${options.baseUrl}. Is it running, and is this editor's origin (${globalThis.location?.origin ?? 'unknown'}) in its EDITOR_ORIGINS?`,
      0,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  const ok = (body as { status?: unknown } | null)?.status === 'success';
  if (!response.ok || !ok)
    throw new AdminApiError(describeFailure(response.status, body), response.status);
  return (body as { data: unknown }).data;
}

function envelopeOf(data: unknown): TemplateEnvelope {
  const parsed = templateEnvelopeSchema.safeParse(data);
  if (!parsed.success)
    throw new AdminApiError('The storefront sent a template this editor does not understand.', 200);
  return parsed.data;
}

/** `GET /api/admin/templates/{pageKey}`: the page's template, inactive pages included. */
export async function fetchTemplate(
  options: AdminApiOptions,
  pageKey: string,
): Promise<TemplateEnvelope> {
  return envelopeOf(await call(options, `/api/admin/templates/${encodeURIComponent(pageKey)}`));
}

/** `PUT /api/admin/templates/{pageKey}`: saves the changed parts; answers the saved template. */
export async function saveTemplate(
  options: AdminApiOptions,
  pageKey: string,
  body: AdminTemplateUpdate,
): Promise<TemplateEnvelope> {
  return envelopeOf(
    await call(options, `/api/admin/templates/${encodeURIComponent(pageKey)}`, {
      method: 'PUT',
      body: JSON.stringify(body),
    }),
  );
}
