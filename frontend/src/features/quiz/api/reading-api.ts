import { useMutation } from '@tanstack/react-query';
import type { PersonalityReadingRequest } from '@uniform/contracts';
import { callOperation } from '../../../shared/api/api-client';

/** The personality reading (spec 2 §7). */
export function usePersonalityReading() {
  return useMutation({
    mutationFn: (request: PersonalityReadingRequest) => callOperation('personalityReading', request),
  });
}
