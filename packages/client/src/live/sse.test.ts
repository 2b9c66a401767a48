import { describe, expect, it } from 'vitest';
import { createSseParser, type SseMessage } from './sse';

function parse(chunks: string[]) {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const c of chunks) parser.push(c);
  return { out, retry: parser.retry() };
}

describe('server-sent events parsing', () => {
  it('dispatches named events with their data at the blank line', () => {
    const { out } = parse(['event: unread\ndata: {"total":3}\n\nevent: balance\ndata: {"a":1}\n\n']);
    expect(out).toEqual([
      { event: 'unread', data: '{"total":3}', id: undefined },
      { event: 'balance', data: '{"a":1}', id: undefined },
    ]);
  });

  it('reassembles events split anywhere across chunks, CRLF split between CR and LF included', () => {
    const text = 'event: unread\r\ndata: {"total":12}\r\n\r\nevent: logout\r\ndata: {"code":"001004"}\r\n\r\n';
    for (let size = 1; size <= 7; size++) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parse(chunks).out.map((m) => [m.event, m.data])).toEqual([
        ['unread', '{"total":12}'],
        ['logout', '{"code":"001004"}'],
      ]);
    }
  });

  it('ignores heartbeat comments, joins data lines, reads retry, defaults the name to message', () => {
    const { out, retry } = parse([': ping\n\nretry: 3000\n\n', 'data: a\ndata:b\n\n', 'event: x\n\n', 'retry: soon\n\n']);
    expect(out).toEqual([{ event: 'message', data: 'a\nb', id: undefined }]);
    expect(retry).toBe(3000);
  });

  it('keeps an unfinished event until its blank line arrives', () => {
    const out: SseMessage[] = [];
    const parser = createSseParser((m) => out.push(m));
    parser.push('event: unread\ndata: {"total"');
    expect(out).toEqual([]);
    parser.push(':1}\n');
    expect(out).toEqual([]);
    parser.push('\n');
    expect(out).toEqual([{ event: 'unread', data: '{"total":1}', id: undefined }]);
  });
});
