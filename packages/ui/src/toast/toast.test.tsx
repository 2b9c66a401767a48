import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from './ToastHost';
import { showToast } from './toast-queue';

describe('Toast', () => {
  it('loads the toaster on the first toast and shows queued messages', async () => {
    render(<ToastHost theme="dark" />);
    act(() => showToast('Saved', { kind: 'success' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    act(() => showToast('Second'));
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });
});
