import { useMutation } from '@tanstack/react-query';
import { personalityReadingResponseSchema, type PersonalityReadingRequest } from '@uniform/contracts';
import { apiRequest } from '../api';

/** The Notice dialog's words when the reading fails (spec 2 §8). */
export const READING_FAILED =
  'Sorry, there was an error generating your personality reading. Please try again.';

/** POST /api/personality-reading (spec 2 §7). */
export function usePersonalityReading() {
  return useMutation({
    mutationFn: async (request: PersonalityReadingRequest) =>
      personalityReadingResponseSchema.parse(
        await (await apiRequest('POST', '/api/personality-reading', request)).json(),
      ),
  });
}
