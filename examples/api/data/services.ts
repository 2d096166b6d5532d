import type { Database } from '../db/open.ts';
import type { Deliver } from './outbox.ts';

/** An open transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database, or a transaction on it. */
export type Queryable = Database | Transaction;

/** What the customer-facing routes need besides the request. */
export interface ApiServices {
  db: Database;
  /** The clock; tests move it to expire tokens and codes. */
  now: () => Date;
  /** When set, every one-time code is this code (tests and demos; env OTP_FIXED_CODE). */
  otpFixedCode: string | undefined;
  /** Hands over each message written to the outbox (the server log by default). */
  deliver: Deliver;
  /** The storefront's public origin: every link in a message starts with it (STORE_URL). */
  storeOrigin: string;
}
