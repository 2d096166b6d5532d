// Product pictures of the demo store: a flat silhouette per kind of product, drawn in the
// product's colour. Deterministic, so the committed SVG files can be regenerated and compared
// (see write-media.ts and media.node.test.ts).

/** The kinds of product the demo store draws. */
export const artKinds = [
  'jacket',
  'tee',
  'leggings',
  'boot',
  'shoe',
  'backpack',
  'tent',
  'cap',
  'bottle',
  'headlamp',
  'socks',
  'gloves',
] as const;
export type ArtKind = (typeof artKinds)[number];

/** The two pictures of each product and colour: the whole item and a close-up. */
export type ArtView = 'front' | 'detail';

/** Intrinsic size of every product picture, in CSS pixels. */
export const PRODUCT_ART_SIZE = 800;

const labels: Record<ArtKind, string> = {
  jacket: 'Jacket',
  tee: 'Top',
  leggings: 'Leggings',
  boot: 'Boot',
  shoe: 'Trail shoe',
  backpack: 'Backpack',
  tent: 'Tent',
  cap: 'Cap',
  bottle: 'Bottle',
  headlamp: 'Head torch',
  socks: 'Socks',
  gloves: 'Gloves',
};

// Drawn on a 200 x 200 grid: `body` takes the product colour, `trim` a darker shade.
const shapes: Record<ArtKind, { body: string; trim: string }> = {
  jacket: {
    body: 'M72 40 100 52 128 40 166 72 150 98 140 88V166H60V88L50 98 34 72Z',
    trim: 'M98 52h4v114h-4zM80 40q20 -14 40 0l-20 12z',
  },
  tee: {
    body: 'M74 44q26 14 52 0l38 22-14 26-14-8v80H64V84l-14 8-14-26z',
    trim: 'M86 44q14 10 28 0v4q-14 10-28 0z',
  },
  leggings: {
    body: 'M66 36h68l6 128h-30l-10-92-10 92H60z',
    trim: 'M66 36h68v12H66z',
  },
  boot: {
    body: 'M58 38h48v82l46 16q16 6 16 22v8H56z',
    trim: 'M52 158h120v12H52zM70 50h24M70 66h24M70 82h24',
  },
  shoe: {
    body: 'M34 122q22-30 62-24l28 16q40 6 46 34v10H34z',
    trim: 'M30 152h144v12H30zM90 104l10 14M104 108l8 12',
  },
  backpack: {
    body: 'M62 56q0-22 38-22t38 22v106q0 8-8 8H70q-8 0-8-8z',
    trim: 'M62 76h76v12H62zM76 112h48v40H76zM84 34q16-14 32 0',
  },
  tent: {
    body: 'M18 162 100 44l82 118z',
    trim: 'M100 76 74 162h52zM100 44v-10',
  },
  cap: {
    body: 'M44 122q4-62 56-62t56 62z',
    trim: 'M40 118h136q-6 18-36 16H40zM98 60h4v-8h-4z',
  },
  bottle: {
    body: 'M78 62q0-12 10-14v-8h24v8q10 2 10 14v100q0 8-8 8H86q-8 0-8-8z',
    trim: 'M86 26h28v14H86zM78 96h44v28H78z',
  },
  headlamp: {
    body: 'M100 72a28 28 0 1 1 0 56 28 28 0 1 1 0-56z',
    trim: 'M24 92h52v16H24zM124 92h52v16h-52zM100 86a14 14 0 1 1 0 28 14 14 0 1 1 0-28z',
  },
  socks: {
    body: 'M70 30h40v86l34 20q14 10 6 24t-24 8l-48-26q-8-6-8-16z',
    trim: 'M70 30h40v14H70zM118 140l22 12',
  },
  gloves: {
    body: 'M66 170V96L56 70q-4-12 6-14t14 8l4 12V40q0-8 8-8t8 8v34V32q0-8 8-8t8 8v42V38q0-8 8-8t8 8v44l6-14q4-8 12-4t4 14l-14 40v52z',
    trim: 'M66 152h68v18H66z',
  },
};

/** File name of a product picture, e.g. `product-jacket-forest.svg`. */
export function productArtFile(kind: ArtKind, colourKey: string, view: ArtView): string {
  return `product-${kind}-${colourKey}${view === 'detail' ? '-detail' : ''}.svg`;
}

/** The words a product picture's `<title>` and alt text use, e.g. `Jacket in Forest green`. */
export function productArtTitle(kind: ArtKind, colourLabel: string, view: ArtView): string {
  return `${labels[kind]} in ${colourLabel}${view === 'detail' ? ', close-up' : ''}`;
}

/** Draws one product picture as an SVG document, small enough to ship in the repository. */
export function productArt(
  kind: ArtKind,
  colour: { label: string; hex: string },
  view: ArtView,
): string {
  const shape = shapes[kind];
  const title = productArtTitle(kind, colour.label, view);
  const trim = shade(colour.hex, -0.35);
  // The close-up crops the middle of the drawing on a warmer background.
  const viewBox = view === 'detail' ? '50 50 100 100' : '0 0 200 200';
  const background = view === 'detail' ? '#efe9df' : '#f4f2ee';
  const size = PRODUCT_ART_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${title}" width="${size}" height="${size}" viewBox="${viewBox}">`,
    `<title>${title}</title>`,
    `<rect x="0" y="0" width="200" height="200" fill="${background}"/>`,
    '<ellipse cx="100" cy="176" rx="70" ry="8" fill="#000" opacity=".08"/>',
    `<path d="${shape.body}" fill="${colour.hex}"/>`,
    `<path d="${shape.trim}" fill="${trim}" stroke="${trim}" stroke-width="2" stroke-linejoin="round"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/** Lightens (positive) or darkens (negative) a `#rrggbb` colour by a fraction. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(next).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
