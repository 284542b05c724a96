import {
  MEDITATION_HISTORY_LIMIT,
  meditationEntryRequestSchema,
  type MeditationEntry,
  type MeditationEntryRequest,
  type JournalExport,
  type MeditationHistory,
} from '@uniform/contracts';
import { sealedJson, type Logger, type SealedTextCipher } from '@uniform/service-kit';
import type { EntriesRepository, StoredEntry } from './ports';

export interface EntriesDeps {
  repository: EntriesRepository;
  cipher: SealedTextCipher;
  logger: Logger;
}

/** The plain text sealed per entry: theme and response together, so neither is ever stored in the clear. */
interface EntryPlainText {
  theme: string;
  journalResponse: string;
}

/** The owner and date are authenticated with the ciphertext, so rows cannot be swapped undetected. */
const associatedData = (userId: string, entryDate: string) => `meditation-entry:v1:${userId}:${entryDate}`;

export function createEntries(deps: EntriesDeps) {
  const sealedEntries = sealedJson<EntryPlainText>(deps, { name: 'entry', idField: 'entryId' });

  function open(stored: StoredEntry): MeditationEntry | null {
    // A retired key or a tampered row: the entry is unreadable, but the journal still opens.
    const plain = sealedEntries.open(stored, associatedData(stored.userId, stored.entryDate));
    return (
      plain && {
        id: stored.id,
        entryDate: stored.entryDate,
        theme: plain.theme,
        journalResponse: plain.journalResponse,
        createdAt: stored.createdAt.toISOString(),
        updatedAt: stored.updatedAt.toISOString(),
      }
    );
  }

  return {
    async get(userId: string, entryDate: string): Promise<MeditationEntry | null> {
      const stored = await deps.repository.find(userId, entryDate);
      return stored ? open(stored) : null;
    },
    /** One entry per user per date: saving again replaces it, under a fresh nonce. */
    async save(userId: string, request: MeditationEntryRequest): Promise<MeditationEntry> {
      const entry = meditationEntryRequestSchema.parse(request);
      const plain: EntryPlainText = { theme: entry.theme, journalResponse: entry.journalResponse };
      const sealed = sealedEntries.seal(plain, associatedData(userId, entry.entryDate));
      const stored = await deps.repository.upsert(userId, entry.entryDate, sealed);
      return {
        id: stored.id,
        entryDate: stored.entryDate,
        ...plain,
        createdAt: stored.createdAt.toISOString(),
        updatedAt: stored.updatedAt.toISOString(),
      };
    },
    /** The most recent entries by entry date, newest first. */
    async history(userId: string): Promise<MeditationHistory> {
      const stored = await deps.repository.latest(userId, MEDITATION_HISTORY_LIMIT);
      return stored.map(open).filter((entry) => entry !== null);
    },
    /** "Download my data": every entry of the user, decrypted, newest entry date first. */
    async exportData(userId: string): Promise<JournalExport> {
      const stored = await deps.repository.latest(userId);
      return stored.map(open).filter((entry) => entry !== null);
    },
  };
}

export type Entries = ReturnType<typeof createEntries>;
