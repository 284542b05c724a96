import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { AuthRepository } from '../domain/ports';

export type { AuthRepository, SessionRecord, UserRecord } from '../domain/ports';

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
