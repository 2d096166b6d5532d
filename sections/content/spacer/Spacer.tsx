import type { SectionProps } from '../../../registry/index.ts';
import { styled } from '../../../themes/index.ts';
import type { spacerSchema } from './schema.ts';

const Space = styled('div', {
  variants: {
    size: {
      xs: { height: '8px' },
      sm: { height: '16px' },
      md: { height: '32px' },
      lg: { height: '64px' },
      xl: { height: '96px' },
    },
  },
});

/** Empty vertical space between sections. */
export default function Spacer({ size }: SectionProps<typeof spacerSchema>) {
  return <Space size={size} aria-hidden="true" />;
}
