import { colours } from './catalogue/colours.ts';
import { artKinds, productArt } from './catalogue/product-art.ts';
import { footwearChartArt } from './catalogue/size-chart-art.ts';
import { FOOTWEAR_CHART_FILE } from './catalogue/size-charts.ts';
import { MEDIA_URL_PREFIX } from './media.ts';
import { sceneArt } from './scene-art.ts';
import { scenes } from './scenes.ts';

const PRODUCT_FILE = /^product-([a-z]+)-([a-z]+)(-detail)?\.svg$/;

const isKind = (value: string): value is (typeof artKinds)[number] =>
  (artKinds as readonly string[]).includes(value);
const isColour = (value: string): value is keyof typeof colours => value in colours;

/**
 * Every generated picture the store refers to, file name to SVG text: one per product kind,
 * colour and view referenced, every scene, and the size chart. `npm run` nothing: regenerate the
 * committed files with `npx tsx examples/demo-store/write-media.ts`.
 */
export function generatedMedia(store: unknown): Map<string, string> {
  const files = new Map<string, string>();
  const referenced = JSON.stringify(store)
    .split(MEDIA_URL_PREFIX)
    .slice(1)
    .flatMap((after) => /^product-[\w.-]+/.exec(after) ?? []);
  for (const file of new Set(referenced)) {
    const match = PRODUCT_FILE.exec(file);
    const [, kind = '', colour = '', detail] = match ?? [];
    if (!isKind(kind) || !isColour(colour)) throw new Error(`Cannot draw ${file}`);
    files.set(file, productArt(kind, colours[colour], detail === undefined ? 'front' : 'detail'));
  }
  for (const scene of scenes) files.set(scene.file, sceneArt(scene));
  files.set(FOOTWEAR_CHART_FILE, footwearChartArt());
  return files;
}
