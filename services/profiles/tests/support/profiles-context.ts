import path from 'node:path';
import {
  buildAnalysisFixture,
  buildAnswersFixture,
  questionnaireAnswersSchema,
  type StyleProfileContentInput,
} from '@uniform/contracts';
import { createLogger } from '@uniform/service-kit';
import {
  createTestDatabase,
  startSignedInService,
  testSealedTextCipher,
  type SignedInServiceContext,
  type SignedInUser,
} from '@uniform/test-kit';
import { buildApp } from '../../src/app';
import { createProfilesPrisma } from '../../src/data/profiles-database';
import { prismaProfilesRepository } from '../../src/data/profiles.repository';

export const SECRET = 'profiles-test-signing-secret-0123456789ab';
export const TEST_KEY_ID = 'test-p1';

export const CONSENT = '/api/style-profile/consent';
export const PROFILE = '/api/style-profile';
export const HISTORY = '/api/style-profiles';
export const restorePath = (id: string) => `/api/style-profiles/${id}/restore`;

export interface ProfilesContext extends SignedInServiceContext {
  /** What the service logged at error level (unreadable rows). */
  errors: string[];
  /** A signed-in user who has given consent. */
  consentedUser(): Promise<SignedInUser>;
}

/** The real app over HTTP on a fresh migrated database. */
export async function startProfiles(bodyLimitKb = 512): Promise<ProfilesContext> {
  const database = await createTestDatabase(path.join(__dirname, '..', '..'));
  const prisma = createProfilesPrisma(database.databaseUrl);
  const errors: string[] = [];
  // Error lines are kept to assert that an unreadable row is reported; nothing else is logged.
  const logger = createLogger('profiles-test', 'error', { write: (line: string) => void errors.push(line) });
  const app = buildApp({
    logger,
    readiness: {},
    identitySecret: SECRET,
    repository: prismaProfilesRepository(prisma),
    cipher: testSealedTextCipher(TEST_KEY_ID),
    bodyLimitKb,
  });
  const service = await startSignedInService({
    app,
    database,
    logger,
    secret: SECRET,
    onClose: () => prisma.$disconnect(),
  });
  return {
    ...service,
    errors,
    async consentedUser() {
      const user = service.newUser();
      const res = await service.put(CONSENT, { consent: true }, user.headers());
      if (res.status !== 200) throw new Error(`consent answered ${res.status}`);
      return user;
    },
  };
}

/**
 * A full profile of one analysis (`n` tells analyses apart by generation time and archetype): the
 * answers, brand edits, 12 custom items and `looks` saved looks.
 */
export function profileContent(n = 1, looks = 3): StyleProfileContentInput {
  const generatedAt = new Date(Date.UTC(2026, 10, 1 + n, 7)).toISOString();
  return {
    analysis: buildAnalysisFixture({ generatedAt, styleArchetype: `The Grounded Mentor ${n}` }),
    // Parsed, so it is the form the service keeps (defaults filled) and reads back equal.
    answers: questionnaireAnswersSchema.parse(buildAnswersFixture()),
    brandEdits: { brandStatement: 'Calm authority in cerulean wool', voiceAndTone: 'Measured and kind' },
    savedLooks: Array.from({ length: looks }, (_, i) => ({
      look: `occasionLook${i}`,
      savedAt: '2026-11-23T08:00:00.000Z',
    })),
    customItems: Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `piece${i}`,
        {
          url: `https://shop.example.com/items/${i}`,
          name: `My own piece ${i}`,
          savedAt: '2026-11-23T08:00:00.000Z',
          pieceType: 'foundation' as const,
          guidance: 'Keep it in a muted, cool tone that sits with the rest of the uniform. '.repeat(20),
        },
      ]),
    ),
    tier: 'entry',
    seasonView: 'Soft Summer',
  };
}
