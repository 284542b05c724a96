import type { SealedText } from '@uniform/service-kit';

// What the use cases need from storage, as interfaces: data/ implements them on Prisma.

export interface StoredProfile extends SealedText {
  id: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
  currentSince: Date;
}

/** The writes of one transaction that holds the user's consent row locked. */
export interface LockedProfiles {
  /** Every profile row of the user, the current one (latest current_since) first. */
  list(): Promise<StoredProfile[]>;
  insert(row: Omit<StoredProfile, 'userId'>): Promise<StoredProfile>;
  update(
    id: string,
    sealed: SealedText,
    times: { updatedAt: Date; currentSince: Date },
  ): Promise<StoredProfile>;
  makeCurrent(id: string, currentSince: Date): Promise<StoredProfile>;
  remove(ids: readonly string[]): Promise<void>;
}

export interface ProfilesRepository {
  /** When the user consented, or null. */
  consentGivenAt(userId: string): Promise<Date | null>;
  /** Records consent once: giving it again keeps the first time. */
  giveConsent(userId: string): Promise<Date>;
  /** Deletes the consent row; the database deletes every profile of the user with it. */
  withdrawConsent(userId: string): Promise<void>;
  /** Every profile row of the user, the current one first (for reads; no lock). */
  list(userId: string): Promise<StoredProfile[]>;
  /**
   * Runs `work` in one transaction holding the user's consent row (SELECT … FOR UPDATE), so the
   * user's writes take turns and a withdrawal waits for them; null without a consent row.
   */
  withConsentLocked<T>(userId: string, work: (locked: LockedProfiles) => Promise<T>): Promise<T | null>;
  /**
   * Deletes the user's consent row and every profile of theirs (account deletion), after any write
   * of theirs in flight; how many of each went.
   */
  eraseUser(userId: string): Promise<{ consents: number; profiles: number }>;
}
