import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';

describe('logger', () => {
  it('redacts tokens, signs and passwords in headers and bodies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: loggerOptions({ level: 'info', stream }, 'info') });
    await app.ready();
    app.log.info(
      {
        headers: { token: 'tok-secret', sign: 'sig-secret', 'device-id': 'dev1' },
        body: { username: 'amy', password: 'pw-secret', pwd: 'pwd-secret', code: '123456' },
        user: { token: 'nested-secret' },
      },
      'request',
    );
    await app.close();
    const text = lines.join('');
    for (const secret of ['tok-secret', 'sig-secret', 'pw-secret', 'pwd-secret', '123456', 'nested-secret']) expect(text).not.toContain(secret);
    expect(text).toContain('dev1');
    expect(text).toContain('amy');
    expect(text).toContain('[Redacted]');
  });

  it('is silent when told so', () => {
    expect(loggerOptions(false, 'info')).toBe(false);
  });
});
