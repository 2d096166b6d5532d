import * as auth from '../../../schemas/api/endpoints/auth.ts';
import { isApiError } from '../../api/api-error.ts';
import type { GuardRule } from '../guards.ts';
import { INVALID_RESET_LINK_MESSAGE, notFound } from '../shell-errors.ts';
import { storeUnavailable } from '../store-state.ts';

/**
 * `/account/reset-password/{email}/{slug}` (spec §2, §5 "Reset link"): the e-mail and token are
 * checked with `POST /api/auth/validate-reset?email&token` before the page renders. A link the
 * API refuses is 404 with a message saying so; an API that cannot answer is the 500 page.
 */
export const resetPasswordGuard: GuardRule = {
  name: 'reset-password',
  applies: ({ pageType, slug }) => pageType === 'account' && slug[0] === 'reset-password',
  guard: async ({ api, url, location }) => {
    const [, email, token, ...rest] = location.slug;
    if (!email?.trim() || !token?.trim() || rest.length > 0) {
      notFound(url, INVALID_RESET_LINK_MESSAGE);
    }
    try {
      await api.call(auth.validateReset, { query: { email, token } });
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) {
        notFound(url, INVALID_RESET_LINK_MESSAGE);
      }
      storeUnavailable();
    }
  },
};
