import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { ColorAnalysis, Season } from '@uniform/contracts';
import {
  drapePairs,
  refineWithDrape,
  type DrapeColour,
  type DrapePair,
  type DrapePick,
  type DrapeResult,
} from '@uniform/style-engine';
import { Button } from '../../../shared/ui/Button';
import { Label } from '../../../shared/ui/Field';
import { SEASON_CERTAINTY, VIRTUAL_DRAPE } from '../content/dashboard-content';
import { FacePhotoError, facePhotoSize, openFacePhoto } from '../../../shared/colour/face-photo';

type Drape =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'error'; message: string }
  | { state: 'draping'; pairs: DrapePair[]; picks: DrapePick[] }
  | { state: 'done'; result: DrapeResult };

/** The face photo drawn onto a canvas of its own; the bitmap itself never leaves the page. */
function FaceCanvas({ bitmap, label }: { bitmap: ImageBitmap; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { width, height } = facePhotoSize(bitmap);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    context?.drawImage(bitmap, 0, 0, width, height);
  }, [bitmap, width, height]);
  return (
    <canvas
      ref={canvas}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      className="mx-auto block h-auto max-w-full rounded"
    />
  );
}

/** One side of a pair: the face framed by a thick border of the colour, a deeper band below like a collar. */
function DrapeSide({
  bitmap,
  colour,
  side,
  onPick,
}: {
  bitmap: ImageBitmap;
  colour: DrapeColour;
  side: 'left' | 'right';
  onPick: () => void;
}) {
  const word = side === 'left' ? VIRTUAL_DRAPE.left : VIRTUAL_DRAPE.right;
  const captionId = useId();
  return (
    <figure className="space-y-2">
      <div
        data-testid={`drape-${side}`}
        className="rounded-lg border-[16px] border-b-[40px] p-0"
        style={{ borderColor: colour.hex, backgroundColor: colour.hex }}
      >
        <FaceCanvas bitmap={bitmap} label={`Your photo framed in ${colour.name}`} />
      </div>
      <figcaption id={captionId} className="text-center text-sm">
        {word}: <span className="font-medium">{colour.name}</span>{' '}
        <span className="font-mono text-xs text-stone-500">{colour.hex}</span>
      </figcaption>
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        aria-describedby={captionId}
        onClick={onPick}
      >
        {word}
      </Button>
    </figure>
  );
}

/**
 * "Try a virtual drape" on the colour tab (issue 22, item 3): the user's face photo, opened on this
 * device, framed by pairs of colours chosen to split their season from its runner-up; their picks
 * refine the season and its confidence (style-engine virtual-drape.ts). No request is made: the
 * photo is drawn onto canvases in the page and closed when the drape is done or left.
 */
