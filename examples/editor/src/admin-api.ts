import type { AdminTemplateUpdate } from '../../../schemas/api/admin.ts';
import {
  type AnyEndpoint,
  type EndpointData,
  type EndpointInput,
  endpointUrl,
  type PathParams,
} from '../../../schemas/api/endpoint.ts';
import * as admin from '../../../schemas/api/endpoints/admin.ts';
import { uploadCustomisation } from '../../../schemas/api/endpoints/plugins.ts';
import type {
  AdminPageSummary,
  AdminTemplate,
  CreatePage,
  DuplicatePage,
  StorefrontDraft,
  TemplateVersion,
  TemplateVersionSummary,
  UpdatePage,
} from '../../../schemas/api/publishing.ts';
import { migrateTemplate } from '../../../schemas/migrations.ts';
import { CURRENT_SCHEMA_VERSION } from '../../../schemas/template.ts';

/** A failed admin call, with a message a store owner can act on. */
export class AdminApiError extends Error {
  /** The error envelope's `data` (a 412's current version, a 422's refused sections). */
  readonly data: unknown;
  /** A 422's field errors, by dotted field path. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    message: string,
    /** HTTP status; 0 when the storefront could not be reached. */
    readonly status: number,
    details: { data?: unknown; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
    this.data = details.data ?? null;
    this.fieldErrors = details.fieldErrors ?? {};
  }
}

/** Where the admin endpoints are and the token that opens them. */
export interface AdminApiOptions {
  /** The storefront's origin, e.g. `http://localhost:3000`. */
  baseUrl: string;
  token: string;
  fetch?: typeof globalThis.fetch;
  /** Lets the request outlive the page (a save as the tab closes). @default false */
  keepalive?: boolean;
}

/** The message shown when the admin token is refused. */
export const WRONG_TOKEN_MESSAGE =
  'The admin token was not accepted. Enter the token printed when the storefront started; your changes are kept.';

/** The message shown when a page has no template the admin API can give. */
export const NO_TEMPLATE_MESSAGE =
  'This page has no template of its own in the store, so it cannot be edited here.';

const UNKNOWN_TEMPLATE = 'The storefront sent a template this editor does not understand.';

