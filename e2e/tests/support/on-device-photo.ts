import { expect, type Page, type Request } from '@playwright/test';

/**
 * For the screens that read a photo on the device only (garment check, virtual drape): a seeded
 * camera grain that keeps a painted test photo too big to hide in a small request, and a recorder of
 * every request the page makes that proves none carried the photo.
 */

/** Where frontend/src/shared/lib/analysis-store.ts keeps the visitor's analysis. */
const ANALYSIS_KEY = 'uniform.analysis.v1';

/** Puts an analysis in the browser as the questionnaire leaves it (the page stays on '/'). */
export async function storeAnalysis(page: Page, analysis: unknown): Promise<void> {
  await page.goto('/');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    ANALYSIS_KEY,
    JSON.stringify(analysis),
  ] as const);
}

/** The largest request body allowed while a photo is being read; the photo is far bigger. */
export const MAX_BODY_BYTES = 4096;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A colour with a little fixed noise, as a camera adds (plain colours compress to 2–3 kB). */
export function cameraGrain(seed: number): (hex: string) => string {
  let state = seed;
  return (hex) => {
    const channels = [1, 3, 5].map((start) => {
      state = (state * 48271) % 2147483647;
      const value = parseInt(hex.slice(start, start + 2), 16) + (state % 7) - 3;
      return Math.max(0, Math.min(255, value)).toString(16).padStart(2, '0');
    });
    return `#${channels.join('')}`;
  };
}

interface Recorded {
  method: string;
  url: string;
  contentType: string;
  body: Buffer | null;
}

/** Records every request of the page from now on. */
export function recordRequests(page: Page) {
  const requests: Recorded[] = [];
  page.on('request', (request: Request) =>
    requests.push({
      method: request.method(),
      url: request.url(),
      contentType: request.headers()['content-type'] ?? '',
      body: request.postDataBuffer(),
    }),
  );
  return {
    /** Where the photo starts being read: requests after it must all be small. */
    mark: () => requests.length,
    /** Every request went to our own origin: nothing, not even the face model, came from elsewhere. */
    expectSameOrigin(origin: string) {
      const ours = new URL(origin).origin;
      for (const request of requests) {
        if (/^(data|blob):/.test(request.url)) continue;
        expect(new URL(request.url).origin, `${request.method} ${request.url}`).toBe(ours);
      }
    },
    /**
     * No request carried image data: no multipart or image body, no PNG bytes or base64 PNG, no blob:
     * URL, no data: URL other than the dashboard's own SVG drawings; and every body after `from` small.
     */
    expectNoImageData(from: number) {
      for (const request of requests.slice(from)) {
        expect(request.body?.length ?? 0, `${request.method} ${request.url}`).toBeLessThanOrEqual(
          MAX_BODY_BYTES,
        );
      }
      for (const request of requests) {
        const label = `${request.method} ${request.url}`;
        expect(request.url, label).not.toMatch(/^data:(?!image\/svg\+xml)/);
        expect(request.url, label).not.toMatch(/^blob:/);
        expect(request.contentType, label).not.toMatch(/multipart|image\//i);
        expect(request.body?.includes(PNG_SIGNATURE) ?? false, label).toBe(false);
        expect(request.body?.toString('latin1') ?? '', label).not.toMatch(/data:image|iVBORw0KGgo/);
      }
    },
  };
}
