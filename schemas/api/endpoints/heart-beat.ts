import { endpoint } from '../endpoint.ts';

// The heartbeat's row, which every page sends (runtime/analytics/heartbeat.ts), in a module of
// its own: a page's bundle gets a whole module or none of it (decision 0019), and the other rows
// of `endpoints/storefront.ts`, which re-exports this one, are for the gates' pages and the server.

/** Counts a visit, at most once a day per browser (spec §7, §9); an empty body is one too. */
export const heartBeat = endpoint({
  method: 'POST',
  path: '/api/base/heart-beat',
  access: 'guest',
  silent: true,
  schemas: () =>
    Promise.all([import('../base.ts'), import('../envelope.ts')]).then(([base, envelope]) => ({
      body: base.heartBeatRequestSchema,
      data: envelope.noDataSchema,
    })),
});
