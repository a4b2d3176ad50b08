import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { ApiError, apiRequest, apiRequestOrNullOn401 } from './api-client';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = 'Status') {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body || null, { status, statusText }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends cookies, and JSON only when there is a body', async () => {
    const fetchMock = stubFetch(200, '{"ok":true}');
    await apiRequest('/api/user');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: undefined,
      body: undefined,
    });
    await apiRequest('/api/login', { body: { username: 'a' } });
    expect(fetchMock.mock.calls[1][1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"a"}',
    });
  });

  it('turns a non-OK answer into "<status>: <body>", or the status text when empty', async () => {
    stubFetch(400, '{"message":"Username is required"}');
    const err = (await apiRequest('/api/login', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('400: {"message":"Username is required"}');
    expect(err.serverMessage).toBe('Username is required');
    stubFetch(502, '', 'Bad Gateway');
    await expect(apiRequest('/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('validates the answer with the contract schema', async () => {
    stubFetch(200, '{"username":7}');
    await expect(apiRequest('/api/user', { schema: v.object({ username: v.string() }) })).rejects.toThrow();
  });

  it('reads a 401 as nobody where asked to', async () => {
    stubFetch(401, '{"message":"Not authenticated"}');
    await expect(apiRequestOrNullOn401('/api/user', v.object({ username: v.string() }))).resolves.toBeNull();
  });
});
