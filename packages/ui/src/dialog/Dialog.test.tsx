import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Drawer } from '../drawer/Drawer';
import { Dialog } from './Dialog';

function Harness({ kind }: { kind: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Frame = kind === 'dialog' ? Dialog : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Frame open={open} onOpenChange={setOpen} title="Popup title" closeLabel="Close popup">
        <input aria-label="Inside" />
      </Frame>
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('%s primitive', (kind) => {
  it('opens with its title, traps focus inside, closes with its close button and returns focus', async () => {
    render(<Harness kind={kind} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Popup title' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close popup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape', () => {
    render(<Harness kind={kind} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
