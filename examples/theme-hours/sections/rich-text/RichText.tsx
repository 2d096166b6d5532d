import type { SectionProps } from '../../../../registry/index.ts';
import { useInternalLinkClicks } from '../../../../runtime/routing/use-internal-link-clicks.ts';
import type { richText } from '../../../../sections/index.ts';
import { Container, styled } from '../../../../themes/index.ts';

const Card = styled('div', {
  marginBlock: '$5',
  padding: '$5',
  border: '1px solid $border',
  borderRadius: '$md',
  background: '$surface',
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  variants: {
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
});

/** The store owner's formatted text on a card: the example theme's override of `rich-text`. */
export default function RichText({ html, align, width }: SectionProps<typeof richText.schema>) {
  const onClick = useInternalLinkClicks();
  return (
    <Container width={width}>
      <Card
        data-theme-card=""
        align={align}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: safe: `html` is declared contentMediaType text/html in the built-in schema this section reuses, so DOMPurify sanitised it where the props were validated (schemas/html-props.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Container>
  );
}
