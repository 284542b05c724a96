import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { RectRegion } from '@uniform/style-engine/photo';
import { Button } from '../ui/Button';
import { facePhotoSize } from './face-photo';
import { PHOTO_COLORING } from './photo-coloring-content';
import { CARD_SQUARE_SHARE, type PhotoPoint } from './white-card';

/** The longest side the photo is drawn at for marking the card: sharp across a phone's width. */
export const CARD_PICKER_SIDE = 640;

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const percent = (value: number, whole: number) => `${(100 * value) / whole}%`;

/**
 * "Holding a white card? Tap it in the photo": the photo drawn on a canvas in the page (the bitmap is
 * never turned into a URL or sent), a tap or click on it marks the card. Keyboard users focus the
 * photo, move a mark with the arrow keys (a card square at a time) and press Enter or Space. Points
 * are given in the measured photo's pixels (`photoSize`), whatever size the canvas is shown at.
 */
export function WhiteCardPicker({
  bitmap,
  photoSize,
  card,
  busy,
  onPick,
  onClear,
}: {
  bitmap: ImageBitmap;
  /** The measured photo's size: the coordinates of points and of `card`. */
  photoSize: { width: number; height: number };
  /** The square read as the card, when one is marked. */
  card?: RectRegion;
  busy: boolean;
  onPick: (point: PhotoPoint) => void;
  onClear: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const titleId = useId();
  const instructionsId = useId();
  const { width, height } = facePhotoSize(bitmap, CARD_PICKER_SIDE);
  const centre = { x: photoSize.width / 2, y: photoSize.height / 2 };
  const [cursor, setCursor] = useState<PhotoPoint>(centre);
  const [focused, setFocused] = useState(false);
  const step = CARD_SQUARE_SHARE * Math.min(photoSize.width, photoSize.height);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    context?.drawImage(bitmap, 0, 0, width, height);
  }, [bitmap, width, height]);

  const click = (event: MouseEvent<HTMLDivElement>) => {
    const box = canvas.current?.getBoundingClientRect();
    if (busy || !box || box.width === 0 || box.height === 0) return;
    const x = ((event.clientX - box.left) / box.width) * photoSize.width;
    const y = ((event.clientY - box.top) / box.height) * photoSize.height;
    if (x < 0 || y < 0 || x > photoSize.width || y > photoSize.height) return;
    setCursor({ x, y });
    onPick({ x, y });
  };

  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      setCursor(({ x, y }) => ({
        x: Math.min(photoSize.width, Math.max(0, x + arrow[0] * step)),
        y: Math.min(photoSize.height, Math.max(0, y + arrow[1] * step)),
      }));
    } else if ((event.key === 'Enter' || event.key === ' ') && !busy) {
      event.preventDefault();
      onPick(cursor);
    }
  };

  const mark = (region: RectRegion) => ({
    left: percent(region.x, photoSize.width),
    top: percent(region.y, photoSize.height),
    width: percent(region.width, photoSize.width),
    height: percent(region.height, photoSize.height),
  });

  return (
    <section aria-labelledby={titleId} className="space-y-2 text-sm" data-testid="white-card">
      <h4 id={titleId} className="font-semibold">
        {PHOTO_COLORING.card.title}
      </h4>
      <p id={instructionsId} className="text-stone-600">
        {PHOTO_COLORING.card.instructions}
      </p>
      <div
        role="button"
        tabIndex={0}
        aria-label={PHOTO_COLORING.card.photoLabel}
        aria-describedby={instructionsId}
        aria-disabled={busy}
        onClick={click}
        onKeyDown={key}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        className="relative mx-auto block w-fit max-w-full cursor-crosshair rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-ink"
      >
        <canvas ref={canvas} width={width} height={height} className="block h-auto max-w-full rounded" />
        {focused ? (
          <span
            aria-hidden
            className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-white shadow"
            style={{
              left: percent(cursor.x, photoSize.width),
              top: percent(cursor.y, photoSize.height),
              width: '1.5rem',
              height: '1.5rem',
            }}
          />
        ) : null}
        {card ? (
          <span
            aria-hidden
            data-testid="white-card-mark"
            className="pointer-events-none absolute border-2 border-red-600"
            style={mark(card)}
          />
        ) : null}
      </div>
      {card ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-stone-700">{PHOTO_COLORING.card.marked}</p>
          <Button type="button" variant="secondary" onClick={onClear} disabled={busy}>
            {PHOTO_COLORING.card.clear}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
