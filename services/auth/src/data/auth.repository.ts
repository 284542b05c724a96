import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { AuthRepository } from '../domain/ports';

export type { AccountRecord, AuthRepository, NewIdentity, SessionRecord, UserRecord } from '../domain/ports';

const userFields = {
  id: true,
  email: true,
  passwordHash: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
} as const;

const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

/**
 * One DELETE … RETURNING: exactly the sessions it ends come back, so none is ended without its hash
 * being known (a read then a delete could end one opened in between and never forget it).
 */
async function deleteSessionsOf(
  db: Pick<PrismaClient, '$queryRaw'>,
  userId: string,
  exceptId: string | undefined,
): Promise<string[]> {
  const except = exceptId === undefined ? Prisma.empty : Prisma.sql`AND id <> ${exceptId}::uuid`;
  const ended = await db.$queryRaw<{ token_hash: string }[]>(
    Prisma.sql`DELETE FROM auth.sessions WHERE user_id = ${userId}::uuid ${except} RETURNING token_hash`,
  );
  return ended.map((row) => row.token_hash);
}

export function prismaAuthRepository(prisma: PrismaClient): AuthRepository {
  return {
    async findAccount(userId) {
      const found = await prisma.user.findUnique({
        where: { id: userId },
        select: {
          email: true,
          firstName: true,
          lastName: true,
          createdAt: true,
          dataRetentionConsentAt: true,
          passwordHash: true,
          identities: {
            select: { provider: true, email: true, createdAt: true },
            orderBy: [{ createdAt: 'asc' }, { provider: 'asc' }],
          },
        },
      });
      if (!found) return null;
      // The hash itself never leaves the repository here.
      const { passwordHash, ...account } = found;
      return { ...account, hasPassword: passwordHash !== null };
    },
    findUserByEmail: (email) => prisma.user.findUnique({ where: { email }, select: userFields }),
    async findUserByIdentity(provider, subject) {
      const identity = await prisma.identity.findUnique({
        where: { provider_subject: { provider, subject } },
        select: { user: { select: userFields } },
      });
      return identity?.user ?? null;
    },
    async createUserWithIdentity({ consentAt, ...user }, identity) {
      try {
        // One nested write: the account and its identity are created in one transaction.
        return await prisma.user.create({
          data: { ...user, dataRetentionConsentAt: consentAt, identities: { create: identity } },
          select: userFields,
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async hasVerifiedIdentity(userId) {
      return (await prisma.identity.count({ where: { userId, emailVerified: true } })) > 0;
    },
    async linkIdentity(userId, identity) {
      try {
        return await prisma.$transaction(async (tx) => {
          await tx.identity.create({ data: { ...identity, userId } });
          // Decided on the row as it is now, not as the caller read it: a password set in between
          // is removed too.
          const { count } = await tx.user.updateMany({
            where: { id: userId, passwordHash: { not: null } },
            data: { passwordHash: null },
          });
          if (count === 0) return { passwordRemoved: false, endedSessions: [] };
          return { passwordRemoved: true, endedSessions: await deleteSessionsOf(tx, userId, undefined) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async recordConsent(userId, at) {
      await prisma.user.updateMany({
        where: { id: userId, dataRetentionConsentAt: null },
        data: { dataRetentionConsentAt: at },
      });
    },
    async createUser({ consentAt, ...user }) {
      try {
        return await prisma.user.create({
          data: { ...user, dataRetentionConsentAt: consentAt },
          select: userFields,
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async createSession(session) {
      // Both times from the caller's clock, so the sliding and absolute expiries share one clock.
      await prisma.session.create({ data: { ...session, lastSeenAt: session.createdAt } });
    },
    async findSession(tokenHash) {
      const session = await prisma.session.findUnique({
        where: { tokenHash },
        select: {
          id: true,
          createdAt: true,
          expiresAt: true,
          lastSeenAt: true,
          confirmedAt: true,
          user: { select: userFields },
        },
      });
      // Prisma reads the session and its user in two queries: an account deleted in between (a second
      // "Delete my account" racing the first) leaves a session without a user, which is no session.
      return session?.user ? session : null;
    },
    async extendSession(id, seenAt, expiresAt) {
      await prisma.session.update({ where: { id }, data: { lastSeenAt: seenAt, expiresAt } });
    },
    async deleteSession(tokenHash) {
      await prisma.session.deleteMany({ where: { tokenHash } });
    },
    listSessions: (userId, { expiresAfter, createdAfter }) =>
      prisma.session.findMany({
        where: { userId, expiresAt: { gt: expiresAfter }, createdAt: { gt: createdAfter } },
        select: { id: true, device: true, createdAt: true, lastSeenAt: true },
        orderBy: [{ lastSeenAt: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
      }),
    async sessionTokenHashes(userId) {
      const sessions = await prisma.session.findMany({ where: { userId }, select: { tokenHash: true } });
      return sessions.map((session) => session.tokenHash);
    },
    deleteSessions: (userId, exceptId) => deleteSessionsOf(prisma, userId, exceptId),
    async confirmSession(sessionId, at) {
      await prisma.session.updateMany({ where: { id: sessionId }, data: { confirmedAt: at } });
    },
    async updateNames(userId, names) {
      // updateMany: an account deleted meanwhile is nothing to update, not an error.
      await prisma.user.updateMany({ where: { id: userId }, data: names });
    },
    async changeEmail(userId, email) {
      try {
        await prisma.user.updateMany({ where: { id: userId }, data: { email } });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    changePassword: (userId, passwordHash, keepSessionId) =>
      prisma.$transaction(async (tx) => {
        await tx.user.updateMany({ where: { id: userId }, data: { passwordHash } });
        return deleteSessionsOf(tx, userId, keepSessionId);
      }),
  };
}
