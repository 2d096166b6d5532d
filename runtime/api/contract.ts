import type { z } from 'zod';

/**
 * Loads the schema an answer is checked against, by dynamic import:
 * `() => import('../../schemas/api/catalogue.ts').then((m) => m.productGridSchema)`.
 *
 * Why dynamic: zod and the contract modules are about 30 KB gzip, more than a fifth of the
 * browser's initial budget (DESIGN §6). Queries are prefetched on the server and hydrated, so the
 * browser needs a contract only when it fetches by itself (a refetch, a search, a mutation); the
 * import then loads the schema's chunk once. On the server the module is loaded after the first
 * call and each later import resolves from the module cache.
 *
 * The schema module must not be imported statically by browser code (`import type` is fine), or
 * the bundler keeps it in the importer's chunk.
 */
export type ContractLoader<Schema extends z.ZodType> = () => Promise<Schema>;

/**
 * `data` parsed with the contract `load` gives (DESIGN §4 "API contract": parse at the
 * boundary). Rejects with the `ZodError` when the answer does not match, so a query fails just as
 * with a static `schema.parse(data)`; also rejects when the schema's chunk cannot be loaded.
 */
export async function parseContract<Schema extends z.ZodType>(
  data: unknown,
  load: ContractLoader<Schema>,
): Promise<z.output<Schema>> {
  const schema = await load();
  return schema.parse(data);
}

/**
 * `data` parsed with the contract `load` gives, or `undefined` when it does not match: for
 * callers with a fallback (a menu that does not parse renders no menu). A schema chunk that cannot
 * be loaded still rejects: that is a broken deployment, not a bad answer.
 */
export async function safeParseContract<Schema extends z.ZodType>(
  data: unknown,
  load: ContractLoader<Schema>,
): Promise<z.output<Schema> | undefined> {
  const schema = await load();
  const result = schema.safeParse(data);
  return result.success ? result.data : undefined;
}
