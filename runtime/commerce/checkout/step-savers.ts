// What each part of a checkout step has typed but not yet sent (the contact fields, an open
// address form, a selection not yet on the cart). The step's 'Continue' asks each to save, in
// the order of spec §5 (contact, then shipping, then billing), before the server checks the step.

/**
 * Saves what the part holds. Resolves `true` when the cart now holds it (or there was nothing
 * to save), `false` when the shopper must fix something the part already shows (a required
 * field, a 422 placed on its field): the step then stops without asking the server.
 */
export type StepSaver = () => Promise<boolean>;

/** Spec §5 order of the address step's parts. */
export const SAVER_ORDER = { contact: 1, shipping: 2, billing: 3 } as const;

const savers = new Map<symbol, { order: number; save: StepSaver }>();

/** Registers a part's saver; returns the function that removes it (an effect's cleanup). */
export function registerStepSaver(order: number, save: StepSaver): () => void {
  const key = Symbol('step-saver');
  savers.set(key, { order, save });
  return () => {
    savers.delete(key);
  };
}

/** Runs every saver in order, one at a time; stops at the first that needs the shopper. */
export async function runStepSavers(): Promise<boolean> {
  const ordered = [...savers.values()].sort((a, b) => a.order - b.order);
  for (const { save } of ordered) {
    if (!(await save())) return false;
  }
  return true;
}
