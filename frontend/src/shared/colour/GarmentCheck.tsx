import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Camera } from 'lucide-react';
import {
  garmentVerdict,
  normaliseHex,
  normaliseSeason,
  type DominantColour,
  type GarmentVerdictKind,
} from '@uniform/style-engine';
import { cn } from '../lib/cn';
import { CloseButton } from '../ui/CloseButton';
import { Label } from '../ui/Field';
import { GARMENT_PHOTO_NOTE, GARMENT_VERDICT_WORDS } from './garment-copy';
import { garmentPhotoColours, GarmentPhotoError } from './garment-photo';
import { Swatch } from './Swatch';

const VERDICT_STYLES: Record<GarmentVerdictKind, string> = {
  'in-palette': 'bg-emerald-50 text-emerald-800',
  near: 'bg-amber-50 text-amber-800',
  avoid: 'bg-red-50 text-red-800',
};

/** A checked garment: its colour picked by hand, or the dominant colours read from its photo. */
export interface GarmentCheckResult {
  from: 'picked' | 'photo';
  colours: DominantColour[];
}

type Checked =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'error'; message: string }
  | ({ state: 'done' } & GarmentCheckResult);

export interface GarmentCheckProps {
  season: string;
  /** The region's heading and name: the custom-item dialog says "Check a color". */
  title?: string;
  /** A sentence added to the introduction (the chat says who sees the result). */
  note?: string;
  /**
   * Set, the verdicts go to the caller (the chat shows each check as a card) instead of under the
   * controls. A picked colour is then handed over when the picker closes, not at every step of a drag.
   */
  onResult?: (result: GarmentCheckResult) => void;
  /** Set, a "Close" button (and Escape) end the check: the chat's inline panel. */
  onClose?: () => void;
  /** Places the region; without it, the dialog's margin below. */
  className?: string;
}

/**
 * The garment check (issue 22, item 4): a garment's colour, picked or read from a photo, against the
 * user's season. The photo is read on this device (garment-photo.ts) and never sent anywhere; only the
 * verdict is shown, nothing is saved. Used in the custom-item dialog and in Scottie's chat.
 */
