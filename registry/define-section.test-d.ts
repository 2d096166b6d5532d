import { describe, expectTypeOf, it } from 'vitest';
import { defineSection } from './define-section.ts';
import type { SectionProps } from './types.ts';

const schema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    columns: { type: 'integer', default: 4 },
    layout: { enum: ['grid', 'list'] },
  },
  required: ['title'],
  additionalProperties: false,
} as const;

describe('section props are inferred from the schema', () => {
  it('gives required and defaulted props their types, optional ones undefined', () => {
    expectTypeOf<SectionProps<typeof schema>>().toEqualTypeOf<{
      title: string;
      columns: number;
      layout?: 'grid' | 'list';
    }>();
  });

  it('types the lazily imported component with those props', () => {
    const section = defineSection({
      key: 'typed-grid',
      title: 'Typed grid',
      group: 'test',
      schema,
      component: async () => ({
        default: (props: { title: string; columns: number; layout?: 'grid' | 'list' }) =>
          props.title,
      }),
      presets: [{ name: 'Three', props: { title: 'Three', columns: 3 } }],
    });
    expectTypeOf(section.key).toEqualTypeOf<'typed-grid'>();
    expectTypeOf(section.presets).toEqualTypeOf<
      | readonly {
          name: string;
          props: { title: string; columns: number; layout?: 'grid' | 'list' };
        }[]
      | undefined
    >();
  });

  it('rejects a preset with a prop of the wrong type or a prop the schema does not have', () => {
    defineSection({
      key: 'wrong-preset',
      title: 'Wrong',
      group: 'test',
      schema,
      component: async () => ({ default: () => null }),
      // @ts-expect-error columns must be a number
      presets: [{ name: 'Bad', props: { title: 'x', columns: 'three' } }],
    });
    defineSection({
      key: 'unknown-prop',
      title: 'Unknown',
      group: 'test',
      schema,
      component: async () => ({ default: () => null }),
      // @ts-expect-error colour is not in the schema
      presets: [{ name: 'Bad', props: { title: 'x', columns: 3, colour: 'red' } }],
    });
    expectTypeOf<SectionProps<typeof schema>>().not.toHaveProperty('colour');
  });

  it('rejects a component whose props disagree with the schema', () => {
    defineSection({
      key: 'wrong-component',
      title: 'Wrong',
      group: 'test',
      schema,
      // @ts-expect-error the component expects a numeric title
      component: async () => ({ default: (props: { title: number }) => String(props.title) }),
    });
  });
});
