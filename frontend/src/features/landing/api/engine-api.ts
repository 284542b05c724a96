import { useEffect, useState } from 'react';
import type { EngineInfo } from '@uniform/contracts';
import { callOperation } from '../../../shared/api/api-client';
import { whenIdle } from '../../../shared/lib/after-first-paint';

/**
 * Which engine writes the AI answers (public, changes only when the services restart), asked once per
 * visit of the landing page. A plain effect, not a query: TanStack Query (about 10 kB) stays out of the
 * landing page's JavaScript and loads with the first page that needs it. Until the answer, or if none
 * comes, the hero keeps its neutral line.
 */
export function useEngine(): EngineInfo | undefined {
  const [engine, setEngine] = useState<EngineInfo>();
  useEffect(() => {
    const controller = new AbortController();
    // After the first paint: the call loads the zod contracts (50 kB) to check the answer.
    void whenIdle().then(() => {
      if (controller.signal.aborted) return;
      callOperation('getEngine', undefined, { signal: controller.signal }).then(setEngine, () => {});
    });
    return () => controller.abort();
  }, []);
  return engine;
}
