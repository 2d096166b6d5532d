import type { AnyEndpoint } from './endpoint.ts';
import * as endpoints from './endpoints.ts';

/**
 * Every row of the endpoint table, each with the name it is called by (`cart.addItem`): for the
 * server, the table test and generated documents. Browser code names rows through
 * `endpoints.ts` instead, so its bundle keeps only those it uses.
 */
export const allEndpoints: ReadonlyArray<{ name: string; row: AnyEndpoint }> = Object.entries(
  endpoints,
).flatMap(([domain, rows]) =>
  Object.entries(rows as Record<string, AnyEndpoint>).map(([name, row]) => ({
    name: `${domain}.${name}`,
    row,
  })),
);
