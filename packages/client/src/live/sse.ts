/** One dispatched server-sent event. */
export interface SseMessage {
  event: string;
  data: string;
  id: string | undefined;
}

export interface SseParser {
  /** Feeds decoded text (any split: mid-line, mid-field, between CR and LF). */
  push: (text: string) => void;
  /** The last `retry:` the server sent (ms), if any. */
  retry: () => number | undefined;
}

/**
 * The text/event-stream format (WHATWG HTML, server-sent events) parsed by hand: lines end with
 * CRLF, LF or CR; `:` starts a comment (heartbeats); `data` lines join with LF; an empty line
 * dispatches the event (none without data); `event` defaults to "message".
 */
export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let skipLf = false;
  let event = '';
  let data: string[] = [];
  let lastId: string | undefined;
  let retry: number | undefined;

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ event: event || 'message', data: data.join('\n'), id: lastId });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
  };

  return {
    push: (text) => {
      let start = 0;
      let i = 0;
      if (skipLf && text.startsWith('\n')) start = i = 1;
      skipLf = false;
      for (; i < text.length; i++) {
        const c = text[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer + text.slice(start, i));
        buffer = '';
        if (c === '\r') {
          if (i + 1 === text.length) skipLf = true;
          else if (text[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer += text.slice(start);
    },
    retry: () => retry,
  };
}
