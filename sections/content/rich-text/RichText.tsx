import type { SectionProps } from '../../../registry/index.ts';
import { useInternalLinkClicks } from '../../../runtime/routing/use-internal-link-clicks.ts';
import { Container, styled } from '../../../themes/index.ts';
import type { richTextSchema } from './schema.ts';

const Prose = styled('div', {
  paddingBlock: '$5',
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
  '& blockquote': {
    borderInlineStart: '4px solid $border',
    marginInline: 0,
    paddingInlineStart: '$4',
    color: '$muted',
  },
  variants: {
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
      right: { textAlign: 'right' },
    },
  },
});

/** Formatted text written by the store owner. */
export default function RichText({ html, align, width }: SectionProps<typeof richTextSchema>) {
  const onClick = useInternalLinkClicks();
  return (
    <Container width={width}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: safe: `html` is declared contentMediaType text/html, so DOMPurify sanitised it where the props were validated, on the server or in the preview chunk (schemas/html-props.ts) */}
      <Prose align={align} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </Container>
  );
}
