import { useState } from 'react';
import { uploadImage } from '../admin-api.ts';
import { STOREFRONT_URL } from '../config.ts';
import { notify } from '../state/editor-store.ts';
import { imageSize } from './image-size.ts';

type Size = { width: number; height: number };

/** How one picture field of the Store settings takes its upload. */
export interface ImageUploadSteps {
  /** Said when no file is chosen. */
  missing: string;
  /** A reason to stop before uploading (a favicon that is not square, a logo without alt text). */
  refuse?: (size: Size) => string | null;
  /** Puts the uploaded picture into the settings. */
  uploaded: (src: string, size: Size, file: File) => void;
  /** Said once it is in. */
  done: string;
}

/**
 * The chosen file of a picture field (logo, favicon), its upload through the uploads endpoint,
 * and what went wrong, said at the field: the file is measured in the browser first, so what is
 * not a picture never leaves it.
 */
export function useImageUpload(token: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async ({ missing, refuse, uploaded, done }: ImageUploadSteps) => {
    setError(null);
    if (!file) return setError(missing);
    setBusy(true);
    try {
      const size = await imageSize(file);
      const problem = refuse?.(size) ?? null;
      if (problem) return setError(problem);
      uploaded(await uploadImage({ baseUrl: STOREFRONT_URL, token }, file), size, file);
      notify({ kind: 'success', text: done });
      setFile(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return { file, setFile, error, setError, busy, upload };
}
