import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DailyMeditation,
  MeditationEntry,
  MeditationEntryRequest,
  MeditationHistory,
} from '@uniform/contracts';
import { callOperation } from '../../../shared/api/api-client';
import { browserTimeZone } from '../../../shared/lib/dates';

export const meditationKeys = {
  daily: (date: string) => ['getDailyMeditation', date] as const,
  entry: (date: string) => ['getMeditationEntry', date] as const,
  history: ['getMeditationHistory'] as const,
};

/** The day's theme and sections for the browser's local date (public). */
export function useDailyMeditation(date: string) {
  return useQuery<DailyMeditation>({
    queryKey: meditationKeys.daily(date),
    queryFn: ({ signal }) =>
      callOperation('getDailyMeditation', undefined, {
        query: { date, timeZone: browserTimeZone() },
        signal,
      }),
  });
}

/** The signed-in user's entry for a date; asked only when signed in, never retried (spec 2 §6, §7). */
export function useMeditationEntry(date: string, signedIn: boolean) {
  return useQuery<MeditationEntry | null>({
    queryKey: meditationKeys.entry(date),
    enabled: signedIn,
    retry: false,
    staleTime: 0,
    queryFn: ({ signal }) => callOperation('getMeditationEntry', undefined, { query: { date }, signal }),
  });
}

/** The 5 most recent entries, newest first; asked only when signed in. */
export function useMeditationHistory(signedIn: boolean) {
  return useQuery<MeditationHistory>({
    queryKey: meditationKeys.history,
    enabled: signedIn,
    retry: false,
    staleTime: 0,
    queryFn: ({ signal }) => callOperation('getMeditationHistory', undefined, { signal }),
  });
}

/** Save Entry: after success both the entry and the history refresh (spec 2 §4, §7). */
export function useSaveMeditationEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: MeditationEntryRequest) => callOperation('saveMeditationEntry', entry),
    onSuccess: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meditationKeys.entry(saved.entryDate) }),
        queryClient.invalidateQueries({ queryKey: meditationKeys.history }),
      ]),
  });
}
