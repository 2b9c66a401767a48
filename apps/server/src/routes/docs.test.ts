import { allEndpoints } from '@site/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedPath } from '../openapi';
import { startTestServer, type TestServer } from '../test/harness';

// passes: sqlite

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Doc = { openapi: string; paths: Record<string, Record<string, { operationId: string; parameters: Array<Record<string, unknown>> }>> };

describe('/api/docs', () => {
  it('serves an OpenAPI 3.1 document with every endpoint of the contract', async () => {
    const res = await server.fetch('/api/docs/openapi.json', { sign: false });
    expect(res.status).toBe(200);
    const doc = res.json as Doc;
    expect(doc.openapi).toBe('3.1.0');
    for (const e of allEndpoints) {
      const op = doc.paths[servedPath(e)]?.[e.method.toLowerCase()];
      expect(op?.operationId, e.id).toBe(e.id);
    }
    const dynamic = doc.paths['/api/v1/config/dynamic-data']?.get;
    expect(dynamic?.parameters).toContainEqual(expect.objectContaining({ name: 'keys', in: 'query', required: true }));
    expect(dynamic?.parameters).toContainEqual({ $ref: '#/components/parameters/sign' });
    const byVersion = doc.paths['/api/v1/basics/errorCode/version/{version}']?.get;
    expect(byVersion?.parameters).toContainEqual(expect.objectContaining({ name: 'version', in: 'path' }));
    expect(doc.paths['/maintain']?.get?.parameters).not.toContainEqual({ $ref: '#/components/parameters/sign' });
  });

  it('serves a self-contained HTML index without scripts', async () => {
    const res = await server.fetch('/api/docs', { sign: false });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    for (const e of allEndpoints) expect(res.text).toContain(servedPath(e));
  });
});
