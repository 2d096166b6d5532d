import { afterEach, describe, expect, it } from 'vitest';
import { registerStepSaver, runStepSavers, SAVER_ORDER } from './step-savers.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('step savers', () => {
  it('save contact, shipping and billing in spec §5 order, whatever order they registered in', async () => {
    const order: string[] = [];
    const saver = (name: string) => async () => {
      order.push(name);
      return true;
    };
    cleanups.push(registerStepSaver(SAVER_ORDER.billing, saver('billing')));
    cleanups.push(registerStepSaver(SAVER_ORDER.contact, saver('contact')));
    cleanups.push(registerStepSaver(SAVER_ORDER.shipping, saver('shipping')));
    await expect(runStepSavers()).resolves.toBe(true);
    expect(order).toEqual(['contact', 'shipping', 'billing']);
  });

  it('stop at the first part the shopper must fix', async () => {
    const order: string[] = [];
    cleanups.push(
      registerStepSaver(SAVER_ORDER.contact, async () => {
        order.push('contact');
        return false;
      }),
    );
    cleanups.push(
      registerStepSaver(SAVER_ORDER.shipping, async () => {
        order.push('shipping');
        return true;
      }),
    );
    await expect(runStepSavers()).resolves.toBe(false);
    expect(order).toEqual(['contact']);
  });

  it('forget a part once it unmounts', async () => {
    let called = false;
    registerStepSaver(1, async () => {
      called = true;
      return false;
    })();
    await expect(runStepSavers()).resolves.toBe(true);
    expect(called).toBe(false);
  });
});
