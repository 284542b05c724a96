import { randomUUID } from 'node:crypto';
import {
  PROFILE_MESSAGES,
  STYLE_PROFILE_HISTORY_LIMIT,
  styleProfileAnalysisKey,
  styleProfileContentSchema,
  type ProfileConsent,
  type StyleProfile,
  type StyleProfileContent,
  type StyleProfileContentInput,
  type StyleProfileHistory,
  type StyleProfilesExport,
} from '@uniform/contracts';
import { AppError, sealedJson, type Logger, type SealedTextCipher } from '@uniform/service-kit';
import type { LockedProfiles, ProfilesRepository, StoredProfile } from './ports';

export interface ProfilesDeps {
  repository: ProfilesRepository;
  cipher: SealedTextCipher;
  logger: Logger;
  now: () => Date;
}

/** A stored row with its sealed content opened. */
interface OpenedProfile {
  stored: StoredProfile;
  content: StyleProfileContent;
}

/**
 * The owner and the row are authenticated with the ciphertext: a profile copied to another user's
 * row, or over another row of the same user, fails to open instead of being shown.
 */
const associatedData = (userId: string, id: string) => `style-profile:v1:${userId}:${id}`;

const consentRequired = () => AppError.forbidden(PROFILE_MESSAGES.consentRequired);

const consentOf = (givenAt: Date | null): ProfileConsent => ({
  consent: givenAt !== null,
  givenAt: givenAt?.toISOString() ?? null,
});

function toProfile({ stored, content }: OpenedProfile): StyleProfile {
  return {
    ...content,
    id: stored.id,
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
  };
}

/**
 * A time after every stored one: rows are ordered by created_at (history) and current_since (the
 * current one), and two saves within the same millisecond must still be ordered. The user's rows
 * are read under the consent lock, so no other writer of theirs runs in between.
 */
function after(now: Date, times: readonly Date[]): Date {
  const latest = Math.max(...times.map((time) => time.getTime()));
  return new Date(Math.max(now.getTime(), latest + 1));
}

export function createProfiles(deps: ProfilesDeps) {
  const sealedProfiles = sealedJson<StyleProfileContent>(deps, {
    name: 'style profile',
    idField: 'profileId',
  });

  function open(stored: StoredProfile): OpenedProfile | null {
    // A retired key or a tampered or moved row: that profile is unreadable, the others still open.
    const content = sealedProfiles.open(stored, associatedData(stored.userId, stored.id));
    return content && { stored, content };
  }

  const openAll = (rows: readonly StoredProfile[]) =>
    rows.map(open).filter((opened): opened is OpenedProfile => opened !== null);

  async function requireConsent(userId: string): Promise<void> {
    if (!(await deps.repository.consentGivenAt(userId))) throw consentRequired();
  }

  async function locked<T>(userId: string, work: (profiles: LockedProfiles) => Promise<T>): Promise<T> {
    const result = await deps.repository.withConsentLocked(userId, work);
    if (result === null) throw consentRequired();
    return result;
  }

  return {
    async consent(userId: string): Promise<ProfileConsent> {
      return consentOf(await deps.repository.consentGivenAt(userId));
    },

    /** Giving consent twice keeps the first time; withdrawing deletes every profile of the user. */
    async setConsent(userId: string, consent: boolean): Promise<ProfileConsent> {
      if (!consent) {
        await deps.repository.withdrawConsent(userId);
        return { consent: false, givenAt: null };
      }
      const givenAt = await deps.repository.giveConsent(userId);
      return { consent: true, givenAt: givenAt.toISOString() };
    },

    /** The profile made current last that still opens. */
    async current(userId: string): Promise<StyleProfile> {
      await requireConsent(userId);
      const [current] = openAll(await deps.repository.list(userId));
      if (!current) throw AppError.notFound(PROFILE_MESSAGES.notFound);
      return toProfile(current);
    },

    /**
     * Saves under the consent lock: the same analysis (styleProfileAnalysisKey) updates its profile
     * and makes it current; another analysis becomes a new current profile, and the oldest beyond
     * the history limit are deleted. Concurrent saves of one new analysis take turns on the lock, so
     * the first inserts and the others update what it wrote.
     */
    async save(userId: string, request: StyleProfileContentInput): Promise<StyleProfile> {
      const content = styleProfileContentSchema.parse(request);
      const key = styleProfileAnalysisKey(content.analysis);
      const saved = await locked(userId, async (profiles) => {
        const rows = await profiles.list();
        const now = deps.now();
        const currentSince = after(
          now,
          rows.map((row) => row.currentSince),
        );
        const same = openAll(rows).find((opened) => styleProfileAnalysisKey(opened.content.analysis) === key);
        if (same) {
          const sealed = sealedProfiles.seal(content, associatedData(userId, same.stored.id));
          const updatedAt = after(now, [same.stored.updatedAt]);
          return profiles.update(same.stored.id, sealed, { updatedAt, currentSince });
        }
        const id = randomUUID();
        const sealed = sealedProfiles.seal(content, associatedData(userId, id));
        const createdAt = after(
          now,
          rows.map((row) => row.createdAt),
        );
        const inserted = await profiles.insert({
          id,
          ...sealed,
          createdAt,
          updatedAt: createdAt,
          currentSince,
        });
        const newestFirst = [inserted, ...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
        await profiles.remove(newestFirst.slice(STYLE_PROFILE_HISTORY_LIMIT).map((row) => row.id));
        return inserted;
      });
      return toProfile({ stored: saved, content });
    },

    /** The last saved analyses, newest first; the current one flagged. */
    async history(userId: string): Promise<StyleProfileHistory> {
      await requireConsent(userId);
      const opened = openAll(await deps.repository.list(userId));
      const currentId = opened[0]?.stored.id;
      return opened
        .sort((a, b) => b.stored.createdAt.getTime() - a.stored.createdAt.getTime())
        .slice(0, STYLE_PROFILE_HISTORY_LIMIT)
        .map(({ stored, content }) => ({
          id: stored.id,
          createdAt: stored.createdAt.toISOString(),
          updatedAt: stored.updatedAt.toISOString(),
          archetype: content.analysis.styleArchetype,
          season: content.analysis.colorAnalysis.season,
          current: stored.id === currentId,
        }));
    },

    /**
     * "Download my data": the consent record and every profile the user has, decrypted, newest
     * first. Without consent there is nothing stored, so the list is empty rather than a 403.
     */
    async exportData(userId: string): Promise<StyleProfilesExport> {
      const [givenAt, rows] = await Promise.all([
        deps.repository.consentGivenAt(userId),
        deps.repository.list(userId),
      ]);
      const profiles = openAll(rows)
        .sort((a, b) => b.stored.createdAt.getTime() - a.stored.createdAt.getTime())
        .map(toProfile);
      return { consent: consentOf(givenAt), profiles };
    },

    /** Makes one of the user's own profiles current; any other id is "not in your history". */
    async restore(userId: string, id: string): Promise<StyleProfile> {
      return locked(userId, async (profiles) => {
        const rows = await profiles.list();
        const row = rows.find((candidate) => candidate.id === id);
        const opened = row ? open(row) : null;
        if (!opened) throw AppError.notFound(PROFILE_MESSAGES.historyEntryNotFound);
        const currentSince = after(
          deps.now(),
          rows.map((other) => other.currentSince),
        );
        return toProfile({ stored: await profiles.makeCurrent(id, currentSince), content: opened.content });
      });
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
