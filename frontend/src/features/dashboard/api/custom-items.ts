import { useCallback, useState } from 'react';
import { analyzeCustomItemRequestSchema, type Analysis, type UniformPiece } from '@uniform/contracts';
import { itemNameFromUrl } from '@uniform/style-engine';
import { callOperation } from '../../../shared/api/api-client';

/**
 * Custom items (spec 2 §3, §5): the user's own item in place of a uniform piece, kept only in page
 * memory. The name comes from the last URL segment; guidance comes from the analysis service and
 * is only logged when it fails (spec 2 §8).
 */
export interface CustomItem {
  url: string;
  name: string;
  savedAt: string;
  pieceType: UniformPiece['category'];
  guidance?: string;
}

export type SaveResult = { ok: true } | { ok: false; message: string } | { ok: 'ignored' };

export function useCustomItems(analysis: Analysis) {
  const [items, setItems] = useState<Record<string, CustomItem>>({});

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
        url,
        name: itemNameFromUrl(url),
        savedAt: new Date().toISOString(),
        pieceType: piece.category,
      };
      setItems((current) => ({ ...current, [piece.id]: item }));
      void callOperation('analyzeCustomItem', request.data)
        .then((answer) => answer.guidance)
        .then((guidance) =>
          setItems((current) =>
            current[piece.id]?.savedAt === item.savedAt
              ? { ...current, [piece.id]: { ...item, guidance } }
              : current,
          ),
        )
        .catch((error: unknown) => console.warn('Custom item guidance failed', error));
      return { ok: true };
    },
    [analysis],
  );

  const remove = useCallback((pieceId: string) => {
    setItems((current) => {
      const next = { ...current };
      delete next[pieceId];
      return next;
    });
  }, []);

  return { items, save, remove };
}
