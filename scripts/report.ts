/** One figure against its target, `✔` or `✖` in front (the bench's and Lighthouse's format). */
export function report(name: string, value: string, target: string, ok: boolean): void {
  console.log(`${ok ? '✔' : '✖'} ${name.padEnd(52)} ${value.padStart(12)}   target ${target}`);
}

/** A figure measured without a target. */
export function measured(name: string, value: string): void {
  console.log(`• ${name.padEnd(52)} ${value.padStart(12)}   (no target)`);
}
