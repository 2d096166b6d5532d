import { styled } from '../../../themes/index.ts';
import { SafeHtml } from './safe-html.tsx';

const Description = styled('div', { lineHeight: 1.65, '& > :first-child': { marginTop: 0 } });

/**
 * A product's description, rebuilt from its HTML by the allowlist of safe-html.tsx. Text only:
 * in the page's first render it is a part on intent (decision 0017), whole in the server's HTML
 * and never hydrated until a shopper reaches into it, so the product page's script carries
 * neither it nor the allowlist; `anchor` is the id of its outermost element.
 */
export default function ProductDescription({ html, anchor }: { html: string; anchor?: string }) {
  return (
    <Description id={anchor}>
      <SafeHtml html={html} />
    </Description>
  );
}
