import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('shows "<status>: <message>" for a JSON { message } body', () => {
    expect(errorMessage(new ApiError(401, '{"message":"Invalid username or password"}', 'Unauthorized'))).toBe(
      '401: Invalid username or password',
    );
  });
  it('shows "<status>: <body>" for a plain body and the status text for an empty one', () => {
    expect(errorMessage(new ApiError(502, 'Bad gateway upstream', 'Bad Gateway'))).toBe('502: Bad gateway upstream');
    expect(errorMessage(new ApiError(500, '', 'Internal Server Error'))).toBe('500: Internal Server Error');
  });
  it('falls back to the message of any other error', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage('boom')).toBe('boom');
  });
});
