import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from './ConfirmHost';
import { confirm, resetConfirms } from './confirm-store';

const labels = { title: 'Notice', confirm: 'OK', cancel: 'Cancel' };

function renderHost() {
  return render(<ConfirmHost labels={labels} />);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('ConfirmDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => resetConfirms());
    vi.useRealTimers();
  });

  it('opens about 200 ms after it is created', async () => {
    renderHost();
    act(() => void confirm({ title: 'Leave?', content: 'Sure?' }));
    await advance(199);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    expect(dialog).toHaveTextContent('Sure?');
  });

  it('runs the confirm callback 200 ms after confirming, then removes the dialog', async () => {
    renderHost();
    const onConfirm = vi.fn();
    let result: boolean | undefined;
    act(() => {
      void confirm({ title: 'Go', content: 'Proceed', onConfirm }).then((r) => (result = r));
    });
    await advance(200);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(199);
    expect(onConfirm).not.toHaveBeenCalled();
    await advance(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(result).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs the cancel callback 200 ms after cancelling and resolves false', async () => {
    renderHost();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    let result: boolean | undefined;
    act(() => {
      void confirm({ content: 'Bind your phone first', confirmText: 'Bind', cancelText: 'Later', onCancel, onConfirm }).then(
        (r) => (result = r),
      );
    });
    await advance(200);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    await advance(199);
    expect(onCancel).not.toHaveBeenCalled();
    await advance(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(result).toBe(false);
  });

  it('shows cancel by default and can hide it; it never has a close icon', async () => {
    renderHost();
    act(() => void confirm({ title: 'A', content: 'first' }));
    await advance(200);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await advance(200);

    act(() => void confirm({ title: 'B', content: 'second', showCancel: false }));
    await advance(200);
    expect(screen.getByRole('dialog', { name: 'B' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('ignores backdrop clicks by default', async () => {
    renderHost();
    const onCancel = vi.fn();
    act(() => void confirm({ title: 'Stay', content: 'x', onCancel }));
    await advance(200);
    await advance(1);
    const backdrop = document.querySelector('[data-confirm-backdrop]') as HTMLElement;
    expect(backdrop).not.toBeNull();
    fireEvent.pointerDown(backdrop);
    await advance(400);
    expect(screen.getByRole('dialog', { name: 'Stay' })).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click when enabled, as a cancel', async () => {
    renderHost();
    const onCancel = vi.fn();
    act(() => void confirm({ title: 'Soft', content: 'x', closeOnBackdrop: true, onCancel }));
    await advance(200);
    await advance(1);
    const backdrop = document.querySelector('[data-confirm-backdrop]') as HTMLElement;
    fireEvent.pointerDown(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(200);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('inserts the content as sanitised HTML', async () => {
    renderHost();
    act(
      () =>
        void confirm({
          title: 'Html',
          content: '<p>Hello <strong>player</strong></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad</a>',
        }),
    );
    await advance(200);
    const dialog = screen.getByRole('dialog', { name: 'Html' });
    expect(dialog.querySelector('strong')).toHaveTextContent('player');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(dialog.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(dialog).toHaveAccessibleDescription(/Hello player/);
  });

  it('uses the fallback title as the accessible name when none is given', async () => {
    renderHost();
    act(() => void confirm({ content: 'No title here' }));
    await advance(200);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and returns it to the trigger on close', async () => {
    render(
      <>
        <button type="button" onClick={() => void confirm({ title: 'Focus', content: 'trap' })}>
          Open
        </button>
        <ConfirmHost labels={labels} />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    await advance(200);
    const dialog = screen.getByRole('dialog', { name: 'Focus' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await advance(200);
    expect(document.activeElement).toBe(trigger);
  });
});
