// What the use cases need from storage, as interfaces: data/ implements them on Prisma.

export interface UserRecord {
  id: string;
  email: string;
  /** null: an account made through Google or Microsoft, with no password to sign in with. */
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** A provider's identity: who Google or Microsoft says this is, and the e-mail it gave. */
export interface NewIdentity {
  provider: string;
  subject: string;
  email: string;
  /** Whether the provider said the e-mail is verified. */
  emailVerified: boolean;
}

export interface SessionRecord {
  id: string;
  /** When a sign-in with a linked provider last confirmed this session (account page), or null. */
  confirmedAt: Date | null;
  /** When the session was opened (sign-in or sign-up): the start of its absolute lifetime. */
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  user: UserRecord;
}

/** A signed-in browser as the account page lists it. */
export interface SessionSummary {
  id: string;
  /** "Chrome on macOS" (device-label.ts); null when the browser was not recognised. */
  device: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** What the auth service holds about an account, for "Download my data". */
export interface AccountRecord {
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  dataRetentionConsentAt: Date | null;
  /** false: made through Google or Microsoft, with no password set. */
  hasPassword: boolean;
  /** The Google or Microsoft sign-ins linked to it, oldest first. */
  identities: { provider: string; email: string; createdAt: Date }[];
}

export interface AuthRepository {
  /** The account and its linked identities; null when it no longer exists. */
  findAccount(userId: string): Promise<AccountRecord | null>;
  findUserByEmail(email: string): Promise<UserRecord | null>;
  /** null when the e-mail is already taken. `consentAt` null: no consent to keep the style profile. */
  createUser(
    user: Omit<UserRecord, 'id' | 'profileImageUrl'> & { consentAt: Date | null },
  ): Promise<UserRecord | null>;
  /** The account a provider identity (Google's or Microsoft's subject id) is linked to. */
  findUserByIdentity(provider: string, subject: string): Promise<UserRecord | null>;
  /**
   * A new account and its provider identity, together or not at all; null when the e-mail is
   * already taken or the identity already linked (another sign-in won the race).
   */
  createUserWithIdentity(
    user: Omit<UserRecord, 'id' | 'profileImageUrl' | 'passwordHash'> & { consentAt: Date | null },
    identity: NewIdentity,
  ): Promise<UserRecord | null>;
  /** Whether any provider identity of the account came with a verified e-mail. */
  hasVerifiedIdentity(userId: string): Promise<boolean>;
  /**
   * Links a provider identity to an existing account; null when it is linked already. When the
   * account has a password, the same transaction removes it and ends every session of the account
   * (the e-mail's owner takes it over): answers whether it did, and the ended sessions' token hashes.
   */
  linkIdentity(
    userId: string,
    identity: NewIdentity,
  ): Promise<{ passwordRemoved: boolean; endedSessions: string[] } | null>;
  /** Records consent to keep the style profile, unless the account has it already. */
  recordConsent(userId: string, at: Date): Promise<void>;
  createSession(session: {
    userId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    /** "Chrome on macOS" (device-label.ts); absent or null when unknown. */
    device?: string | null;
  }): Promise<void>;
  findSession(tokenHash: string): Promise<SessionRecord | null>;
  extendSession(id: string, seenAt: Date, expiresAt: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /**
   * The account's sessions not yet ended: expiring after `expiresAfter` and opened after
   * `createdAfter` (the absolute lifetime); most recently seen first.
   */
  listSessions(userId: string, live: { expiresAfter: Date; createdAfter: Date }): Promise<SessionSummary[]>;
  /** The token hashes of every session of the account (to forget them in the gateway's cache). */
  sessionTokenHashes(userId: string): Promise<string[]>;
  /** Ends every session of the account but `exceptId` (if given); answers the ended ones' token hashes. */
  deleteSessions(userId: string, exceptId?: string): Promise<string[]>;
  /** Marks a session as confirmed by a sign-in with a linked provider. */
  confirmSession(sessionId: string, at: Date): Promise<void>;
  updateNames(userId: string, names: { firstName: string | null; lastName: string | null }): Promise<void>;
  /** false when another account has the e-mail (a unique violation, so two changes cannot race). */
  changeEmail(userId: string, email: string): Promise<boolean>;
  /**
   * Sets the password and ends every other session of the account, in one transaction; answers the
   * ended sessions' token hashes.
   */
  changePassword(userId: string, passwordHash: string, keepSessionId: string): Promise<string[]>;
}

/**
 * The gateway's short cache of who holds a session (see SESSION_CACHE_PREFIX): ended sessions are
 * forgotten there so they are refused at once, not up to a minute later.
 */
export interface SessionCache {
  /** Never throws: the cached entries expire on their own within a minute anyway. */
  forget(tokenHashes: readonly string[]): Promise<void>;
}
