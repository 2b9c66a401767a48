import type { Generated } from 'kysely';

/** The inbox's tables (migration 009): announcements, letters and feedback. */
export interface AnnouncementsTable {
  id: Generated<number>;
  slug: string;
  /** JSON {"TW":{"title","body"},"EN":..,"TH":..}; bodies are sanitised operator HTML. */
  texts: string;
  enabled: Generated<number>;
  /** Shown from (the schedule's start) ... */
  published_at: string;
  /** ... until (null: open); '' brand: every brand (migration 039). */
  end_time: string | null;
  brand: Generated<string>;
}

export interface AnnouncementReadsTable {
  account_id: number;
  announcement_id: number;
  read_at: string;
}

export interface LettersTable {
  id: Generated<number>;
  account_id: number;
  /** player | operator */
  origin: string;
  quiz_type: number | null;
  title: string;
  is_read: Generated<number>;
  answered: Generated<number>;
  slug: string | null;
  created_at: string;
  updated_at: string;
}

export interface LetterMessagesTable {
  id: Generated<number>;
  letter_id: number;
  /** player | operator */
  author: string;
  content: string;
  html: Generated<number>;
  created_at: string;
}

export interface LetterAttachmentsTable {
  upload_id: string;
  message_id: number;
  sort: number;
}

export interface FeedbackTable {
  id: Generated<number>;
  account_id: number;
  type: string;
  content: string;
  created_at: string;
}

export interface MessageTables {
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  letters: LettersTable;
  letter_messages: LetterMessagesTable;
  letter_attachments: LetterAttachmentsTable;
  feedback: FeedbackTable;
}
