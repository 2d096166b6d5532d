/** Where the client sends user-facing messages: sonner in the browser, the log on the server. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

/** spec §8 "Generic error". */
export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred';

/** A notifier that shows nothing; used during SSR, where a toast has nowhere to go. */
export const silentNotifier: Notifier = { success: () => {}, error: () => {} };
