export { storefrontCardSlots } from './card-slots.tsx';
export type { ProductCardProps, ProductCardSlots } from './ProductCard.tsx';
export { CARD_IMAGE_WIDTH, ProductCard } from './ProductCard.tsx';
