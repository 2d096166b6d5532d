import type { ComponentProps, MouseEvent } from 'react';
import { styled } from '../stitches.config.ts';
import { Spinner } from './Spinner.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const StyledButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  border: '1px solid transparent',
  borderRadius: '$sm',
  fontFamily: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 150ms, color 150ms, border-color 150ms',
  '&:focus-visible': { boxShadow: '$focusRing' },
  '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: '$primaryHover' },
      },
      secondary: {
        backgroundColor: 'transparent',
        color: '$primary',
        borderColor: '$primary',
        '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: '$primaryFade' },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: 'inherit',
        '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: '$surface' },
      },
    },
    size: {
      sm: { minHeight: '32px', padding: '$1 $3', fontSize: '$sm' },
      md: { minHeight: '44px', padding: '$2 $4', fontSize: '1rem' },
      lg: { minHeight: '52px', padding: '$3 $5', fontSize: '1.125rem' },
      icon: { width: '44px', height: '44px', padding: 0 },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends ComponentProps<typeof StyledButton> {
  /**
   * Shows a spinner and announces `loadingLabel`; the button stays focusable but ignores
   * clicks, so keyboard users do not lose their place. @default false
   */
  loading?: boolean;
  /** What a screen reader hears while loading. @default 'Loading' */
  loadingLabel?: string;
}

/** The theme's button: primary, secondary or ghost, in sizes sm, md, lg or icon. */
export function Button({
  loading = false,
  loadingLabel = 'Loading',
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && (
        <>
          <Spinner aria-hidden="true" />
          <VisuallyHidden>{loadingLabel}</VisuallyHidden>{' '}
        </>
      )}
      {children}
    </StyledButton>
  );
}
