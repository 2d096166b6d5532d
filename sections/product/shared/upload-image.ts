import type { ApiClient } from '../../../runtime/api/client.ts';
import type { CallInput } from '../../../runtime/api/endpoint-client.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import type { CustomisationUpload } from '../../../schemas/api/uploads.ts';
import {
  CUSTOMISATION_UPLOAD_MAX_BYTES,
  CUSTOMISATION_UPLOAD_TYPES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../../../schemas/api-constants.ts';

/** Why `file` cannot be uploaded (the API's own messages), or `null` when it may be. */
export function uploadProblem(file: { type: string; size: number }): string | null {
  if (!(CUSTOMISATION_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return UPLOAD_NOT_IMAGE_MESSAGE;
  }
  if (file.size > CUSTOMISATION_UPLOAD_MAX_BYTES) return UPLOAD_TOO_LARGE_MESSAGE;
  return null;
}

/** Uploads a customisation picture (`plugins.uploadCustomisation`, one `file`). */
export async function uploadCustomisationImage(
  api: ApiClient,
  file: File,
): Promise<CustomisationUpload> {
  const body = new FormData();
  body.append('file', file);
  // Multipart form data, which a row's JSON body schema cannot describe: the row has none, and the
  // transport sends the form as it is.
  const input = { body } as unknown as CallInput<typeof plugins.uploadCustomisation>;
  return (await api.call(plugins.uploadCustomisation, input)).data;
}
