import { useEffect } from 'react';
import { Toaster, toast as sonnerToast } from 'sonner';
// sonner's stylesheet without the parts never shown (scripts/trim-sonner-css.mjs; the CSS budget).
import './sonner.css';
// After sonner's own: the light theme's text colours made readable (WCAG 2.2 AA, e2e page matrix).
import './toast-colours.css';
import { attachToastSink } from './toast-queue';

export interface SonnerToasterProps {
  theme: 'light' | 'dark' | 'system';
}

/** The sonner wrapper, loaded on the first toast. */
export default function SonnerToaster({ theme }: SonnerToasterProps) {
  useEffect(
    () =>
      attachToastSink(({ message, kind, id }) => {
        const options = id ? { id } : undefined;
        sonnerToast[kind](message, options);
      }),
    [],
  );
  return <Toaster position="top-center" theme={theme} richColors closeButton={false} duration={3000} />;
}
