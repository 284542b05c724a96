import { useCallback, useEffect, useRef, useState } from 'react';
import type { Analysis } from '@uniform/contracts';
import type { DownloadPdfOptions } from '../../pdf';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'downloading'; percent: number }
  | { status: 'done' }
  | { status: 'failed'; message: string };

export interface PdfDownloadOptions extends Pick<
  DownloadPdfOptions,
  'document' | 'personalBrand' | 'customItems' | 'tier'
> {
  /** How a failure is told (the header's alert, the brand guide's toast). */
  onError?: (message: string) => void;
}

/**
 * One PDF download with its progress (spec 2 §4: requested, then saved or failed): the brand guide
 * or the uniform, carrying the user's brand edits, custom items and tier as they are when the
 * download starts. The caller decides how a failure is told. Leaving the page cancels a download in
 * flight.
 */
export function usePdfDownload(
  analysis: Analysis,
  { document, personalBrand, customItems, tier, onError }: PdfDownloadOptions,
) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'downloading', percent: 0 });
    try {
      // The PDF client loads on the first download: the header draws without it.
      const { downloadPdf } = await import('../../pdf');
      await downloadPdf(analysis, {
        document,
        personalBrand,
        customItems,
        tier,
        signal: current.signal,
        onProgress: (percent) =>
          setState({ status: 'downloading', percent: Math.max(0, Math.min(100, Math.round(percent))) }),
      });
      if (!current.signal.aborted) setState({ status: 'done' });
    } catch (error) {
      if (current.signal.aborted) return;
      const message = error instanceof Error && error.message.trim() ? error.message : '';
      setState({ status: 'failed', message });
      onError?.(message);
    } finally {
      controller.current = null;
    }
  }, [analysis, document, personalBrand, customItems, tier, onError]);

  return { state, start };
}
