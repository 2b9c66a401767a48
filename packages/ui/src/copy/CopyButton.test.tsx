import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';

const texts = { copiedText: 'Copied', failedText: '複製失敗' };

describe('CopyButton', () => {
  it('copies the value in the click and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(
      <CopyButton value="ABC123" label="Copy the code" {...texts}>
        Copy
      </CopyButton>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy the code' }));
    expect(writeText).toHaveBeenCalledWith('ABC123');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copy the code' })).toHaveAccessibleDescription('Copied');
  });

  it('announces a refused copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyButton value="ABC123" {...texts}>Copy link</CopyButton>);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('複製失敗');
  });
});
