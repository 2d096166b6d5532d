import { ApiError } from '../../runtime/api/api-error.ts';
import type { RequestOptions } from '../../runtime/api/endpoint-client.ts';
import {
  DEMO_PASSWORD,
  demoCustomer,
  FIXED_OTP,
} from '../../runtime/commerce/auth/auth-fixtures.ts';
import { routeApi } from '../../runtime/testing/section-fixtures.tsx';

export {
  authValues,
  DEMO_PASSWORD,
  demoCustomer,
  FIXED_OTP,
} from '../../runtime/commerce/auth/auth-fixtures.ts';
export { routeApi, SectionProviders } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the auth sections: a store with both ways of logging in, the demo
// customer, and an API that answers like the reference API does for them.

const invalid = (field: string, message: string) =>
  new ApiError('The given data was invalid.', { status: 422, fieldErrors: { [field]: [message] } });

const bodyOf = (request: RequestOptions) => (request.body ?? {}) as Record<string, unknown>;

/** A login answer for `user`. */
export function loginAnswer(user: Record<string, unknown> = demoCustomer) {
  return { user: { ...demoCustomer, ...user }, cart_session_id: 'cart-session-1' };
}

/**
 * The auth endpoints answering as the reference API does for the demo customer: password
 * `Demo@1234`, phone 9876543210, code 1234; anything else is refused with the API's message.
 */
export function authRoutes() {
  return {
    'POST /api/auth/login': (request: RequestOptions) => {
      const { email, password } = bodyOf(request);
      if (email !== demoCustomer.email || password !== DEMO_PASSWORD) {
        throw invalid('email', 'These credentials do not match our records.');
      }
      return loginAnswer();
    },
    'POST /api/auth/otp/request': (request: RequestOptions) => {
      const { input, purpose } = bodyOf(request);
      if (purpose !== 'register' && input !== demoCustomer.phone) {
        throw invalid('input', 'No account found for this phone number.');
      }
      return {
        input: String(input),
        purpose: purpose === 'register' ? 'register' : 'login',
        expires_at: '2030-01-01T00:10:00.000Z',
      };
    },
    'POST /api/auth/otp/verify': (request: RequestOptions) => {
      const { otp } = bodyOf(request);
      if (otp !== FIXED_OTP) throw invalid('otp', 'The OTP is invalid.');
      return loginAnswer();
    },
    'POST /api/auth/register': (request: RequestOptions) => {
      const { first_name, last_name, email, phone } = bodyOf(request);
      return loginAnswer({ id: 2, first_name, last_name, email, phone, phone_verified_at: null });
    },
    'POST /api/auth/reset': () => null,
    'POST /api/account/otp/generate': { type: 'phone', expires_at: '2030-01-01T00:10:00.000Z' },
    'POST /api/account/otp/verify': (request: RequestOptions) => {
      const { otp } = bodyOf(request);
      if (otp !== FIXED_OTP) throw invalid('otp', 'The OTP is invalid.');
      return demoCustomer;
    },
  };
}

/** An API client answering {@link authRoutes}, plus `extra` routes. */
export function authApi(extra: Record<string, unknown> = {}) {
  return routeApi({ ...authRoutes(), ...extra });
}
