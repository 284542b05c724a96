import {
  INSUFFICIENT_SEASON,
  NEUTRAL_CATEGORIES,
  PALETTE_CATEGORIES,
  SEASONS,
  UNDERTONE_NOT_AVAILABLE,
  type Analysis,
  type AvoidColor,
  type Season,
} from '@uniform/contracts';
import { analyzeColour, normaliseSeason, SEASON_PALETTES } from '@uniform/style-engine';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { PhotoColoring, type PhotoColoringReading } from '../../../shared/colour/PhotoColoring';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { useStyleSetting } from '../../../shared/lib/style-edits-store';
import { Alert } from '../../../shared/ui/Alert';
import { SectionCard } from '../../../shared/ui/Card';
import { LabelledSelect } from '../../../shared/ui/Select';
import { toast } from '../../../shared/ui/use-toast';
import {
  COLOUR_THEORY,
  INCOMPLETE_COLOUR_TEXT,
  MESSAGES,
  PHOTO_COLOR_TAB,
  SEASON_CERTAINTY,
} from '../content/dashboard-content';
import { SeasonCertainty } from './SeasonCertainty';
import { Swatch } from './Swatch';
import { VirtualDrape } from './VirtualDrape';

const SEASON_OPTIONS = SEASONS.map((season) => ({ value: season, label: season }));
const FIRST_SEASON: Season = 'Bright Spring';

/** Spec 2 §2.1: incomplete when the season or undertone is missing or there are no colours. */
export function isColourAnalysisIncomplete(analysis: Analysis): boolean {
  const { season, undertone, recommendedColors } = analysis.colorAnalysis;
  return (
    season === INSUFFICIENT_SEASON || undertone === UNDERTONE_NOT_AVAILABLE || recommendedColors.length === 0
  );
}

async function copyHex(hex: string) {
  try {
    await navigator.clipboard.writeText(hex);
    toast({ title: 'Copied!', description: `${hex} is on your clipboard.` });
  } catch {
    toast({ title: 'Copy failed', description: MESSAGES.copyFailed, variant: 'destructive' });
  }
}

function SwatchItem({ name, hex }: { name: string; hex: string }) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-stone-200 p-2">
      <Swatch hex={hex} className="h-10 w-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="font-mono text-xs text-stone-600">{hex}</p>
      </div>
      <button
        type="button"
        onClick={() => void copyHex(hex)}
        className="rounded p-2 text-stone-500 hover:bg-stone-100 hover:text-ink"
        aria-label={`Copy ${hex} (${name})`}
      >
        <Copy className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

/** Swatches grouped under their category headings, in the given category order; empty groups left out. */
function SwatchGroups({
  categories,
  colours,
}: {
  categories: readonly string[];
  colours: { name: string; hex: string; category: string }[];
}) {
  return categories.map((category) => {
    const swatches = colours.filter((colour) => colour.category === category);
    if (!swatches.length) return null;
    return (
      <div key={category} className="space-y-2">
        <h4 className="text-sm font-semibold capitalize">{category}</h4>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {swatches.map((colour) => (
            <SwatchItem
              key={`${category}-${colour.hex}-${colour.name}`}
              name={colour.name}
              hex={colour.hex}
            />
          ))}
        </ul>
      </div>
    );
  });
}

/**
 * What the photo gives next to the analysis: with the answers kept in this browser, the season those
 * answers and the photo's numbers give together (run here, no request); without them, the photo's
 * undertone beside the analysis's own.
 */
function PhotoSeason({
  reading,
  analysis,
  onSeeSeason,
}: {
  reading: PhotoColoringReading;
  analysis: Analysis;
  onSeeSeason: (season: Season) => void;
}) {
  const answers = analysisStore.answers();
  const own = analysis.colorAnalysis;
  if (!answers) {
    return (
      <div className="space-y-1 rounded-md bg-stone-50 p-3" data-testid="photo-season">
        <h4 className="font-semibold">{PHOTO_COLOR_TAB.compareTitle}</h4>
        <p>{PHOTO_COLOR_TAB.undertone(reading.measurements.undertone, own.undertone)}</p>
      </div>
    );
  }
  const result = analyzeColour({ ...answers, colorMeasurements: reading.measurements });
  const season = normaliseSeason(result.season);
  const level = result.confidence ? SEASON_CERTAINTY.confidence[result.confidence] : undefined;
  return (
    <div className="space-y-2 rounded-md bg-stone-50 p-3" data-testid="photo-season">
      <h4 className="font-semibold">{PHOTO_COLOR_TAB.seasonTitle}</h4>
      <p>{PHOTO_COLOR_TAB.season(result.season)}</p>
      {level ? (
        <p>
          {PHOTO_COLOR_TAB.confidenceLabel}: <span className="font-medium">{level.word}</span>
        </p>
      ) : null}
      <p>
        {season === normaliseSeason(own.season) ? PHOTO_COLOR_TAB.same : PHOTO_COLOR_TAB.differs(own.season)}
      </p>
      {season && season !== normaliseSeason(own.season) ? (
        <button
          type="button"
          className="font-medium text-ink underline underline-offset-2"
          onClick={() => onSeeSeason(season)}
        >
          {PHOTO_COLOR_TAB.seeSeason(season)}
        </button>
      ) : null}
    </div>
  );
}

