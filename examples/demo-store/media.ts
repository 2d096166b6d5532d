import { fileURLToPath } from 'node:url';
import { endpointUrl } from '../../schemas/api/endpoint.ts';
import * as media from '../../schemas/api/endpoints/media.ts';

/** Folder holding the demo store's images, served by the reference API (`media.file`). */
export const demoMediaDir = fileURLToPath(new URL('./media/', import.meta.url));

/** The URL the reference API serves a demo image at. */
export function mediaUrl(file: string): string {
  return endpointUrl(media.file, { params: { file } });
}

/** What every demo image's URL starts with: the media row's path up to the file name. */
export const MEDIA_URL_PREFIX = media.file.path.slice(0, media.file.path.indexOf(':file'));
