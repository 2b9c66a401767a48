import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFrameTypingStore } from '../../shared/stores/typing';
import { renderWithProviders, resetApp } from '../../test/render';
import { FloatingActions } from './FloatingActions';

function setup() {
  renderWithProviders(
    <>
      <label>
        金額
        <input />
      </label>
      <button type="button">下一步</button>
      <FloatingActions />
    </>,
  );
  const service = screen.getByRole('link', { name: '線上客服' });
  return { service, stack: service.parentElement as HTMLElement };
}

beforeEach(async () => {
  await resetApp();
  useFrameTypingStore.setState({ typing: false });
});
afterEach(() => {
  useFrameTypingStore.setState({ typing: false });
});

describe('floating buttons step aside while the player types (issue 34: they covered form fields on a phone)', () => {
  it('while a field of the page has focus, and come back when it goes to a button', () => {
    const { service, stack } = setup();
    expect(service).toHaveAttribute('href', '/service');
    expect(stack).not.toHaveAttribute('data-typing');
    act(() => screen.getByRole('textbox', { name: '金額' }).focus());
    expect(stack).toHaveAttribute('data-typing');
    act(() => screen.getByRole('button', { name: '下一步' }).focus());
    expect(stack).not.toHaveAttribute('data-typing');
  });

  it('while the cashier frame says a field in it has focus', () => {
    const { stack } = setup();
    act(() => useFrameTypingStore.getState().setTyping(true));
    expect(stack).toHaveAttribute('data-typing');
    act(() => useFrameTypingStore.getState().setTyping(false));
    expect(stack).not.toHaveAttribute('data-typing');
  });
});
