import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { FacePhotoReading, RectRegion } from '@uniform/style-engine/photo';
import { Button } from '../ui/Button';
import { Label } from '../ui/Field';
import { FacePhotoError, openFacePhoto } from './face-photo';
import { useFaceDetectorLoader } from './face-detector-context';
import { readPhotoColouring, rereadPhotoColouring, type MeasuredPhoto } from './face-reader';
import { PHOTO_COLORING, swatchLines, swatchMeanings } from './photo-coloring-content';
import { Swatch } from './Swatch';
import { cardCanHelp, cardRegion, type PhotoPoint } from './white-card';
import { WhiteCardPicker } from './WhiteCardPicker';

/** A photo read without a problem: the measurements, the swatches and the answers they give. */
export type PhotoColoringReading = Extract<FacePhotoReading, { ok: true }>;
export type PhotoColoringAnswers = PhotoColoringReading['answers'];

type State =
  | { state: 'idle' }
  | { state: 'opening' | 'loading' | 'finding' | 'measuring' }
  | { state: 'problem'; messages: string[] }
  | { state: 'done'; reading: PhotoColoringReading };

const FILE_INPUT =
  'block w-full max-w-full text-sm text-stone-700 file:mr-3 file:h-10 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-ink hover:file:bg-stone-50';

export interface PhotoColoringProps {
  /**
   * A photo was read, or read again from a white card: its reading and the decoded photo (owned here:
   * closed when replaced or removed).
   */
  onRead?: (reading: PhotoColoringReading, photo: ImageBitmap) => void;
  /** The photo was removed, replaced, or is being read again from a white card: forget its numbers. */
  onClear?: () => void;
  /** "Use these answers": given, the button is shown. */
  onUseAnswers?: (answers: PhotoColoringAnswers, reading: PhotoColoringReading) => void;
  /** What the reading gives with the user's other answers (the season), shown under the swatches. */
  outcome?: (reading: PhotoColoringReading) => ReactNode;
  /** Shown beside "Use these answers": where the answers can be changed. */
  changeHint?: string;
}

/**
 * "Use a photo" (issue 22, item 2): the user's face photo, read on this device, gives their skin,
 * iris and hair colours as numbers and swatches and the questionnaire answers they point to, for the
 * user to confirm or change. Each stage is announced; a photo that cannot be read says exactly why
 * (no face, two faces, too dark…) and guesses nothing. A user holding a white card marks it on the
 * photo, and the colors are balanced from it, without running the face model again.
 */
