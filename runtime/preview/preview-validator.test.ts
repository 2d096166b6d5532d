import { describe, expect, it, vi } from 'vitest';
import { sectionValidators } from '../../schemas/generated/section-validators.js';
import { registry } from '../storefront/registry.ts';
import { resolvePushedSection, resolvePushedTemplate } from './preview-template.ts';
import { createPreviewValidator } from './preview-validator.ts';

/** The generated validators and the sanitiser, each call counted. */
function counted() {
  const validate = vi.fn();
  const validators = Object.fromEntries(
    Object.entries(sectionValidators).map(([key, original]) => {
      const wrapper = (data: unknown) => {
        validate(key);
        return original?.(data) ?? false;
      };
      Object.defineProperty(wrapper, 'errors', { get: () => original?.errors });
      return [key, wrapper];
    }),
  );
  const sanitize = vi.fn((html: string) => html.replace(/<script.*?<\/script>/g, ''));
  return { validate, sanitize, validators };
}

const page = (count: number, changed?: { at: number; html: string }) =>
  Array.from({ length: count }, (_, i) => ({
    key: 'rich-text',
    id: `s-${i}`,
    props: { html: i === changed?.at ? changed.html : `<p>Section ${i}</p>` },
  }));

describe('the preview validator, memoised per section', () => {
  it.each([10, 200])(
    'validates and sanitises only the changed section of a %i-section page pushed again',
    (count) => {
      const { validate, sanitize, validators } = counted();
      const validator = createPreviewValidator(registry.manifest(), { validators, sanitize });
      const first = resolvePushedTemplate({ component_data: page(count) }, registry, validator);
      expect(validate).toHaveBeenCalledTimes(count);
      expect(sanitize).toHaveBeenCalledTimes(count);
      validate.mockClear();
      sanitize.mockClear();

      const again = resolvePushedTemplate(
        { component_data: page(count, { at: count - 1, html: '<p>Edited</p><script>x</script>' }) },
        registry,
        validator,
      );
      expect(validate).toHaveBeenCalledTimes(1);
      expect(sanitize).toHaveBeenCalledTimes(1);
      // unchanged sections keep their props objects, so the renderer skips them
      const props = (sections: typeof first.override.main) =>
        (sections ?? []).map((section) => (section.status === 'ok' ? section.props : null));
      const before = props(first.override.main);
      const after = props(again.override.main);
      expect(after.slice(0, -1).every((same, i) => same === before[i])).toBe(true);
      expect(again.override.main?.at(-1)).toMatchObject({ props: { html: '<p>Edited</p>' } });
    },
  );

  it('validates one section once per distinct content as it is typed', () => {
    const { validate, sanitize, validators } = counted();
    const validator = createPreviewValidator(registry.manifest(), { validators, sanitize });
    const update = (html: string) =>
      resolvePushedSection({ id: 'a', key: 'rich-text', props: { html } }, registry, validator);
    update('<p>H</p>');
    update('<p>Hi</p>');
    const back = update('<p>H</p>');
    expect(validate).toHaveBeenCalledTimes(2);
    expect(sanitize).toHaveBeenCalledTimes(2);
    expect(back.section).toMatchObject({ status: 'ok', props: { html: '<p>H</p>' } });
  });

  it('forgets the oldest results beyond its limit', () => {
    const { validate, validators } = counted();
    const validator = createPreviewValidator(registry.manifest(), { validators, remember: 2 });
    const check = (html: string) => validator({ key: 'rich-text' }, { html });
    check('a');
    check('b');
    check('c');
    check('a');
    expect(validate).toHaveBeenCalledTimes(4);
    check('c');
    expect(validate).toHaveBeenCalledTimes(4);
  });

  it('does not remember what it could not read as data', () => {
    const validator = createPreviewValidator(registry.manifest());
    const props: Record<string, unknown> = { html: 'x' };
    props.self = props;
    expect(validator({ key: 'rich-text' }, props).ok).toBe(false);
  });
});
