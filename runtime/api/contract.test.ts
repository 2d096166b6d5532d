import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseContract, safeParseContract } from './contract.ts';

// A real contract, loaded the way queries load it.
const menuContract = () => import('../../schemas/api/content.ts').then((m) => m.menuSchema);
const menu = { id: 'main', name: 'Main menu', items: [] };

describe('parseContract', () => {
  it('answers the data parsed with the contract it loads', async () => {
    expect(await parseContract(menu, menuContract)).toMatchObject({ id: 'main', items: [] });
  });

  it("rejects with the contract's error when the answer does not match", async () => {
    await expect(parseContract({ items: 'none' }, menuContract)).rejects.toBeInstanceOf(ZodError);
  });
});

describe('safeParseContract', () => {
  it('answers the parsed data, or undefined for an answer that does not match', async () => {
    expect(await safeParseContract(menu, menuContract)).toMatchObject({ id: 'main' });
    expect(await safeParseContract('<html>', menuContract)).toBeUndefined();
  });

  it('still rejects when the contract itself cannot be loaded', async () => {
    const missing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(safeParseContract(menu, missing)).rejects.toThrow('dynamically imported');
  });
});
