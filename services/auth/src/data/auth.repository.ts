import { Prisma, type PrismaClient } from '../generated/prisma/client';

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
  createSession(session: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void>;
  findSession(tokenHash: string): Promise<SessionRecord | null>;
  extendSession(id: string, seenAt: Date, expiresAt: Date): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
}

const userFields = {
  id: true,
  email: true,
  passwordHash: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const;

export function prismaAuthRepository(prisma: PrismaClient): AuthRepository {
  return {
    findUserByEmail: (email) => prisma.user.findUnique({ where: { email }, select: userFields }),
    async createUser({ consentAt, ...user }) {
      try {
        return await prisma.user.create({
          data: { ...user, dataRetentionConsentAt: consentAt },
          select: userFields,
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
        throw error;
      }
    },
    async createSession(session) {
      await prisma.session.create({ data: session });
    },
    findSession: (tokenHash) =>
      prisma.session.findUnique({
        where: { tokenHash },
        select: { id: true, expiresAt: true, lastSeenAt: true, user: { select: userFields } },
      }),
    async extendSession(id, seenAt, expiresAt) {
      await prisma.session.update({ where: { id }, data: { lastSeenAt: seenAt, expiresAt } });
    },
    async deleteSession(tokenHash) {
      await prisma.session.deleteMany({ where: { tokenHash } });
    },
  };
}
