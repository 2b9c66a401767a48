import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadNamespaces } from '../../../shared/i18n/i18n';
import { renderWithProviders, resetApp } from '../../../test/render';
import LoginAdvertDialog from './LoginAdvertDialog';

const ITEMS = [{ id: 11, title: '首儲加碼', image: '/assets/dialogs/jade/first-deposit-tw.svg', link: '/activity/list', sort: 1, detail: { content: 'promos' as const } }];

/** The browser's idle and frame callbacks, run by the test when it says the page is idle. */
function controlIdle() {
  const idle: Array<() => void> = [];
  const frames: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return () =>
    act(() => {
      for (const callback of idle.splice(0)) callback();
      for (const callback of frames.splice(0)) callback();
    });
}

describe('the login advert opens once the page is idle (issue 36)', () => {
  beforeEach(async () => {
    await resetApp();
    await loadNamespaces(['home']);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is not in the page until the browser is idle, then opens with the focus on Close', () => {
    const becomeIdle = controlIdle();
    const onClose = vi.fn();
    renderWithProviders(<LoginAdvertDialog items={ITEMS} onClose={onClose} />);
    expect(screen.queryByRole('dialog', { name: '活動公告' })).toBeNull();
    becomeIdle();
    const dialog = screen.getByRole('dialog', { name: '活動公告' });
    expect(within(dialog).getByRole('button', { name: '關閉' })).toHaveFocus();
  });

  it("watches body's own children for other dialogs, not every change of the page", () => {
    const becomeIdle = controlIdle();
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    renderWithProviders(<LoginAdvertDialog items={ITEMS} onClose={() => undefined} />);
    becomeIdle();
    const onBody = observe.mock.calls.filter(([target]) => target === document.body);
    expect(onBody).toEqual([[document.body, { childList: true }]]);
  });

  it('steps aside while another dialog is open and comes back after it', async () => {
    // jsdom's <dialog> has no showModal() or close(): the browser's, as far as the advert uses them.
    const dialogs = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
    dialogs.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialogs.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    onTestFinished(() => {
      cleanup();
      delete dialogs.showModal;
      delete dialogs.close;
    });
    const becomeIdle = controlIdle();
    renderWithProviders(<LoginAdvertDialog items={ITEMS} onClose={() => undefined} />);
    becomeIdle();
    expect(screen.getByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
    // A portal's dialog, as Radix adds it to body.
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('data-state', 'open');
    other.setAttribute('aria-label', '溫馨提示');
    await act(async () => void document.body.appendChild(other));
    expect(screen.queryByRole('dialog', { name: '活動公告' })).toBeNull();
    await act(async () => other.remove());
    expect(screen.getByRole('dialog', { name: '活動公告' })).toBeInTheDocument();
  });
});
