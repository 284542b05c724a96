import type { SealedText } from '@uniform/service-kit';

// What the use cases need from storage, as interfaces: data/ implements them on Prisma.

export interface StoredEntry extends SealedText {
  id: string;
  userId: string;
  /** YYYY-MM-DD */
  entryDate: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface EntriesRepository {
  find(userId: string, entryDate: string): Promise<StoredEntry | null>;
  /** Inserts, or replaces the sealed text of the user's entry of that date. */
  upsert(userId: string, entryDate: string, sealed: SealedText): Promise<StoredEntry>;
  /** The user's most recent entries by entry date, newest first; every one without a limit. */
  latest(userId: string, limit?: number): Promise<StoredEntry[]>;
  /** Deletes every entry of the user (account deletion); how many went. */
  eraseUser(userId: string): Promise<number>;
}
