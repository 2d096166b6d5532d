import type { AdminTemplateUpdate } from '../../../schemas/api/admin.ts';
import {
  type AnyEndpoint,
  type EndpointData,
  type EndpointInput,
  endpointUrl,
  type PathParams,
} from '../../../schemas/api/endpoint.ts';
import * as admin from '../../../schemas/api/endpoints/admin.ts';
import type { TemplateEnvelope } from '../../../schemas/template.ts';

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

/**
 * Calls one admin row of the endpoint table with the token, and parses its `data` with the row's
 * schema; `understand` words the error for an answer that does not parse.
 */
async function call<E extends AnyEndpoint>(
  options: AdminApiOptions,
  row: E,
  input: EndpointInput<E>,
  understand: string,
): Promise<EndpointData<E>> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const { params, body } = input as unknown as {
    params?: PathParams<E['path']>;
    body?: unknown;
  };
  let response: Response;
  try {
    const url = endpointUrl(row, params === undefined ? {} : { params });
    response = await doFetch(new URL(url, options.baseUrl), {
      method: row.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${options.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AdminApiError(
      `Could not reach the storefront at ${options.baseUrl}. Is it running, and is this editor's origin (${globalThis.location?.origin ?? 'unknown'}) in its EDITOR_ORIGINS?`,
      0,
    );
  }
  const envelope: unknown = await response.json().catch(() => null);
  const ok = (envelope as { status?: unknown } | null)?.status === 'success';
  if (!response.ok || !ok)
    throw new AdminApiError(describeFailure(response.status, envelope), response.status);
  const { data: schema } = await row.schemas();
  const parsed = schema.safeParse((envelope as { data: unknown }).data);
  if (!parsed.success) throw new AdminApiError(understand, response.status);
  return parsed.data as EndpointData<E>;
}

const UNKNOWN_TEMPLATE = 'The storefront sent a template this editor does not understand.';

/** The page's template, inactive pages included (`admin.template`). */
export async function fetchTemplate(
  options: AdminApiOptions,
  pageKey: string,
): Promise<TemplateEnvelope> {
  return call(options, admin.template, { params: { pageKey } }, UNKNOWN_TEMPLATE);
}

/** Saves the changed parts (`admin.saveTemplate`); answers the saved template. */
export async function saveTemplate(
  options: AdminApiOptions,
  pageKey: string,
  body: AdminTemplateUpdate,
): Promise<TemplateEnvelope> {
  return call(options, admin.saveTemplate, { params: { pageKey }, body }, UNKNOWN_TEMPLATE);
}
