import { useRef } from 'react';

/**
 * Radix returns focus to its own Trigger; our dialogs open from code, so they
 * remember the element focused when they opened and give focus back to it.
 */
export function useReturnFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = typeof document === 'undefined' ? null : document.activeElement;
      previous.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = previous.current;
      previous.current = null;
      if (target && target.isConnected) target.focus();
    },
  };
}
