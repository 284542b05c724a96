import type { SiderealSign } from '@uniform/contracts';
import { TRAIT_LABELS, TRAIT_MAX, TRAITS, type TraitScores } from '../content/quiz-data';
import { radarPoint, radarPolygon } from '../lib/radar';

const G = { center: 160, radius: 110, max: TRAIT_MAX };
const RINGS = [1, 2, 3, 4, 5];

/** Your five traits against the closest sign's targets, with the numbers in a table for screen readers. */
export function TraitRadarChart({
  traits,
  sign,
  signTraits,
}: {
  traits: TraitScores;
  sign: SiderealSign;
  signTraits: TraitScores;
}) {
  const yours = TRAITS.map((t) => traits[t]);
  const theirs = TRAITS.map((t) => signTraits[t]);
  return (
    <figure className="mx-auto w-full max-w-md">
      <svg viewBox="0 0 320 320" className="h-auto w-full" role="img" aria-labelledby="radar-caption">
        {RINGS.map((ring) => (
          <polygon
            key={ring}
            points={radarPolygon(
              TRAITS.map(() => ring),
              G,
            )}
            fill="none"
            stroke="#e7e5e4"
            strokeWidth={1}
          />
        ))}
        {TRAITS.map((trait, i) => {
          const [x, y] = radarPoint(i, TRAITS.length, TRAIT_MAX, G);
          const [lx, ly] = radarPoint(i, TRAITS.length, TRAIT_MAX * 1.22, G);
          return (
            <g key={trait}>
              <line x1={G.center} y1={G.center} x2={x} y2={y} stroke="#d6d3d1" strokeWidth={1} />
              <text x={lx} y={ly} textAnchor="middle" dominantBaseline="middle" fontSize="11" fill="#57534e">
                {TRAIT_LABELS[trait]}
              </text>
            </g>
          );
        })}
        <TraitShape scores={theirs} colour="#b08d57" fillOpacity={0.15} dashed />
        <TraitShape scores={yours} colour="#1c1917" fillOpacity={0.18} />
      </svg>
      <figcaption
        id="radar-caption"
        className="mt-2 flex flex-wrap justify-center gap-4 text-sm text-stone-700"
      >
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm bg-ink/60" aria-hidden />
          You
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-sm border-2 border-dashed border-gold" aria-hidden />
          {sign}
        </span>
        <span className="sr-only">
          Radar chart of your five traits compared with {sign}; the values are in the table below.
        </span>
      </figcaption>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Your trait scores and {sign}&apos;s, from 1 to 5</caption>
        <thead>
          <tr className="text-left text-stone-500">
            <th scope="col" className="py-1 font-medium">
              Trait
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              You
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {sign}
            </th>
          </tr>
        </thead>
        <tbody>
          {TRAITS.map((trait) => (
            <tr key={trait} className="border-t border-stone-100">
              <th scope="row" className="py-1 text-left font-normal">
                {TRAIT_LABELS[trait]}
              </th>
              <td className="py-1 text-right font-semibold tabular-nums">{traits[trait].toFixed(1)}</td>
              <td className="py-1 text-right tabular-nums text-stone-600">{signTraits[trait].toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** One set of trait scores as a filled shape on the chart; the sign's is dashed, as in the caption. */
function TraitShape({
  scores,
  colour,
  fillOpacity,
  dashed,
}: {
  scores: number[];
  colour: string;
  fillOpacity: number;
  dashed?: boolean;
}) {
  return (
    <polygon
      points={radarPolygon(scores, G)}
      fill={colour}
      fillOpacity={fillOpacity}
      stroke={colour}
      strokeWidth={2}
      strokeDasharray={dashed ? '5 4' : undefined}
    />
  );
}
