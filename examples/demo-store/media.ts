import { fileURLToPath } from 'node:url';

/** Folder holding the demo store's images, served by the reference API at `/api/media/{file}`. */
export const demoMediaDir = fileURLToPath(new URL('./media/', import.meta.url));

/** The URL the reference API serves a demo image at. */
export function mediaUrl(file: string): string {
  return `/api/media/${file}`;
}
