import type { SectionProps } from '../../../registry/index.ts';
import { styled } from '../../../themes/index.ts';
import type { spacerSchema } from './schema.ts';

/** The height of each spacer size. */
export const SPACER_HEIGHTS = {
  xs: '8px',
  sm: '16px',
  md: '32px',
  lg: '64px',
  xl: '96px',
} as const;

const Space = styled('div', {
  variants: {
    size: {
      xs: { height: SPACER_HEIGHTS.xs },
      sm: { height: SPACER_HEIGHTS.sm },
      md: { height: SPACER_HEIGHTS.md },
      lg: { height: SPACER_HEIGHTS.lg },
      xl: { height: SPACER_HEIGHTS.xl },
    },
  },
});

/** Empty vertical space between sections. */
export default function Spacer({ size }: SectionProps<typeof spacerSchema>) {
  return <Space size={size} aria-hidden="true" />;
}
