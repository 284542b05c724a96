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

export function prismaAuthRepository(prisma: PrismaClient): AuthRepository {
  return {
    findAccount: (userId) =>
      prisma.user.findUnique({
        where: { id: userId },
        select: {
          email: true,
          firstName: true,
          lastName: true,
          createdAt: true,
          dataRetentionConsentAt: true,
          identities: {
            select: { provider: true, email: true, createdAt: true },
            orderBy: [{ createdAt: 'asc' }, { provider: 'asc' }],
          },
        },
      }),
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
        await prisma.identity.create({ data: { ...identity, userId } });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
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
    findSession: (tokenHash) =>
      prisma.session.findUnique({
        where: { tokenHash },
        select: {
          id: true,
          createdAt: true,
          expiresAt: true,
          lastSeenAt: true,
          user: { select: userFields },
        },
      }),
    async extendSession(id, seenAt, expiresAt) {
      await prisma.session.update({ where: { id }, data: { lastSeenAt: seenAt, expiresAt } });
    },
    async deleteSession(tokenHash) {
      await prisma.session.deleteMany({ where: { tokenHash } });
    },
  };
}
