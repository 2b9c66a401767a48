import { create } from 'zustand';

/**
 * Whether this tab's live-update stream is healthy (app/live). While it is, the unread count and
 * the balance come pushed and their polling stops; when it is refused or keeps failing, they poll
 * again. Tiny on purpose: the header reads it on the first screen.
 */
export const useLiveStatus = create<{ streaming: boolean }>()(() => ({ streaming: false }));

export function setStreaming(streaming: boolean): void {
  if (useLiveStatus.getState().streaming !== streaming) useLiveStatus.setState({ streaming });
}
