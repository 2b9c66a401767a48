import { create } from 'zustand';
import { persistStore } from './storage';

export interface MaintenanceWindow {
  startTime: string | null;
  endTime: string | null;
}

interface SituationState {
  /** The window announced by the last 503 response, shown on /situation/503. */
  maintenance: MaintenanceWindow | null;
  setMaintenance: (window: MaintenanceWindow | null) => void;
}

export const useSituationStore = create<SituationState>()((set) => ({
  maintenance: null,
  setMaintenance: (maintenance) => set({ maintenance }),
}));

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

persistStore(useSituationStore, {
  key: 'site.situation',
  storage: 'sessionStorage',
  pick: ({ maintenance }) => ({ maintenance }),
  restore: (stored) => {
    const m = stored.maintenance;
    return { maintenance: m && typeof m === 'object' ? { startTime: text(m.startTime), endTime: text(m.endTime) } : null };
  },
});
