import { useCallback } from 'react';
import {
  analyzeCustomItemRequestSchema,
  type Analysis,
  type CustomItem,
  type UniformPiece,
} from '@uniform/contracts';
import { itemNameFromUrl } from '@uniform/style-engine';
import { callOperation } from '../../../shared/api/api-client';
import { styleEditsStore, useStyleEdits } from '../../../shared/lib/style-edits-store';

/**
 * Custom items (spec 2 §3, §5): the user's own item in place of a uniform piece, kept with the
 * user's other edits of the analysis (this browser, and the account's profile when signed in). The
 * name comes from the last URL segment; guidance comes from the analysis service and is only
 * logged when it fails (spec 2 §8).
 */
export type SaveResult = { ok: true } | { ok: false; message: string } | { ok: 'ignored' };

export function useCustomItems(analysis: Analysis) {
  const items: Readonly<Record<string, CustomItem>> = useStyleEdits(analysis).customItems;

  const save = useCallback(
    (piece: UniformPiece, rawUrl: string): SaveResult => {
      const url = rawUrl.trim();
      if (!url) return { ok: 'ignored' };
      const request = analyzeCustomItemRequestSchema.safeParse({
        url,
        analysis,
        pieceType: piece.category,
        pieceName: piece.name,
      });
      if (!request.success) {
        const issue = request.error.issues.find((i) => i.path[0] === 'url') ?? request.error.issues[0];
        return { ok: false, message: issue?.message ?? 'Enter a valid web address' };
      }
      const item: CustomItem = {
        url: request.data.url,
        name: itemNameFromUrl(url),
        savedAt: new Date().toISOString(),
        pieceType: piece.category,
      };
      styleEditsStore.setCustomItem(analysis, piece.id, item);
      void callOperation('analyzeCustomItem', request.data)
        .then((answer) =>
          styleEditsStore.setCustomItemGuidance(analysis, piece.id, item.savedAt, answer.guidance),
        )
        .catch((error: unknown) => console.warn('Custom item guidance failed', error));
      return { ok: true };
    },
    [analysis],
  );

  const remove = useCallback(
    (pieceId: string) => styleEditsStore.setCustomItem(analysis, pieceId, undefined),
    [analysis],
  );

  return { items, save, remove };
}
