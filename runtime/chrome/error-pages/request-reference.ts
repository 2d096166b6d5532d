// The request id on the 500 page (issue 18): the server answers it in `X-Request-Id` and logs it
// with the request's lines; the page shows it so a shopper can quote it to support. The browser
// cannot know it, and the page ships no code for it: the error page renders an empty element
// with this attribute, and the server writes the reference into it after rendering. A 500 met in
// a client navigation has no reference and the element stays empty (it takes no space).

export const REQUEST_REFERENCE_ATTRIBUTE = 'data-request-reference';

const EMPTY = `<small ${REQUEST_REFERENCE_ATTRIBUTE}=""></small>`;

/** `html` with the reference written into the 500 page's empty element, if it has one. */
export function withRequestReference(html: string, requestId: string | null): string {
  if (!requestId || !/^[\w-]{1,64}$/.test(requestId)) return html;
  return html.replace(
    EMPTY,
    `<small ${REQUEST_REFERENCE_ATTRIBUTE}="">Reference for support: <code>${requestId}</code></small>`,
  );
}
