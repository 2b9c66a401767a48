import { fundUpload } from '@site/contract/api/fund';
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import type { ClientEnvironment } from './environment';

/** Uploads send the file's bytes as they are: the server decides the image type from the content. */
describe('a raw body', () => {
  it('is sent unchanged as application/octet-stream with the usual signed headers', async () => {
    const seen: RequestInit[] = [];
    const fetch = vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push(init);
      return new Response(JSON.stringify({ code: '000000', msg: 'success', data: { fileId: 'f_12345678', mime: 'image/png', size: 3 } }));
    });
    const env = {
      fetch: fetch as unknown as typeof globalThis.fetch,
      token: () => 'tok-1',
      deviceId: () => 'abcdefghij0123456789',
      brand: () => 'jade',
      language: () => 'TW',
      osType: () => 'h5',
      origin: () => 'https://site.example',
      currentPath: () => '/cashier/',
      navigate: vi.fn(),
      toast: vi.fn(),
      modal: vi.fn(),
      translate: async (key: string) => key,
      logout: vi.fn(),
      onMaintenance: vi.fn(),
      queryClient: new QueryClient(),
    } satisfies ClientEnvironment;
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const result = await createApiClient(env).call(fundUpload, { query: { purpose: 'idFront' }, rawBody: file });
    expect(result.fileId).toBe('f_12345678');
    const headers = seen[0]?.headers as Record<string, string>;
    expect(seen[0]?.body).toBe(file);
    expect(headers['content-type']).toBe('application/octet-stream');
    expect(headers.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(headers.token).toBe('tok-1');
  });
});