export function GarmentCheck({
  season: seasonName,
  title = 'Check a color',
  note,
  onResult,
  onClose,
  className,
}: GarmentCheckProps) {
  const season = normaliseSeason(seasonName);
  const [checked, setChecked] = useState<Checked>({ state: 'idle' });
  const [picked, setPicked] = useState('#808080');
  // A second photo chosen while the first is still being read wins; the first's answer is dropped.
  const latestPhoto = useRef(0);
  const pickerRef = useRef<HTMLInputElement>(null);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  const handsOver = onResult !== undefined;
  const id = useId();
  const titleId = `${id}-title`;
  const pickId = `${id}-pick`;
  const photoId = `${id}-photo`;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const hex = normaliseHex(event.target.value);
    if (!hex) return;
    latestPhoto.current += 1;
    setPicked(hex.toLowerCase());
    setChecked(
      handsOver ? { state: 'idle' } : { state: 'done', from: 'picked', colours: [{ hex, share: 1 }] },
    );
  };

  // React's onChange fires at every step of a drag in the colour picker; the DOM's own change event
  // fires once, when the user closes it, which is the colour they chose.
  useEffect(() => {
    const picker = pickerRef.current;
    if (!handsOver || !picker) return;
    const commit = () => {
      const hex = normaliseHex(picker.value);
      if (hex) onResultRef.current?.({ from: 'picked', colours: [{ hex, share: 1 }] });
    };
    picker.addEventListener('change', commit);
    return () => picker.removeEventListener('change', commit);
  }, [handsOver, season]);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo chosen twice still fires a change next time.
    event.target.value = '';
    if (!file) return;
    const attempt = ++latestPhoto.current;
    setChecked({ state: 'reading' });
    try {
      const colours = await garmentPhotoColours(file);
      if (attempt !== latestPhoto.current) return;
      if (onResultRef.current) {
        setChecked({ state: 'idle' });
        onResultRef.current({ from: 'photo', colours });
      } else {
        setChecked({ state: 'done', from: 'photo', colours });
      }
    } catch (error) {
      if (attempt !== latestPhoto.current) return;
      if (!(error instanceof GarmentPhotoError)) console.warn('Garment photo failed', error);
      const message =
        error instanceof GarmentPhotoError ? error.message : 'That photo could not be read. Try another one.';
      setChecked({ state: 'error', message });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (onClose && event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  // An analysis from before the 12 seasons (or a hand-edited one) has no palette to check against.
  if (!season) return null;
  return (
    <section
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className={cn('relative space-y-3 rounded-md border border-stone-200 p-3', className ?? 'mb-4')}
    >
      <div className={cn(onClose && 'pr-8')}>
        <h3 id={titleId} className="font-medium">
          {title}
        </h3>
        <p className="text-sm text-stone-600">
          Pick a garment’s color or use a photo of it to see how it sits with your {season} palette.{' '}
          {GARMENT_PHOTO_NOTE}
          {note ? ` ${note}` : null}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <Label htmlFor={pickId} className="block text-xs">
            Pick a color
          </Label>
          <input
            ref={pickerRef}
            id={pickId}
            type="color"
            value={picked}
            onChange={pick}
            className="h-10 w-16 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
          />
        </div>
        {/* A native file input prints "No file chosen" beside its button, which narrow screens clip:
            the input is visually hidden (still focusable) and its label is the button. */}
        <div>
          <input
            id={photoId}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => void readPhoto(event)}
            className="peer sr-only"
          />
          <label
            htmlFor={photoId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50 peer-focus-visible:ring-2 peer-focus-visible:ring-gold peer-focus-visible:ring-offset-2"
          >
            <Camera className="h-4 w-4" aria-hidden />
            Use a photo
          </label>
        </div>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {checked.state === 'reading' ? <p className="text-stone-600">Reading the photo…</p> : null}
        {checked.state === 'error' ? <p className="text-red-700">{checked.message}</p> : null}
        {checked.state === 'done' ? (
          <GarmentResults season={season} from={checked.from} colours={checked.colours} />
        ) : null}
      </div>
      {/* Last in the tab order, after the controls; shown in the top corner. */}
      {onClose ? (
        <CloseButton onClick={onClose} className="right-2 top-2 text-stone-500 hover:bg-stone-100" />
      ) : null}
    </section>
  );
}

/** Each colour of a checked garment with its verdict and the nearest colour of the season's palette. */
export function GarmentResults({ season, from, colours }: GarmentCheckResult & { season: string }) {
  return (
    <div className="space-y-2">
      {from === 'photo' ? (
        <p className="text-stone-600">
          {colours.length === 1 ? 'The photo’s main color:' : `The photo’s ${colours.length} main colors:`}
        </p>
      ) : null}
      <ul className="space-y-2" aria-label="Color check results">
        {colours.map((colour) => {
          const verdict = garmentVerdict(colour.hex, season);
          if (!verdict) return null;
          return (
            <li key={colour.hex} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Swatch hex={colour.hex} className="h-10 w-10" />
              <div className="min-w-0 flex-1">
                <p>
                  <span className="font-mono text-xs text-stone-600">{colour.hex}</span>
                  {from === 'photo' ? (
                    <span className="text-xs text-stone-500"> · {Math.round(colour.share * 100)}%</span>
                  ) : null}
                </p>
                <p>
                  <span
                    className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${VERDICT_STYLES[verdict.verdict]}`}
                  >
                    {GARMENT_VERDICT_WORDS[verdict.verdict]}
                  </span>
                </p>
                <p className="mt-1 flex items-center gap-2 text-xs text-stone-600">
                  <Swatch hex={verdict.nearest.hex} className="h-4 w-4" />
                  <span>
                    Nearest in your palette:{' '}
                    <span className="font-medium text-ink">{verdict.nearest.name}</span> (ΔE{' '}
                    {verdict.deltaE.toFixed(1)})
                  </span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