export function ColorAnalysisTab({ analysis }: { analysis: Analysis }) {
  // The photo "Use a photo" read, offered to the drape so the user does not choose it twice.
  const [photo, setPhoto] = useState<ImageBitmap>();
  const own = normaliseSeason(analysis.colorAnalysis.season);
  // The season browsed to is kept with the user's edits; their own season is kept as no choice.
  const [seasonView, setSeasonView] = useStyleSetting(analysis, 'seasonView');
  const season: Season = seasonView ?? own ?? FIRST_SEASON;
  const setSeason = (next: Season) => setSeasonView(next === own ? undefined : next);
  const incomplete = isColourAnalysisIncomplete(analysis);
  const showingOwn = season === own && !incomplete;
  const builtIn = SEASON_PALETTES[season];
  const recommended = showingOwn ? analysis.colorAnalysis.recommendedColors : builtIn.recommended;
  const neutrals = showingOwn ? analysis.colorAnalysis.neutrals : builtIn.neutrals;
  const avoid: AvoidColor[] = showingOwn ? analysis.colorAnalysis.avoid : builtIn.avoid;

  return (
    <SectionCard
      title="Color Analysis"
      description={
        incomplete
          ? 'Incomplete'
          : `${analysis.colorAnalysis.season} · ${analysis.colorAnalysis.undertone} undertone`
      }
      contentClassName="space-y-6"
    >
      {incomplete ? <Alert>{INCOMPLETE_COLOUR_TEXT}</Alert> : null}
      {!incomplete && analysis.colorAnalysis.rationale ? (
        <p className="text-sm leading-relaxed text-stone-700">{analysis.colorAnalysis.rationale}</p>
      ) : null}
      {incomplete ? null : <SeasonCertainty colour={analysis.colorAnalysis} onSeeSeason={setSeason} />}
      <PhotoColoring
        onRead={(_reading, bitmap) => setPhoto(bitmap)}
        onClear={() => setPhoto(undefined)}
        outcome={(reading) => <PhotoSeason reading={reading} analysis={analysis} onSeeSeason={setSeason} />}
      />
      {incomplete ? null : (
        <VirtualDrape colour={analysis.colorAnalysis} onUseSeason={setSeason} photo={photo} />
      )}

      <LabelledSelect
        id="palette-season"
        label="Season"
        value={season}
        onValueChange={setSeason}
        options={SEASON_OPTIONS}
        className="max-w-xs"
      />

      <details className="rounded-lg border border-stone-200 p-4">
        <summary className="cursor-pointer font-medium">{COLOUR_THEORY.title}</summary>
        <div className="mt-3 space-y-2 text-sm leading-relaxed text-stone-700">
          {COLOUR_THEORY.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>

      <section aria-labelledby="palette-heading" className="space-y-4">
        <div>
          <h3 id="palette-heading" className="font-serif text-xl font-semibold">
            {season} palette
          </h3>
          <p className="text-sm text-stone-600">{showingOwn ? 'Your colors' : builtIn.description}</p>
        </div>
        <SwatchGroups categories={PALETTE_CATEGORIES} colours={recommended} />
      </section>

      {neutrals.length ? (
        <section aria-labelledby="neutrals-heading" className="space-y-3">
          <h3 id="neutrals-heading" className="font-serif text-xl font-semibold">
            Neutrals
          </h3>
          <SwatchGroups categories={NEUTRAL_CATEGORIES} colours={neutrals} />
        </section>
      ) : null}

      {avoid.length ? (
        <section aria-labelledby="avoid-heading" className="space-y-2">
          <h3 id="avoid-heading" className="font-serif text-xl font-semibold">
            Colors to avoid
          </h3>
          <ul className="space-y-2">
            {avoid.map((colour) =>
              typeof colour === 'string' ? (
                <li key={colour} className="text-sm">
                  {colour}
                </li>
              ) : (
                <li key={colour.name} className="flex items-start gap-3 text-sm">
                  <Swatch hex={colour.hex} className="h-6 w-6" />
                  <span>
                    <span className="font-medium">{colour.name}</span>{' '}
                    <span className="font-mono text-xs text-stone-500">{colour.hex}</span>
                    <span className="block text-stone-600">{colour.reason}</span>
                  </span>
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}
    </SectionCard>
  );
}
