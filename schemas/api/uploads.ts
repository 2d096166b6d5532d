import { z } from 'zod';
import { CUSTOMISATION_UPLOAD_MAX_BYTES, CUSTOMISATION_UPLOAD_TYPES } from '../api-constants.ts';

// Customisation uploads (spec §3 "Customisation per product": `image_path`). The spec names no
// upload call; the contract adds `POST /api/plugins/customisation/upload` (multipart, one `file`)
// and serves the stored picture back at the path it answers.

export {
  CUSTOMISATION_UPLOAD_MAX_BYTES,
  CUSTOMISATION_UPLOAD_TYPES,
  UPLOAD_NOT_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
} from '../api-constants.ts';

/** `data` of `POST /api/plugins/customisation/upload`. */
export const customisationUploadSchema = z.object({
  /** Root-relative path of the stored picture: send it as `additonal_data.image_path`. */
  image_path: z
    .string()
    .regex(/^\/api\/plugins\/customisation\/uploads\/[a-z0-9-]+\.(?:png|jpg|webp|gif)$/),
  /** Its type, as read from its first bytes. */
  content_type: z.enum(CUSTOMISATION_UPLOAD_TYPES),
  /** Its size in bytes. */
  size: z.number().int().positive().max(CUSTOMISATION_UPLOAD_MAX_BYTES),
});
export type CustomisationUpload = z.infer<typeof customisationUploadSchema>;
