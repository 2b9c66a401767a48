import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoInput } from './PhotoInput';

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const pick = (file: File) => fireEvent.change(screen.getByLabelText('Front'), { target: { files: [file] } });

describe('PhotoInput primitive', () => {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('previews an accepted file and releases the preview when unmounted', () => {
    const onFile = vi.fn(() => true);
    const { unmount } = render(<PhotoInput label="Front" accept="image/png" previewAlt="Front preview" buttonText="Choose" emptyText="None yet" onFile={onFile} hint="Uploaded" describeHint />);
    expect(screen.queryByRole('img')).toBeNull();
    pick(png('front.png'));
    expect(onFile).toHaveBeenCalledWith(expect.any(File));
    expect(screen.getByRole('img', { name: 'Front preview' })).toHaveAttribute('src', 'blob:preview');
    const input = screen.getByLabelText('Front');
    expect(input).toHaveAttribute('accept', 'image/png');
    // The picked file's name (not the browser's words), then the status line.
    expect(input).toHaveAccessibleDescription('front.png Uploaded');
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('shows no preview for a refused file and announces the error, which describes the input', () => {
    const { rerender } = render(<PhotoInput label="Front" accept="image/png" previewAlt="Front preview" buttonText="Choose" emptyText="None yet" onFile={() => false} />);
    pick(png('front.png'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<PhotoInput label="Front" accept="image/png" previewAlt="Front preview" buttonText="Choose" emptyText="None yet" onFile={() => false} hint="Sending" error="Too big" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too big');
    const input = screen.getByLabelText('Front');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('None yet Too big');
  });
});
