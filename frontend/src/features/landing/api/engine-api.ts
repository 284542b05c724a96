import { useQuery } from '@tanstack/react-query';
import type { EngineInfo } from '@uniform/contracts';
import { callOperation } from '../../../shared/api/api-client';

export const engineKeys = { engine: ['getEngine'] as const };

/** Which engine writes the AI answers (public, changes only when the services restart). */
export function useEngine() {
  return useQuery<EngineInfo>({
    queryKey: engineKeys.engine,
    queryFn: ({ signal }) => callOperation('getEngine', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}
