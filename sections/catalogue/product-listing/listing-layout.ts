import { styled } from '../../../themes/index.ts';

// The frame of a listing page: filters beside the products on wide screens, in a drawer on phones.

/** The listing section. */
export const Section = styled('section', { paddingBlock: '$5 $7' });

/** Filters sidebar and products side by side from `lg`; one column without filters. */
export const Layout = styled('div', {
  display: 'grid',
  gap: '$5',
  '@lg': { gridTemplateColumns: '240px minmax(0, 1fr)' },
  variants: { filters: { false: { '@lg': { gridTemplateColumns: 'minmax(0, 1fr)' } } } },
});

/**
 * Shown from `lg` up only. The wrapper is what hides, so the landmark or group inside keeps its
 * accessible name.
 */
export const WideOnly = styled('div', { display: 'none', '@lg': { display: 'block' } });
/** Shown below `lg` only. */
export const MobileOnly = styled('div', { '@lg': { display: 'none' } });

/** The products column: toolbar, chips, grid and 'Load more'. */
export const Main = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  minWidth: 0,
});
