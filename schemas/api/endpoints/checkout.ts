// Rows of the endpoint table for this domain (spec §7): see schemas/api/endpoint.ts.
export {};
