import { create } from 'zustand';

interface FrameTypingState {
  /** A field inside an embedded frame (the cashier) has focus, as the frame says (frame message `typing`). */
  typing: boolean;
  setTyping: (typing: boolean) => void;
}

/**
 * Issue 34: the host cannot see focus inside the cashier frame (another document, maybe another origin), so
 * the frame tells it; the shell's floating buttons step aside while the player types there.
 */
export const useFrameTypingStore = create<FrameTypingState>()((set) => ({
  typing: false,
  setTyping: (typing) => set({ typing }),
}));
