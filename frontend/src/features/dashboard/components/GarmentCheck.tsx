import { useId, useRef, useState, type ChangeEvent } from 'react';
import {
  garmentVerdict,
  normaliseHex,
  normaliseSeason,
  type DominantColour,
  type GarmentVerdictKind,
} from '@uniform/style-engine';
import { Label } from '../../../shared/ui/Field';
import { garmentPhotoColours, GarmentPhotoError } from '../lib/garment-photo';
import { Swatch } from './Swatch';

const VERDICT_WORDS: Record<GarmentVerdictKind, string> = {
  'in-palette': 'In your palette',
  near: 'Near — wear it away from your face',
  avoid: 'Avoid',
};

const VERDICT_STYLES: Record<GarmentVerdictKind, string> = {
  'in-palette': 'bg-emerald-50 text-emerald-800',
  near: 'bg-amber-50 text-amber-800',
  avoid: 'bg-red-50 text-red-800',
};

type Checked =
  | { state: 'idle' }
  | { state: 'reading' }
  | { state: 'error'; message: string }
  | { state: 'done'; from: 'picked' | 'photo'; colours: DominantColour[] };

/**
 * "Check a colour" in the custom-item dialog (issue 22, item 4): a garment's colour, picked or read
 * from a photo, against the user's season. The photo is read on this device (lib/garment-photo.ts)
 * and never sent anywhere; only the verdict is shown, nothing is saved.
 */
export function GarmentCheck({ season: seasonName }: { season: string }) {
  const season = normaliseSeason(seasonName);
  const [checked, setChecked] = useState<Checked>({ state: 'idle' });
  const [picked, setPicked] = useState('#808080');
  // A second photo chosen while the first is still being read wins; the first's answer is dropped.
  const latestPhoto = useRef(0);
  const id = useId();
  const titleId = `${id}-title`;
  const pickId = `${id}-pick`;
  const photoId = `${id}-photo`;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const hex = normaliseHex(event.target.value);
    if (!hex) return;
    latestPhoto.current += 1;
    setPicked(hex.toLowerCase());
    setChecked({ state: 'done', from: 'picked', colours: [{ hex, share: 1 }] });
  };

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same photo chosen twice still fires a change next time.
    event.target.value = '';
    if (!file) return;
    const attempt = ++latestPhoto.current;
    setChecked({ state: 'reading' });
    try {
      const colours = await garmentPhotoColours(file);
      if (attempt === latestPhoto.current) setChecked({ state: 'done', from: 'photo', colours });
    } catch (error) {
      if (attempt !== latestPhoto.current) return;
      if (!(error instanceof GarmentPhotoError)) console.warn('Garment photo failed', error);
      const message =
        error instanceof GarmentPhotoError ? error.message : 'That photo could not be read. Try another one.';
      setChecked({ state: 'error', message });
    }
  };

  // An analysis from before the 12 seasons (or a hand-edited one) has no palette to check against.
  if (!season) return null;
  return (
    <section aria-labelledby={titleId} className="mb-4 space-y-3 rounded-md border border-stone-200 p-3">
      <div>
        <h3 id={titleId} className="font-medium">
          Check a color
        </h3>
        <p className="text-sm text-stone-600">
          Pick a garment’s color or use a photo of it to see how it sits with your {season} palette. The photo
          is read on this device and never uploaded.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="space-y-1">
          <Label htmlFor={pickId} className="block text-xs">
            Pick a color
          </Label>
          <input
            id={pickId}
            type="color"
            value={picked}
            onChange={pick}
            className="h-10 w-16 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
          />
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <Label htmlFor={photoId} className="block text-xs">
            Use a photo
          </Label>
          <input
            id={photoId}
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => void readPhoto(event)}
            className="block w-full max-w-full text-sm text-stone-700 file:mr-3 file:h-10 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-ink hover:file:bg-stone-50"
          />
        </div>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {checked.state === 'reading' ? <p className="text-stone-600">Reading the photo…</p> : null}
        {checked.state === 'error' ? <p className="text-red-700">{checked.message}</p> : null}
        {checked.state === 'done' ? (
          <GarmentResults season={season} from={checked.from} colours={checked.colours} />
        ) : null}
      </div>
    </section>
  );
}

function GarmentResults({
  season,
  from,
  colours,
}: {
  season: string;
  from: 'picked' | 'photo';
  colours: DominantColour[];
}) {
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
                    {VERDICT_WORDS[verdict.verdict]}
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
