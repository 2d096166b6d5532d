import { type ChangeEvent, useId, useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { refusalMessage } from '../../../runtime/api/form-errors.ts';
import {
  customisationStore,
  useCustomisation,
} from '../../../runtime/commerce/cart/customisation-store.ts';
import {
  CUSTOM_TEXT_MAX_LENGTH,
  CUSTOMISATION_UPLOAD_TYPES,
} from '../../../schemas/api-constants.ts';
import { Button, styled } from '../../../themes/index.ts';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';
import { uploadCustomisationImage, uploadProblem } from './upload-image.ts';

const Box = styled('fieldset', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  padding: '$4',
  border: '1px dashed $border',
  borderRadius: '$md',
  '& legend': { paddingInline: '$1', fontWeight: 600 },
  '& label': { fontWeight: 600, fontSize: '$sm' },
  '& input[type="text"]': textInputStyle,
  '& input:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});
const Field = styled('div', { display: 'grid', gap: '$1' });
const Help = styled('span', { color: '$muted', fontSize: '$xs' });
const Problem = styled('p', { margin: 0, color: '$danger', fontSize: '$sm' });
const Preview = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& img': { width: '64px', height: '64px', objectFit: 'cover', borderRadius: '$sm' },
});

/**
 * The personalisation of a product (spec §3 "Customisation per product"): a text and a picture,
 * kept per product in the browser until the product is added to the cart, which clears them
 * (spec §4). The picture is uploaded at once and sent as `image_path`.
 */
export function CustomisationFields({ productId }: { productId: number }) {
  const api = useApi();
  const id = useId();
  const { custom_text, image_path } = useCustomisation(productId);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { setCustomText, setImagePath } = customisationStore.getState();

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refusal = uploadProblem(file);
    setProblem(refusal);
    if (refusal) {
      input.value = '';
      return;
    }
    setUploading(true);
    try {
      const upload = await uploadCustomisationImage(api, file);
      setImagePath(productId, upload.image_path);
    } catch (error) {
      setProblem(refusalMessage(error) ?? 'The image could not be uploaded. Please try again.');
    } finally {
      setUploading(false);
      input.value = '';
    }
  };

  return (
    <Box>
      <legend>Personalise it</legend>
      <Field>
        <label htmlFor={`${id}-text`}>Custom text</label>
        <input
          id={`${id}-text`}
          type="text"
          name="custom_text"
          maxLength={CUSTOM_TEXT_MAX_LENGTH}
          value={custom_text}
          aria-describedby={`${id}-count`}
          onChange={(event) => setCustomText(productId, event.target.value)}
        />
        <Help id={`${id}-count`}>
          {custom_text.length} of {CUSTOM_TEXT_MAX_LENGTH} characters
        </Help>
      </Field>
      <Field>
        {image_path ? (
          <strong>Your image</strong>
        ) : (
          <label htmlFor={`${id}-image`}>Your image</label>
        )}
        {image_path ? (
          <Preview>
            <img src={image_path} alt="Your upload" width={64} height={64} />
            <Button variant="ghost" size="sm" onClick={() => setImagePath(productId, null)}>
              Remove image
            </Button>
          </Preview>
        ) : (
          <input
            id={`${id}-image`}
            type="file"
            name="image"
            accept={CUSTOMISATION_UPLOAD_TYPES.join(',')}
            disabled={uploading}
            aria-describedby={`${id}-image-help`}
            onChange={pick}
          />
        )}
        <Help id={`${id}-image-help`}>
          {uploading ? 'Uploading…' : 'PNG, JPEG, WebP or GIF, up to 2 MB.'}
        </Help>
        {problem && <Problem role="alert">{problem}</Problem>}
      </Field>
    </Box>
  );
}
