import { expect } from 'vitest';
import {
  type AdminTemplate,
  adminTemplateSchema,
  envelopeSchema,
} from '../../../schemas/api/index.ts';
import { type Answer, request } from './http.ts';

// An editor in miniature, for tests: reads a page's admin template and version, saves its draft
// and publishes it, each write naming the version it read (decision 15).

const adminTemplateEnvelope = envelopeSchema(adminTemplateSchema);

/** An admin's calls on one API. */
export interface Publisher {
  /** `GET /api/admin/templates/{pageKey}`: the draft or live template, with its version. */
  read(pageKey: string): Promise<AdminTemplate>;
  /** A write with the bearer token and, unless `version` is `null`, `If-Match`. */
  send(method: string, path: string, body?: unknown, version?: number | null): Promise<Answer>;
  /** Saves a draft with the version just read; expects 200 and answers the draft. */
  saveDraft(pageKey: string, body: unknown): Promise<AdminTemplate>;
  /** Publishes the draft with the version just read; expects 200. */
  publish(pageKey: string): Promise<AdminTemplate>;
  /** Saves a draft and publishes it: what a shopper then sees. */
  saveAndPublish(pageKey: string, body: unknown): Promise<AdminTemplate>;
}

/** A publisher calling the API at `url` with the admin `token`. */
export function publisher(url: string, token: string): Publisher {
  const auth = { authorization: `Bearer ${token}` };
  const send = (method: string, path: string, body?: unknown, version?: number | null) =>
    request(url, path, {
      method,
      headers: {
        ...auth,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(version === undefined || version === null ? {} : { 'if-match': `"${version}"` }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async (pageKey: string) => {
    const answer = await request(url, `/api/admin/templates/${pageKey}`, { headers: auth });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return adminTemplateEnvelope.parse(answer.body).data;
  };
  const expectTemplate = (answer: Answer) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return adminTemplateEnvelope.parse(answer.body).data;
  };
  const saveDraft = async (pageKey: string, body: unknown) => {
    const { editing } = await read(pageKey);
    return expectTemplate(
      await send('PUT', `/api/admin/templates/${pageKey}`, body, editing.version),
    );
  };
  const publish = async (pageKey: string) => {
    const { editing } = await read(pageKey);
    return expectTemplate(
      await send('POST', `/api/admin/templates/${pageKey}/publish`, undefined, editing.version),
    );
  };
  return {
    read,
    send,
    saveDraft,
    publish,
    async saveAndPublish(pageKey, body) {
      await saveDraft(pageKey, body);
      return publish(pageKey);
    },
  };
}
