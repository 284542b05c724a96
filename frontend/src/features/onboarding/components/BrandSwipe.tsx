import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { CircleHelp, RotateCcw, ThumbsDown, ThumbsUp, Undo2 } from 'lucide-react';
import { SWIPE_BRANDS } from '@uniform/contracts';
import { cn } from '../../../shared/lib/cn';
import type { BrandRating } from '../lib/form-values';
import { Button } from '../../../shared/ui/Button';

/** How far a finger must drag the card, in CSS pixels, before it counts as a swipe. */
const SWIPE_DISTANCE_PX = 80;

/**
 * Step 4 (spec 1 §3): the 20 brands one at a time, "N of 20", then "All done!". Rate with the three
 * buttons, with the arrow keys on the focused card (← dislike, → like, ↓ not sure) or by swiping it
 * left or right. The ratings are the step's value, so the next unrated brand is always the one shown
 * and a reload resumes where the visitor stopped.
 */
export function BrandSwipe({
  ratings,
  onChange,
}: {
  ratings: Readonly<Record<string, BrandRating>>;
  onChange: (ratings: Record<string, BrandRating>) => void;
}) {
  const index = SWIPE_BRANDS.findIndex((brand) => !(brand.name in ratings));
  const brand = index === -1 ? undefined : SWIPE_BRANDS[index];
  const [dragX, setDragX] = useState(0);
  const dragStart = useRef<number | null>(null);

  // The last rating swaps the card and its buttons for "All done!" (and undo swaps them back): the
  // focused control goes away, so focus follows to the new view instead of falling to the page.
  const done = !brand;
  const rootRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const keepFocus = useRef(false);
  useEffect(() => {
    if (keepFocus.current) (done ? doneRef.current : cardRef.current)?.focus();
  }, [done]);
  useEffect(() => {
    keepFocus.current = false;
  });
  const change = (next: Record<string, BrandRating>) => {
    keepFocus.current = Boolean(rootRef.current?.contains(document.activeElement));
    onChange(next);
  };

  const rate = (rating: BrandRating) => {
    if (brand) change({ ...ratings, [brand.name]: rating });
  };
  const undo = () => {
    const previous = SWIPE_BRANDS[(index === -1 ? SWIPE_BRANDS.length : index) - 1];
    if (!previous) return;
    const next = { ...ratings };
    delete next[previous.name];
    change(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const rating = ({ ArrowLeft: 'dislike', ArrowRight: 'like', ArrowDown: 'unknown' } as const)[
      event.key as 'ArrowLeft' | 'ArrowRight' | 'ArrowDown'
    ];
    if (!rating) return;
    event.preventDefault();
    rate(rating);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    dragStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragStart.current !== null) setDragX(event.clientX - dragStart.current);
  };
  const endDrag = () => {
    if (dragStart.current === null) return;
    dragStart.current = null;
    if (dragX > SWIPE_DISTANCE_PX) rate('like');
    else if (dragX < -SWIPE_DISTANCE_PX) rate('dislike');
    setDragX(0);
  };

  const rated = Object.keys(ratings).length;
  const liked = Object.values(ratings).filter((r) => r === 'like').length;

  if (!brand) {
    return (
      <div ref={rootRef} className="rounded-xl border border-stone-200 bg-white p-8 text-center">
        <p
          ref={doneRef}
          tabIndex={-1}
          className="font-serif text-3xl font-semibold outline-none"
          role="status"
        >
          All done!
        </p>
        <p className="mt-2 text-sm text-stone-600">
          You rated {rated} brands and liked {liked}. Continue when you are ready.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" size="sm" onClick={undo}>
            <Undo2 className="h-4 w-4" aria-hidden /> Change the last one
          </Button>
          <Button variant="ghost" size="sm" onClick={() => change({})}>
            <RotateCcw className="h-4 w-4" aria-hidden /> Rate them again
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={rootRef} className="space-y-4">
      <p className="text-center text-sm font-medium text-stone-600" aria-live="polite">
        {index + 1} of {SWIPE_BRANDS.length}
      </p>
      <div
        ref={cardRef}
        role="group"
        tabIndex={0}
        aria-roledescription="brand card"
        aria-label={`${brand.name}, ${brand.category}`}
        aria-describedby="brand-card-keys"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        style={{ transform: `translateX(${dragX}px) rotate(${dragX / 20}deg)` }}
        className={cn(
          'mx-auto max-w-md touch-pan-y select-none rounded-xl border bg-white p-8 text-center shadow-sm',
          dragX > SWIPE_DISTANCE_PX
            ? 'border-emerald-500'
            : dragX < -SWIPE_DISTANCE_PX
              ? 'border-red-500'
              : 'border-stone-200',
          dragX === 0 && 'transition-transform',
        )}
      >
        <p className="text-xs font-medium uppercase tracking-widest text-gold">{brand.category}</p>
        <p className="mt-2 font-serif text-3xl font-semibold">{brand.name}</p>
        <p className="mt-3 text-sm leading-relaxed text-stone-600">{brand.description}</p>
      </div>
      <p id="brand-card-keys" className="text-center text-xs text-stone-500">
        On the card: ← dislike, → like, ↓ not sure. On a phone, swipe it left or right.
      </p>
      <div className="flex flex-wrap justify-center gap-2 sm:gap-3">
        <Button variant="secondary" onClick={() => rate('dislike')}>
          <ThumbsDown className="h-4 w-4" aria-hidden /> Dislike
        </Button>
        <Button variant="secondary" onClick={() => rate('unknown')}>
          <CircleHelp className="h-4 w-4" aria-hidden /> Not sure
        </Button>
        <Button variant="secondary" onClick={() => rate('like')}>
          <ThumbsUp className="h-4 w-4" aria-hidden /> Like
        </Button>
      </div>
      {index > 0 && (
        <div className="text-center">
          <Button variant="ghost" size="sm" onClick={undo}>
            <Undo2 className="h-4 w-4" aria-hidden /> Back to {SWIPE_BRANDS[index - 1]!.name}
          </Button>
        </div>
      )}
    </div>
  );
}
