import { describe, expect, it } from 'vitest';
import { isDraftPreview, withDraftPreview } from './draft-preview.ts';

describe('the draft frame query', () => {
  it('is added to a path, keeping its own query', () => {
    expect(withDraftPreview('/summer-sale')).toBe('/summer-sale?preview=draft');
    expect(withDraftPreview('/summer-sale?ref=mail')).toBe('/summer-sale?ref=mail&preview=draft');
    expect(withDraftPreview('/summer-sale?preview=draft')).toBe('/summer-sale?preview=draft');
  });

  it('is recognised only with its exact value', () => {
    expect(isDraftPreview(new URLSearchParams('preview=draft'))).toBe(true);
    expect(isDraftPreview(new URLSearchParams('preview=live'))).toBe(false);
    expect(isDraftPreview(new URLSearchParams(''))).toBe(false);
  });
});
