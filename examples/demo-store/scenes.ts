import type { Image } from '../../schemas/api/index.ts';
import { mediaUrl } from './media.ts';
import type { Scene } from './scene-art.ts';

/** Landscape pictures used by slides, blog posts and collections. */
export const scenes: Scene[] = [
  {
    file: 'scene-monsoon.svg',
    title: 'Green hills under monsoon clouds',
    width: 1200,
    height: 630,
    palette: { sky: '#9fb4c7', sun: '#dfe7ee', far: '#4f7c5a', near: '#2f5d3a' },
    peak: 0.35,
  },
  {
    file: 'scene-summer.svg',
    title: 'A sunny ridge above green hills',
    width: 1200,
    height: 630,
    palette: { sky: '#bfe3f5', sun: '#fcd34d', far: '#7aa37a', near: '#4d7c4d' },
    peak: 0.6,
  },
  {
    file: 'scene-forest.svg',
    title: 'A forest trail at dawn',
    width: 1200,
    height: 630,
    palette: { sky: '#f6d7b0', sun: '#f59e0b', far: '#2f5d3a', near: '#1f3d2a' },
    peak: 0.45,
  },
  {
    file: 'scene-dawn.svg',
    title: 'Snow peaks at first light',
    width: 1200,
    height: 630,
    palette: { sky: '#fbcfe8', sun: '#fde68a', far: '#e5e7eb', near: '#64748b' },
    peak: 0.5,
  },
  {
    file: 'scene-desert.svg',
    title: 'Dunes and a cold desert sky',
    width: 1200,
    height: 630,
    palette: { sky: '#e0f2fe', sun: '#fef3c7', far: '#d6b98c', near: '#b08a5a' },
    peak: 0.3,
  },
  {
    file: 'scene-night.svg',
    title: 'A tent under a starry mountain sky',
    width: 1200,
    height: 630,
    palette: { sky: '#1e293b', sun: '#f8fafc', far: '#334155', near: '#0f172a' },
    peak: 0.7,
  },
  {
    file: 'scene-lake.svg',
    title: 'A high lake below bare mountains',
    width: 1200,
    height: 630,
    palette: { sky: '#c7e0f0', sun: '#ffffff', far: '#94a3b8', near: '#0e7490' },
    peak: 0.55,
  },
  {
    file: 'slide-monsoon.svg',
    title: 'Rain over the Western Ghats',
    width: 1600,
    height: 700,
    palette: { sky: '#8ea6b8', sun: '#dbe4ea', far: '#3f6e4b', near: '#1f4d2e' },
    peak: 0.4,
  },
  {
    file: 'slide-himalaya.svg',
    title: 'Himalayan peaks above a valley',
    width: 1600,
    height: 700,
    palette: { sky: '#bae6fd', sun: '#fef9c3', far: '#f1f5f9', near: '#475569' },
    peak: 0.55,
  },
  {
    file: 'slide-camp.svg',
    title: 'Evening at a mountain camp',
    width: 1600,
    height: 700,
    palette: { sky: '#fdba74', sun: '#fef3c7', far: '#9a3412', near: '#431407' },
    peak: 0.65,
  },
];

/** The image of a scene by file name, for content records. */
export function sceneImage(file: string): Image {
  const scene = scenes.find((candidate) => candidate.file === file);
  if (scene === undefined) throw new Error(`Unknown scene ${file}`);
  return { src: mediaUrl(file), alt: scene.title, width: scene.width, height: scene.height };
}
