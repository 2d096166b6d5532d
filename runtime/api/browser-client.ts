import { toast } from 'sonner';
import { createApiClient } from './client.ts';

/**
 * The browser's API client: same-origin `/api`, toasts through sonner (spec §7, §8). During SSR
 * it is only used to build query options; their data was prefetched by the loaders.
 */
export const browserApi = createApiClient({
  notifier: {
    success: (message) => toast.success(message),
    error: (message) => toast.error(message),
  },
});
