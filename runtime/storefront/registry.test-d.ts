import { describe, expectTypeOf, it } from 'vitest';
import type { AnySectionDefinition } from '../../registry/index.ts';

describe('registry.resolve', () => {
  it('knows the props of a registered key through the Register interface', async () => {
    const { registry } = await import('./registry.ts');
    const spacer = registry.resolve('spacer');
    expectTypeOf(spacer?.presets).toEqualTypeOf<
      readonly { name: string; props: { size: 'xs' | 'sm' | 'md' | 'lg' | 'xl' } }[] | undefined
    >();
    // a key only known at run time resolves to a definition of unknown props
    const dynamicKey: string = 'spacer';
    expectTypeOf(registry.resolve(dynamicKey)).toEqualTypeOf<AnySectionDefinition | undefined>();
  });
});
