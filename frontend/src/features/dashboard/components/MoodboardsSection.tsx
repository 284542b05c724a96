import type { Analysis } from '@uniform/contracts';
import { moodboardFlatLays } from '@uniform/style-engine';
import { useMemo } from 'react';
import { SectionCard } from '../../../shared/ui/Card';
import { FlatLayImage } from './FlatLayImage';

/** "Moodboards": each of the analysis's moodboard prompts as a flat-lay in the user's colours, captioned by the prompt. */
export function MoodboardsSection({
  analysis,
  className,
}: {
  analysis: Pick<Analysis, 'colorAnalysis' | 'moodboardPrompts'>;
  className?: string;
}) {
  const boards = useMemo(() => moodboardFlatLays(analysis), [analysis]);
  const prompts = analysis.moodboardPrompts.map((prompt) => prompt.trim()).filter(Boolean);
  return (
    <SectionCard
      title="Moodboards"
      description="The scenes and pieces of your style, drawn in your colors."
      className={className}
      role="region"
      aria-label="Moodboards"
    >
      {boards.length === 0 ? (
        <p className="text-sm text-stone-600">Your moodboards appear here once your analysis is complete.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {boards.map((board, index) => (
            <li key={board.title}>
              <figure className="space-y-2">
                <FlatLayImage flatLay={board} className="rounded-lg border border-stone-200" />
                <figcaption className="text-sm leading-relaxed text-stone-700">{prompts[index]}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
