import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTextEntry, watchTextEntry } from './text-entry';

const add = (html: string) => {
  document.body.insertAdjacentHTML('beforeend', html);
  return document.body.lastElementChild as HTMLElement;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text entry (issue 34: what brings up a phone keyboard)', () => {
  it('is a text-like input or a textarea; not a button, a box to tick or a select', () => {
    for (const html of ['<input>', '<input type="tel">', '<input type="password">', '<input type="number">', '<textarea></textarea>']) {
      expect(isTextEntry(add(html)), html).toBe(true);
    }
    for (const html of ['<input type="checkbox">', '<input type="radio">', '<input type="submit">', '<button>x</button>', '<select></select>', '<a href="/">x</a>']) {
      expect(isTextEntry(add(html)), html).toBe(false);
    }
    expect(isTextEntry(null)).toBe(false);
    expect(isTextEntry(window)).toBe(false);
  });

  it('reports focus entering a field, moving between fields once, and leaving for a button or out of the page', () => {
    const name = add('<input aria-label="name">');
    const phone = add('<input type="tel" aria-label="phone">');
    const send = add('<button type="button">send</button>');
    const changes = vi.fn();
    const stop = watchTextEntry(document, changes);
    name.focus();
    phone.focus();
    expect(changes.mock.calls).toEqual([[true]]);
    send.focus();
    expect(changes.mock.calls).toEqual([[true], [false]]);
    phone.focus();
    phone.blur();
    expect(changes.mock.calls).toEqual([[true], [false], [true], [false]]);
    stop();
    name.focus();
    expect(changes).toHaveBeenCalledTimes(4);
  });
});