export function PhotoColoring({ onRead, onClear, onUseAnswers, outcome, changeHint }: PhotoColoringProps) {
  const loadDetector = useFaceDetectorLoader();
  const [reading, setReading] = useState<State>({ state: 'idle' });
  const [photo, setPhoto] = useState<ImageBitmap>();
  // The photo as measured and its faces, kept while a white card could help the reading.
  const [measuredPhoto, setMeasuredPhoto] = useState<MeasuredPhoto>();
  const [card, setCard] = useState<RectRegion>();
  const [used, setUsed] = useState(false);
  // A second photo chosen while the first is still being read wins; the first is closed unread.
  const latest = useRef(0);
  const titleId = useId();
  const chooseId = useId();
  const takeId = useId();

  // The decoded photo is released when it is replaced and when the section goes away.
  useEffect(() => () => photo?.close(), [photo]);
  // Leaving mid-read: the photo being read is closed as soon as it is opened.
  useEffect(() => {
    const attempts = latest;
    return () => {
      attempts.current += 1;
    };
  }, []);

  const forget = () => {
    setPhoto(undefined);
    setMeasuredPhoto(undefined);
    setCard(undefined);
    setUsed(false);
    onClear?.();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo chosen twice still fires a change next time.
    event.target.value = '';
    if (!file) return;
    const attempt = ++latest.current;
    const current = () => attempt === latest.current;
    forget();
    setReading({ state: 'opening' });
    let opened: ImageBitmap | undefined;
    try {
      opened = await openFacePhoto(file);
      if (!current()) return opened.close();
      const bitmap = opened;
      const { reading: result, measuredPhoto: measured } = await readPhotoColouring(
        bitmap,
        loadDetector,
        (stage) => {
          if (current()) setReading({ state: stage });
        },
      );
      if (!current()) return bitmap.close();
      if (cardCanHelp(result)) {
        setPhoto(bitmap);
        setMeasuredPhoto(measured);
      } else bitmap.close();
      if (!result.ok) {
        setReading({ state: 'problem', messages: result.problems.map((problem) => problem.message) });
        return;
      }
      setReading({ state: 'done', reading: result });
      onRead?.(result, bitmap);
    } catch (error) {
      opened?.close();
      if (!current()) return;
      if (error instanceof FacePhotoError) {
        setReading({ state: 'problem', messages: [error.message] });
        return;
      }
      console.warn('Reading the face photo failed', error);
      setReading({ state: 'problem', messages: [PHOTO_COLORING.failed] });
    }
  };

  /** The photo read again, balanced from the card marked at `point`, or from the eyes when none is. */
  const reread = async (point?: PhotoPoint) => {
    if (!photo || !measuredPhoto) return;
    const attempt = ++latest.current;
    const region = point ? cardRegion(point, measuredPhoto.image) : undefined;
    setCard(region);
    setUsed(false);
    onClear?.();
    setReading({ state: 'measuring' });
    try {
      // Measuring holds the main thread for a moment: let the page show that it is measuring first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const result = await rereadPhotoColouring(measuredPhoto, region);
      if (attempt !== latest.current) return;
      if (!result.ok) {
        setReading({ state: 'problem', messages: result.problems.map((problem) => problem.message) });
        return;
      }
      setReading({ state: 'done', reading: result });
      onRead?.(result, photo);
    } catch (error) {
      if (attempt !== latest.current) return;
      console.warn('Reading the face photo again failed', error);
      setReading({ state: 'problem', messages: [PHOTO_COLORING.rereadFailed] });
    }
  };

  const remove = () => {
    latest.current++;
    forget();
    setReading({ state: 'idle' });
  };

  const working =
    reading.state === 'opening' ||
    reading.state === 'loading' ||
    reading.state === 'finding' ||
    reading.state === 'measuring';

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-stone-200 p-4"
      data-testid="photo-coloring"
    >
      <div>
        <h3 id={titleId} className="font-serif text-lg font-semibold">
          {PHOTO_COLORING.title}
        </h3>
        <p className="text-sm text-stone-600">{PHOTO_COLORING.intro}</p>
      </div>
      <div className="grid gap-3 min-[480px]:grid-cols-2">
        <div className="min-w-0 space-y-1">
          <Label htmlFor={chooseId} className="block text-xs">
            {PHOTO_COLORING.chooseLabel}
          </Label>
          <input
            id={chooseId}
            type="file"
            accept="image/*"
            onChange={(event) => void choose(event)}
            className={FILE_INPUT}
          />
        </div>
        <div className="min-w-0 space-y-1">
          <Label htmlFor={takeId} className="block text-xs">
            {PHOTO_COLORING.takeLabel}
          </Label>
          <input
            id={takeId}
            type="file"
            accept="image/*"
            capture="user"
            onChange={(event) => void choose(event)}
            className={FILE_INPUT}
          />
        </div>
      </div>
      <p className="text-xs text-stone-500">{PHOTO_COLORING.privacy}</p>
      <div aria-live="polite" role="status" className="text-sm">
        {working ? (
          <p className="text-stone-600" data-testid="photo-coloring-progress">
            {PHOTO_COLORING.stage[reading.state]}
          </p>
        ) : null}
        {used ? <p className="text-stone-700">{PHOTO_COLORING.usedAnswers}</p> : null}
      </div>
      {reading.state === 'problem' ? (
        <div role="alert" className="space-y-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{PHOTO_COLORING.problemTitle}</p>
          <ul className="list-disc pl-5">
            {reading.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>{PHOTO_COLORING.problemNext}</p>
        </div>
      ) : null}
      {reading.state === 'done' ? (
        <PhotoReading
          reading={reading.reading}
          outcome={outcome}
          changeHint={changeHint}
          onUse={
            onUseAnswers
              ? () => {
                  onUseAnswers(reading.reading.answers, reading.reading);
                  setUsed(true);
                }
              : undefined
          }
          onRemove={remove}
        />
      ) : null}
      {photo && measuredPhoto ? (
        <WhiteCardPicker
          bitmap={photo}
          photoSize={measuredPhoto.image}
          card={card}
          busy={working}
          onPick={(point) => void reread(point)}
          onClear={() => void reread()}
        />
      ) : null}
    </section>
  );
}

function PhotoReading({
  reading,
  outcome,
  changeHint,
  onUse,
  onRemove,
}: {
  reading: PhotoColoringReading;
  outcome?: (reading: PhotoColoringReading) => ReactNode;
  changeHint?: string;
  onUse?: () => void;
  onRemove: () => void;
}) {
  const lines = swatchLines(reading.measurements);
  const meanings = swatchMeanings(reading.measurements);
  const { answers } = reading;
  const rows = [
    { key: 'skin', hex: reading.swatches.skin, line: lines.skin, meaning: meanings.skin },
    { key: 'eyes', hex: reading.swatches.iris, line: lines.eyes, meaning: meanings.eyes },
    { key: 'hair', hex: reading.swatches.hair, line: lines.hair, meaning: meanings.hair },
  ];
  return (
    <div className="space-y-4 text-sm" role="region" aria-label={PHOTO_COLORING.resultTitle}>
      <h4 className="font-semibold">{PHOTO_COLORING.resultTitle}</h4>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.key} className="flex items-start gap-3" data-testid={`photo-swatch-${row.key}`}>
            <Swatch hex={row.hex} className="h-10 w-10" />
            <div className="min-w-0">
              <p className="font-medium text-ink">{row.line}</p>
              <p className="text-stone-600">{row.meaning}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-xs text-stone-500">{PHOTO_COLORING.balancedBy[reading.balancedBy]}</p>
      {outcome?.(reading)}
      <div className="space-y-2">
        <h4 className="font-semibold">{PHOTO_COLORING.answersTitle}</h4>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="photo-answers">
          <dt className="text-stone-500">Eye color</dt>
          <dd className="font-medium">{answers.eyeColor}</dd>
          <dt className="text-stone-500">Skin tone</dt>
          <dd className="font-medium">{answers.skinTone}</dd>
          <dt className="text-stone-500">Hair color</dt>
          <dd className="font-medium">{answers.hairColor}</dd>
          <dt className="text-stone-500">Eyes</dt>
          <dd className="font-medium">{PHOTO_COLORING.eyeClarity[answers.eyeClarity]}</dd>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {onUse ? (
          <Button type="button" onClick={onUse}>
            {PHOTO_COLORING.useAnswers}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onRemove}>
          {PHOTO_COLORING.removePhoto}
        </Button>
        {changeHint ? <p className="basis-full text-stone-600">{changeHint}</p> : null}
      </div>
    </div>
  );
}
