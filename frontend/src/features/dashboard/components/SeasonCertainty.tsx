import type { ColorAnalysis, Season } from '@uniform/contracts';
import { SEASON_CERTAINTY } from '../content/dashboard-content';

/**
 * How sure the season is (issue 22): the confidence in words, the runner-up (with a way to see its
 * palette) and what would change the result. Analyses saved before these fields existed show only
 * what they have, and nothing at all when they have none of it.
 */
export function SeasonCertainty({
  colour,
  onSeeSeason,
}: {
  colour: Pick<ColorAnalysis, 'confidence' | 'runnerUpSeason' | 'whatWouldChange'>;
  onSeeSeason: (season: Season) => void;
}) {
  const { confidence, runnerUpSeason: runnerUp } = colour;
  const changes = colour.whatWouldChange ?? [];
  if (!confidence && !runnerUp && changes.length === 0) return null;
  const level = confidence ? SEASON_CERTAINTY.confidence[confidence] : undefined;

  return (
    <section
      aria-labelledby="season-certainty-heading"
      className="space-y-3 rounded-lg border border-stone-200 p-4"
    >
      <h3 id="season-certainty-heading" className="font-serif text-lg font-semibold">
        {SEASON_CERTAINTY.title}
      </h3>
      {level || runnerUp ? (
        <dl className="space-y-2 text-sm">
          {level ? (
            <div>
              <dt className="text-xs uppercase tracking-wide text-stone-500">
                {SEASON_CERTAINTY.confidenceLabel}
              </dt>
              <dd className="text-stone-700">
                <span className="font-medium text-ink">{level.word}</span>: {level.meaning}
              </dd>
            </div>
          ) : null}
          {runnerUp ? (
            <div>
              <dt className="text-xs uppercase tracking-wide text-stone-500">
                {SEASON_CERTAINTY.runnerUpLabel}
              </dt>
              <dd className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium">{runnerUp}</span>
                <button
                  type="button"
                  onClick={() => onSeeSeason(runnerUp)}
                  className="rounded text-sm font-medium underline underline-offset-2 hover:text-stone-600"
                >
                  {SEASON_CERTAINTY.seeRunnerUp(runnerUp)}
                </button>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {changes.length ? (
        <div className="space-y-1">
          <h4 id="season-change-heading" className="text-sm font-semibold">
            {SEASON_CERTAINTY.changeTitle}
          </h4>
          <ul
            aria-labelledby="season-change-heading"
            className="list-disc space-y-1 pl-5 text-sm text-stone-700"
          >
            {changes.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
