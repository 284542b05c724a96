import type { SiderealSign } from '@uniform/contracts';
import { TraitRadarChart } from './TraitRadarChart';
import { SIGN_TRAIT_TARGETS } from '../content/quiz-data';
import type { QuizResult } from '../lib/quiz-scoring';

function SignCard({ label, sign, note }: { label: string; sign: SiderealSign; note: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-5 text-center">
      <p className="text-xs font-semibold uppercase tracking-widest text-gold">{label}</p>
      <p className="mt-2 font-serif text-2xl font-semibold">{sign}</p>
      <p className="mt-1 text-xs text-stone-500">{note}</p>
    </div>
  );
}

/** Step 3: the three signs and the radar chart of the traits against the closest sign. */
export function QuizResults({ result }: { result: QuizResult }) {
  return (
    <div className="space-y-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <SignCard label="Your sun sign" sign={result.actualSign} note="Tropical zodiac, by your birthday" />
        <SignCard
          label="Your sidereal sign"
          sign={result.siderealSign}
          note="The constellation, Ophiuchus included"
        />
        <SignCard
          label="Your personality match"
          sign={result.closestSign}
          note="The sign closest to your answers"
        />
      </div>
      <section
        aria-labelledby="quiz-traits-title"
        className="rounded-xl border border-stone-200 bg-white p-5 sm:p-8"
      >
        <h2 id="quiz-traits-title" className="text-center font-serif text-2xl font-semibold">
          Your five traits
        </h2>
        <div className="mt-4">
          <TraitRadarChart
            traits={result.traits}
            sign={result.closestSign}
            signTraits={SIGN_TRAIT_TARGETS[result.closestSign]}
          />
        </div>
      </section>
    </div>
  );
}
