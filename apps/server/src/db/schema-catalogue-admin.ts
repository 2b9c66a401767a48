import type { Generated } from 'kysely';

/** Tables and columns of migration 040 (issue 38: the catalogue, maintenance and VIP configuration in the back office). */
export interface VipLevelChangesTable {
  id: Generated<number>;
  level: number;
  /** YYYY-MM-DD, the server day (+08:00) the change takes effect. */
  effective_day: string;
  /** JSON VipLevelFigures (services/staff/vip-config.ts). */
  figures: string;
  /** pending | applied | cancelled */
  status: string;
  staff_id: number | null;
  created_at: string;
  decided_at: string | null;
}

// Joined to the Database and MaintenanceTable types by interface merging, so schema.ts (shared) stays as it is.
declare module './schema' {
  interface Database {
    vip_level_changes: VipLevelChangesTable;
  }
  interface MaintenanceTable {
    /** 1: closed only between start_time and end_time; 0: on now while enabled (the ops switch). */
    scheduled: Generated<number>;
    /** JSON {"TW","EN","TH"}: what players are told, or null. */
    message: string | null;
  }
}
