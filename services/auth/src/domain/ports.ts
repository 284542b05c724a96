// What the use cases need from storage, as interfaces: data/ implements them on Prisma.

export interface UserRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface SessionRecord {
  id: string;
  /** When the session was opened (sign-in or sign-up): the start of its absolute lifetime. */
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  user: UserRecord;
}

export interface AuthRepository {
  findUserByEmail(email: string): Promise<UserRecord | null>;
  /** null when the e-mail is already taken. */
  createUser(
    user: Omit<UserRecord, 'id' | 'profileImageUrl'> & { consentAt: Date },
  ): Promise<UserRecord | null>;
  createSession(session: {
    userId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void>;
  findSession(tokenHash: string): Promise<SessionRecord | null>;
  extendSession(id: string, seenAt: Date, expiresAt: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
}