export function VirtualDrape({
  colour,
  onUseSeason,
  photo,
}: {
  colour: Pick<ColorAnalysis, 'season' | 'confidence' | 'runnerUpSeason'>;
  onUseSeason: (season: Season) => void;
  /** A face photo already opened on the page ("Use a photo"): offered, and never closed here. */
  photo?: ImageBitmap;
}) {
  const [drape, setDrape] = useState<Drape>({ state: 'idle' });
  // The photo chosen here, owned (closed) here.
  const [chosen, setChosen] = useState<ImageBitmap>();
  const [usingGiven, setUsingGiven] = useState(false);
  const bitmap = usingGiven ? photo : chosen;
  // A second photo chosen while the first is still opening wins; the first is closed unseen.
  const latestPhoto = useRef(0);
  const titleId = useId();
  const photoId = useId();

  // The decoded photo is released when it is replaced and when the tab goes away.
  useEffect(() => () => chosen?.close(), [chosen]);
  // The given photo was removed (or replaced) mid-drape: the drape has no face to show, so it ends
  // (state adjusted while rendering, React's pattern for following a prop).
  if (usingGiven && !photo) {
    setUsingGiven(false);
    setDrape({ state: 'idle' });
  }

  const choosePhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo chosen twice still fires a change next time.
    event.target.value = '';
    if (!file) return;
    const attempt = ++latestPhoto.current;
    setDrape({ state: 'reading' });
    try {
      const opened = await openFacePhoto(file);
      if (attempt !== latestPhoto.current) {
        opened.close();
        return;
      }
      setChosen(opened);
      setUsingGiven(false);
      setDrape({ state: 'draping', pairs: drapePairs(colour), picks: [] });
    } catch (error) {
      if (attempt !== latestPhoto.current) return;
      if (!(error instanceof FacePhotoError)) console.warn('Face photo failed', error);
      const message =
        error instanceof FacePhotoError ? error.message : 'That photo could not be opened. Try another one.';
      setDrape({ state: 'error', message });
    }
  };

  const pick = (pairs: DrapePair[], picks: DrapePick[], chosen: DrapeColour) => {
    const next = [...picks, { axis: pairs[picks.length]!.axis, toward: chosen.toward }];
    if (next.length < pairs.length) {
      setDrape({ state: 'draping', pairs, picks: next });
      return;
    }
    const result = refineWithDrape(colour, next);
    setDrape(result ? { state: 'done', result } : { state: 'idle' });
    setChosen(undefined);
    setUsingGiven(false);
  };

  const finish = () => {
    setDrape({ state: 'idle' });
    setChosen(undefined);
    setUsingGiven(false);
  };

  const drapeGiven = () => {
    latestPhoto.current++;
    setChosen(undefined);
    setUsingGiven(true);
    setDrape({ state: 'draping', pairs: drapePairs(colour), picks: [] });
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-stone-200 p-4">
      <div>
        <h3 id={titleId} className="font-serif text-lg font-semibold">
          {VIRTUAL_DRAPE.title}
        </h3>
        <p className="text-sm text-stone-600">{VIRTUAL_DRAPE.intro}</p>
      </div>
      {photo && !usingGiven ? (
        <Button type="button" variant="secondary" onClick={drapeGiven}>
          {VIRTUAL_DRAPE.useReadPhoto}
        </Button>
      ) : null}
      <div className="space-y-1">
        <Label htmlFor={photoId} className="block text-xs">
          {VIRTUAL_DRAPE.photoLabel}
        </Label>
        <input
          id={photoId}
          type="file"
          accept="image/*"
          onChange={(event) => void choosePhoto(event)}
          className="block w-full max-w-full text-sm text-stone-700 file:mr-3 file:h-10 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-ink hover:file:bg-stone-50"
        />
      </div>
      <div aria-live="polite" className="text-sm">
        {drape.state === 'reading' ? <p className="text-stone-600">{VIRTUAL_DRAPE.reading}</p> : null}
        {drape.state === 'error' ? <p className="text-red-700">{drape.message}</p> : null}
      </div>
      <div className="text-sm">
        {drape.state === 'draping' && bitmap ? (
          <DrapeStep bitmap={bitmap} pairs={drape.pairs} picks={drape.picks} onPick={pick} />
        ) : null}
        {drape.state === 'done' ? (
          <DrapeOutcome
            result={drape.result}
            onUse={() => {
              onUseSeason(drape.result.season);
              finish();
            }}
            onKeep={finish}
          />
        ) : null}
      </div>
    </section>
  );
}

function DrapeStep({
  bitmap,
  pairs,
  picks,
  onPick,
}: {
  bitmap: ImageBitmap;
  pairs: DrapePair[];
  picks: DrapePick[];
  onPick: (pairs: DrapePair[], picks: DrapePick[], chosen: DrapeColour) => void;
}) {
  const pair = pairs[picks.length]!;
  return (
    <div className="space-y-3">
      <p className="font-medium" role="status">
        {VIRTUAL_DRAPE.progress(picks.length + 1, pairs.length)}
        <span className="font-normal text-stone-600"> · {VIRTUAL_DRAPE.axisQuestion[pair.axis]}</span>
      </p>
      <p className="text-stone-700">{VIRTUAL_DRAPE.question}</p>
      {/* Side by side from 480 px; stacked on a phone, left above right. */}
      <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2">
        <DrapeSide
          bitmap={bitmap}
          colour={pair.left}
          side="left"
          onPick={() => onPick(pairs, picks, pair.left)}
        />
        <DrapeSide
          bitmap={bitmap}
          colour={pair.right}
          side="right"
          onPick={() => onPick(pairs, picks, pair.right)}
        />
      </div>
    </div>
  );
}

function DrapeOutcome({
  result,
  onUse,
  onKeep,
}: {
  result: DrapeResult;
  onUse: () => void;
  onKeep: () => void;
}) {
  const level = SEASON_CERTAINTY.confidence[result.confidence];
  const total = result.tally[0].picks + result.tally[1].picks;
  return (
    <div className="space-y-3" role="region" aria-label={VIRTUAL_DRAPE.resultTitle}>
      <h4 className="font-semibold">{VIRTUAL_DRAPE.resultTitle}</h4>
      <dl className="space-y-2">
        <div>
          <dt className="text-xs uppercase tracking-wide text-stone-500">Season</dt>
          <dd className="font-medium text-ink">{result.season}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-stone-500">
            {SEASON_CERTAINTY.confidenceLabel}
          </dt>
          <dd className="text-stone-700">
            <span className="font-medium text-ink">{level.word}</span>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-stone-500">{SEASON_CERTAINTY.runnerUpLabel}</dt>
          <dd className="font-medium">{result.runnerUpSeason}</dd>
        </div>
      </dl>
      <ul className="text-stone-600">
        {result.tally.map((entry) => (
          <li key={entry.season}>{VIRTUAL_DRAPE.tally(entry.season, entry.picks, total)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onUse}>
          {VIRTUAL_DRAPE.useSeason}
        </Button>
        <Button type="button" variant="secondary" onClick={onKeep}>
          {VIRTUAL_DRAPE.keepResult}
        </Button>
      </div>
    </div>
  );
}
