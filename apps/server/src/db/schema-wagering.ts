import type { Generated } from 'kysely';

/** Wagering requirements (migration 018, issue 17): one per credit that must be played through before a withdrawal. */
export interface TurnoverRequirementsTable {
  id: Generated<number>;
  account_id: number;
  currency: string;
  /** A WAGERING_SOURCES value of the contract. */
  source: string;
  reference: string;
  /** JSON LabelSet of the promotion's title (activity rewards), else null. */
  titles: string | null;
  /** Minor units. */
  amount: number;
  multiple: number;
  /** amount x multiple, minor units. */
  required: number;
  started_at: string;
  /** open | met | cleared */
  status: string;
  closed_at: string | null;
}

export interface WageringTables {
  turnover_requirements: TurnoverRequirementsTable;
}