function describeFailure(status: number, body: unknown, notFound: string | undefined): string {
  const envelope = body as { message?: unknown; errors?: unknown } | null;
  if (status === 401) return WRONG_TOKEN_MESSAGE;
  if (status === 404 && notFound) return notFound;
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

/** How one call is made beyond its row and input. */
interface CallOptions {
  /** Words the error for an answer whose `data` does not parse. @default UNKNOWN_TEMPLATE */
  understand?: string;
  /** The page version read, sent as `If-Match` (decision 15). */
  version?: number;
  /** The message of a 404. @default the envelope's message */
  notFound?: string;
  /** Turns the raw `data` into what the row's schema parses (a template's migration). */
  prepare?: (data: unknown) => unknown;
}

/**
 * Calls one admin row of the endpoint table with the token, and parses its `data` with the row's
 * schema. Any failure is an {@link AdminApiError} with its status, `data` and field errors.
 */
async function call<E extends AnyEndpoint>(
  options: AdminApiOptions,
  row: E,
  input: EndpointInput<E>,
  { understand = UNKNOWN_TEMPLATE, version, notFound, prepare }: CallOptions = {},
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
        ...(version === undefined ? {} : { 'If-Match': `"${version}"` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    throw new AdminApiError(
      `Could not reach the storefront at ${options.baseUrl}. Is it running, and is this editor's origin (${globalThis.location?.origin ?? 'unknown'}) in its EDITOR_ORIGINS?`,
      0,
    );
  }
  const envelope = (await response.json().catch(() => null)) as {
    status?: unknown;
    data?: unknown;
    errors?: unknown;
  } | null;
  if (!response.ok || envelope?.status !== 'success') {
    throw new AdminApiError(describeFailure(response.status, envelope, notFound), response.status, {
      data: envelope?.data,
      fieldErrors:
        envelope?.errors && typeof envelope.errors === 'object'
          ? (envelope.errors as Record<string, string[]>)
          : {},
    });
  }
  const { data: schema } = await row.schemas();
  const parsed = schema.safeParse(prepare ? prepare(envelope.data) : envelope.data);
  if (!parsed.success) throw new AdminApiError(understand, response.status);
  return parsed.data as EndpointData<E>;
}

/** A template as the editor opens it, and the older schema version it was migrated from. */
export type LoadedTemplate = AdminTemplate & { migratedFrom: number | null };

/**
 * Upgrades a template of an older `schema_version` with the schemas' migrations (nothing is
 * dropped), so the editor opens every supported version and saves the current one.
 */
function migrated(data: unknown): { data: unknown; from: number | null } {
  if (typeof data !== 'object' || data === null) return { data, from: null };
  const { template, from, tooNew } = migrateTemplate(data as Record<string, unknown>);
  return tooNew
    ? { data, from: null }
    : { data: template, from: from < CURRENT_SCHEMA_VERSION ? from : null };
}

/** The page's draft, else its live template, with its version (`admin.template`). */
export async function fetchTemplate(
  options: AdminApiOptions,
  pageKey: string,
): Promise<LoadedTemplate> {
  let from: number | null = null;
  const template = await call(
    options,
    admin.template,
    { params: { pageKey } },
    {
      notFound: NO_TEMPLATE_MESSAGE,
      prepare: (data) => {
        const result = migrated(data);
        from = result.from;
        return result.data;
      },
    },
  );
  return { ...template, migratedFrom: from };
}

/** Saves the changed parts to the page's draft, if `version` is still current. */
export async function saveDraft(
  options: AdminApiOptions,
  pageKey: string,
  body: AdminTemplateUpdate,
  version: number,
): Promise<AdminTemplate> {
  return call(options, admin.saveTemplate, { params: { pageKey }, body }, { version });
}

/** Makes the page's draft live; answers the live template. */
export async function publishDraft(
  options: AdminApiOptions,
  pageKey: string,
  version: number,
): Promise<AdminTemplate> {
  return call(options, admin.publishTemplate, { params: { pageKey } }, { version });
}

/** Throws the page's draft away; answers the live template. */
export async function discardDraft(
  options: AdminApiOptions,
  pageKey: string,
  version: number,
): Promise<AdminTemplate> {
  return call(options, admin.discardDraft, { params: { pageKey } }, { version });
}

/** The page's published versions, newest first. */
export async function listVersions(
  options: AdminApiOptions,
  pageKey: string,
): Promise<TemplateVersionSummary[]> {
  const { versions } = await call(options, admin.templateVersions, { params: { pageKey } });
  return versions;
}

/** One published version with its template. */
export async function fetchVersion(
  options: AdminApiOptions,
  pageKey: string,
  number: number,
): Promise<TemplateVersion> {
  return call(options, admin.templateVersion, { params: { pageKey, number } });
}

/** Makes a published version the page's draft. */
export async function restoreVersion(
  options: AdminApiOptions,
  pageKey: string,
  number: number,
  version: number,
): Promise<AdminTemplate> {
  return call(options, admin.restoreVersion, { params: { pageKey, number } }, { version });
}

/** Every page of the store. */
export async function listPages(options: AdminApiOptions): Promise<AdminPageSummary[]> {
  const { pages } = await call(options, admin.pages, {}, { understand: 'Unknown page list.' });
  return pages;
}

/** Creates an unpublished content page. */
export async function createPage(
  options: AdminApiOptions,
  body: CreatePage,
): Promise<AdminTemplate> {
  return call(options, admin.createPage, { body });
}

/** Copies a page into a new unpublished content page. */
export async function duplicatePage(
  options: AdminApiOptions,
  pageKey: string,
  body: DuplicatePage,
): Promise<AdminTemplate> {
  return call(options, admin.duplicatePage, { params: { pageKey }, body });
}

/** Renames a page or moves it to a new slug. */
export async function updatePage(
  options: AdminApiOptions,
  pageKey: string,
  body: UpdatePage,
  version: number,
): Promise<AdminPageSummary> {
  return call(options, admin.updatePage, { params: { pageKey }, body }, { version });
}

/** Deletes a content page. */
export async function deletePage(
  options: AdminApiOptions,
  pageKey: string,
  version: number,
): Promise<void> {
  await call(options, admin.deletePage, { params: { pageKey } }, { version });
}

/** The store settings' draft (or the live settings) with their version (`admin.storefrontDraft`). */
export async function fetchStorefrontDraft(options: AdminApiOptions): Promise<StorefrontDraft> {
  return call(options, admin.storefrontDraft, {}, { understand: UNKNOWN_SETTINGS });
}

/** Deep-merges `patch` into the store settings' draft, if `version` is still current. */
export async function saveStorefrontDraft(
  options: AdminApiOptions,
  patch: Record<string, unknown>,
  version: number,
): Promise<StorefrontDraft> {
  return call(
    options,
    admin.saveStorefrontDraft,
    { body: patch },
    { version, understand: UNKNOWN_SETTINGS },
  );
}

/** Throws the store settings' draft away. */
export async function discardStorefrontDraft(
  options: AdminApiOptions,
  version: number,
): Promise<StorefrontDraft> {
  return call(options, admin.discardStorefrontDraft, {}, { version, understand: UNKNOWN_SETTINGS });
}

const UNKNOWN_SETTINGS = 'The storefront sent store settings this editor does not understand.';

/**
 * Uploads a picture through the storefront's uploads endpoint (`uploadCustomisation`: PNG, JPEG,
 * WebP or GIF, at most 2 MB) and answers its root-relative path. The API's refusal (not an image,
 * too large) is the error's message.
 */
export async function uploadImage(options: AdminApiOptions, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await (options.fetch ?? globalThis.fetch)(
      new URL(endpointUrl(uploadCustomisation, {}), options.baseUrl),
      {
        method: uploadCustomisation.method,
        body: form,
        // the token marks the request as the editor's own (the API's cross-site check)
        headers: { Accept: 'application/json', Authorization: `Bearer ${options.token}` },
      },
    );
  } catch {
    throw new AdminApiError(`Could not reach the storefront at ${options.baseUrl}.`, 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    status?: unknown;
    data?: unknown;
  } | null;
  if (!response.ok || envelope?.status !== 'success') {
    throw new AdminApiError(describeFailure(response.status, envelope, undefined), response.status);
  }
  const { data: schema } = await uploadCustomisation.schemas();
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) throw new AdminApiError('The upload answer was not understood.', 200);
  return parsed.data.image_path;
}
