import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_REFERENCE_ATTRIBUTE, withRequestReference } from './request-reference.ts';

const EMPTY_HTML = { __html: '' };
const ID = '6f1c2b9e-0d3a-4c55-9a77-2f7e3c1d9b10';

/** The 500 page's part that holds the reference, as ServerErrorPage renders it. */
function Tips() {
  return (
    <div>
      <p>Try again in 30 minutes</p>
      <small
        {...{ [REQUEST_REFERENCE_ATTRIBUTE]: '' }}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty: React then keeps what the server wrote in it
        dangerouslySetInnerHTML={EMPTY_HTML}
      />
    </div>
  );
}

describe('the reference on the 500 page', () => {
  it('is written by the server into the empty element, and kept when the page hydrates', async () => {
    const html = withRequestReference(renderToString(<Tips />), ID);
    expect(html).toContain(`Reference for support: <code>${ID}</code>`);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Tips />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent(`Reference for support: ${ID}`);
    container.remove();
  });

  it('is left out for an id that is not one of ours, and on pages without the element', () => {
    const html = renderToString(<Tips />);
    expect(withRequestReference(html, '<script>alert(1)</script>')).toBe(html);
    expect(withRequestReference(html, null)).toBe(html);
    expect(withRequestReference('<p>Home</p>', ID)).toBe('<p>Home</p>');
  });
});
