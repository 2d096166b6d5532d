// Landscape pictures for slides, blog covers and category banners: sky, sun and two mountain
// ridges in a palette. Deterministic, like the product pictures.

/** Colours of one scene. */
export interface ScenePalette {
  sky: string;
  sun: string;
  far: string;
  near: string;
}

/** A scene picture to draw. */
export interface Scene {
  /** File name, e.g. `scene-monsoon.svg`. */
  file: string;
  /** What it shows, for `<title>` and alt text. */
  title: string;
  width: number;
  height: number;
  palette: ScenePalette;
  /** Horizontal position of the highest peak, 0–1. */
  peak: number;
}

/** Draws a scene as an SVG document. */
export function sceneArt(scene: Scene): string {
  const { width: w, height: h, palette, peak } = scene;
  const px = Math.round(w * peak);
  const far = `M0 ${h * 0.7}L${px} ${h * 0.28}L${w} ${h * 0.62}V${h}H0Z`;
  const near = `M0 ${h * 0.86}L${Math.round(w * (1 - peak))} ${h * 0.52}L${w} ${h * 0.8}V${h}H0Z`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${scene.title}" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<title>${scene.title}</title>`,
    `<rect width="${w}" height="${h}" fill="${palette.sky}"/>`,
    `<circle cx="${Math.round(w * 0.8)}" cy="${Math.round(h * 0.22)}" r="${Math.round(h * 0.08)}" fill="${palette.sun}"/>`,
    `<path d="${far}" fill="${palette.far}"/>`,
    `<path d="${near}" fill="${palette.near}"/>`,
    '</svg>',
    '',
  ].join('\n');
}
