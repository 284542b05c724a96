import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dailyMeditationSchema,
  meditationEntryResponseSchema,
  meditationHistoryResponseSchema,
  meditationEntrySchema,
  type DailyMeditation,
  type MeditationEntry,
  type MeditationEntryRequest,
  type MeditationHistory,
} from '@uniform/contracts';
import { apiRequest } from '../api';

const DAILY_PATH = '/api/daily-meditation';
const ENTRY_PATH = '/api/meditation-entry';
const HISTORY_PATH = '/api/meditation-history';

export const meditationKeys = {
  daily: (date: string) => [DAILY_PATH, date] as const,
  entry: (date: string) => [ENTRY_PATH, date] as const,
  history: [HISTORY_PATH] as const,
};

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The day's theme and sections for the browser's local date (public). */
export function useDailyMeditation(date: string) {
  return useQuery<DailyMeditation>({
    queryKey: meditationKeys.daily(date),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ date });
      const zone = browserTimeZone();
      if (zone) query.set('timeZone', zone);
      const res = await apiRequest('GET', `${DAILY_PATH}?${query}`, undefined, signal);
      return dailyMeditationSchema.parse(await res.json());
    },
  });
}

/** The signed-in user's entry for a date; asked only when signed in, never retried (spec 2 §6, §7). */
export function useMeditationEntry(date: string, signedIn: boolean) {
  return useQuery<MeditationEntry | null>({
    queryKey: meditationKeys.entry(date),
    enabled: signedIn,
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const res = await apiRequest(
        'GET',
        `${ENTRY_PATH}?${new URLSearchParams({ date })}`,
        undefined,
        signal,
      );
      return meditationEntryResponseSchema.parse(await res.json());
    },
  });
}

/** The 5 most recent entries, newest first; asked only when signed in. */
export function useMeditationHistory(signedIn: boolean) {
  return useQuery<MeditationHistory>({
    queryKey: meditationKeys.history,
    enabled: signedIn,
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const res = await apiRequest('GET', HISTORY_PATH, undefined, signal);
      return meditationHistoryResponseSchema.parse(await res.json());
    },
  });
}

/** Save Entry: after success both the entry and the history refresh (spec 2 §4, §7). */
export function useSaveMeditationEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: MeditationEntryRequest) =>
      meditationEntrySchema.parse(await (await apiRequest('POST', ENTRY_PATH, entry)).json()),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meditationKeys.entry(saved.entryDate) }),
        queryClient.invalidateQueries({ queryKey: meditationKeys.history }),
      ]),
  });
}
