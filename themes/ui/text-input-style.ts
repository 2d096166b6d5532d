/**
 * The look of a text input in every form of the shop (gate pages, reviews, listing search, pincode,
 * customisation): a 44 px touch target in the theme's border, font and background. Spread it into a
 * stitches rule and add what the field needs on top (width, letter spacing…).
 */
export const textInputStyle = {
  minHeight: '44px',
  padding: '$2 $3',
  border: '1px solid $border',
  borderRadius: '$sm',
  font: 'inherit',
  color: 'inherit',
  backgroundColor: '$background',
} as const;
