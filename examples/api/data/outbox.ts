import { outbox } from '../db/schema.ts';
import type { Queryable } from './services.ts';

/** A message to a customer: an e-mail or a text message. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  /** E-mail address or phone. */
  to: string;
  /** Subject line; empty for text messages. */
  subject: string;
  body: string;
}

/** Hands a message over for delivery. */
export type Deliver = (message: OutboxMessage) => void;

/**
 * The reference API's delivery: the server log. Codes and reset links appear there, so a store
 * run on a laptop can log in without a mail or SMS provider.
 */
export const logDelivery: Deliver = (message) => {
  const subject = message.subject === '' ? '' : ` "${message.subject}"`;
  console.info(`[outbox] ${message.channel} to ${message.to}${subject}: ${message.body}`);
};

/** Stores `message` in the outbox table; call `deliver` once the transaction has committed. */
export async function queueMessage(db: Queryable, message: OutboxMessage, at: Date): Promise<void> {
  await db.insert(outbox).values({ ...message, createdAt: at });
}
