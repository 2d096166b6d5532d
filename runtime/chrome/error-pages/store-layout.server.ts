import { data } from 'react-router';
import * as content from '../../../schemas/api/endpoints/content.ts';
import type { Section } from '../../../schemas/template.ts';
import {
  type LoadPageOptions,
  type PageData,
  prepareTemplate,
} from '../../render/load-page.server.ts';
import { readShellErrorData, type ShellErrorData } from '../../routing/shell-errors.ts';
import { WEBSITE_UNAVAILABLE_KEY } from './website-unavailable-key.ts';

/** An error response thrown with `data()`, as React Router represents it. */
interface ThrownData {
  type: 'DataWithResponseInit';
  data: unknown;
  init: ResponseInit | null;
}

function isThrownData(value: unknown): value is ThrownData {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'DataWithResponseInit'
  );
}

/** The shell's error data with the store layout to draw it in, when there is one. */
export type ShellErrorWithLayout = ShellErrorData & { layout?: PageData };

/** The section that fills `<main>` for the 'Website Unavailable' page. */
function unavailableSection(error: Extract<ShellErrorData, { kind: 'unavailable' }>): Section {
  return {
    key: WEBSITE_UNAVAILABLE_KEY,
    id: 'website-unavailable',
    props: {
      reason: error.reason,
      ...(error.supportEmail ? { support_email: error.supportEmail } : {}),
    },
  };
}

/**
 * Loads the store's header and footer (`GET /api/template/{pageKey}`, spec §7) to draw an error
 * page in, with `main` as the page sections. When the template API cannot answer: the bare
 * `main` sections if there are any, else `null` (the error page then renders on its own).
 */
export async function loadStoreLayout(
  options: LoadPageOptions,
  main: Section[],
): Promise<PageData | null> {
  const { pageKey } = options.location;
  let layout: unknown = null;
  try {
    const answer = await options.api.call(content.template, {
      params: { id: pageKey },
      query: { path: options.url.pathname },
    });
    layout = answer.data.template ?? null;
  } catch {
    if (main.length === 0) return null;
  }
  try {
    return await prepareTemplate(
      {
        template: layout ?? { id: 'default', header: [], footer: [] },
        page_type: 'not-found',
        component_data: main,
      },
      { ...options, pageKey },
    );
  } catch {
    return null;
  }
}

/**
 * Spec §2 "Error pages": the store template is used around the 404 and 'Website Unavailable'
 * pages. Given what a loader threw, returns the same error with the store layout attached (when
 * the template API answers); redirects and other errors come back untouched.
 */
export async function withStoreLayout(thrown: unknown, options: LoadPageOptions): Promise<unknown> {
  if (!isThrownData(thrown)) return thrown;
  const error = readShellErrorData(thrown.data);
  if (error === null || error.kind === 'server-error') return thrown;
  const main = error.kind === 'unavailable' ? [unavailableSection(error)] : [];
  const layout = await loadStoreLayout(options, main);
  const body: ShellErrorWithLayout = layout === null ? error : { ...error, layout };
  return data(body, thrown.init ?? undefined);
}
