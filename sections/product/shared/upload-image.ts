import type { ApiClient } from '../../../runtime/api/client.ts';
import { parseContract } from '../../../runtime/api/contract.ts';
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

/** Uploads a customisation picture (`POST /api/plugins/customisation/upload`, one `file`). */
export async function uploadCustomisationImage(
  api: ApiClient,
  file: File,
): Promise<CustomisationUpload> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post('/api/plugins/customisation/upload', { body, silent: true });
  return parseContract(data, () =>
    import('../../../schemas/api/uploads.ts').then((m) => m.customisationUploadSchema),
  );
}
