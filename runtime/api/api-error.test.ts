import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './api-error.ts';

describe('isApiError', () => {
  it('recognises an ApiError', () => {
    expect(isApiError(new ApiError('Not found', { status: 404 }))).toBe(true);
  });

  it('recognises an ApiError thrown by another copy of the module (server build vs. server)', () => {
    class OtherCopy extends Error {
      override readonly name = 'ApiError';
      readonly status = 422;
      readonly fieldErrors = {};
      readonly data = null;
    }
    expect(isApiError(new OtherCopy('The given data was invalid.'))).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 404, fieldErrors: {} })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
