/** Draws the footwear size chart's picture: a foot outline with the length to measure. */
export function footwearChartArt(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Measuring foot length" width="600" height="300" viewBox="0 0 600 300">',
    '<title>Measuring foot length</title>',
    '<rect width="600" height="300" fill="#f4f2ee"/>',
    '<path d="M110 170q0-60 80-70h220q80 0 90 50t-70 60H180q-70 0-70-40z" fill="#e2d6c3" stroke="#8a7a62" stroke-width="3"/>',
    '<path d="M100 240h420M100 230v20M520 230v20" stroke="#1f5f4a" stroke-width="4"/>',
    '<path d="M100 240l14-8v16zM520 240l-14-8v16z" fill="#1f5f4a"/>',
    '<text x="310" y="280" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#1f2937">Heel to longest toe</text>',
    '</svg>',
    '',
  ].join('\n');
}
