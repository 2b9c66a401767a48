import { create } from 'zustand';
import { readLocal, writeLocal } from '../../shared/stores/storage';

/** Per-user storage key of the balance mask (SPEC 2: the setting is per user and named eye). */
export function eyeKey(userId: number | string | null | undefined): string {
  return `eye:${userId ?? 'guest'}`;
}

/** Shown by default; only an explicit "0" masks. */
export function readEye(userId: number | string | null | undefined): boolean {
  return readLocal(eyeKey(userId)) !== '0';
}

interface EyeState {
  /** userId -> visible, as read or set in this tab. */
  visible: Record<string, boolean>;
  setVisible: (userId: number | string | null | undefined, visible: boolean) => void;
}

export const useEyeStore = create<EyeState>()((set) => ({
  visible: {},
  setVisible: (userId, visible) => {
    writeLocal(eyeKey(userId), visible ? '1' : '0');
    set((s) => ({ visible: { ...s.visible, [String(userId ?? 'guest')]: visible } }));
  },
}));

/** Whether the balance of this user is shown. */
export function isBalanceVisible(userId: number | string | null | undefined, state: EyeState = useEyeStore.getState()): boolean {
  return state.visible[String(userId ?? 'guest')] ?? readEye(userId);
}

export function setBalanceVisible(userId: number | string | null | undefined, visible: boolean): void {
  useEyeStore.getState().setVisible(userId, visible);
}
