import { listPhrase, type FlatLay, type OutfitType } from '@uniform/style-engine';
import { FlatLayImage } from './FlatLayImage';

/** What each outfit type is called next to an event. */
export const OUTFIT_LABELS: Record<OutfitType, string> = {
  pitchMeeting: 'Pitch meeting',
  conference: 'Conference',
  networking: 'Networking',
};

/**
 * An event's outfit: its flat-lay, the analysis' look for it and the style notes. The brand
 * summary's 'View Outfit' dialog and the Event Looks panel show the same thing.
 */
export function EventLookDetails({
  look,
  flatLay,
  styleNotes,
}: {
  look: string;
  flatLay: FlatLay | null;
  styleNotes: string[];
}) {
  return (
    <div className="space-y-4 text-sm">
      {flatLay ? <FlatLayImage flatLay={flatLay} className="rounded-lg border border-stone-200" /> : null}
      <p className="leading-relaxed">
        {look || 'Your event look will appear here once your analysis is complete.'}
      </p>
      {styleNotes.length ? (
        <div>
          <p className="font-medium">Style notes</p>
          {/* The archetype's keywords, as words: "Keep it heritage." is not a sentence. */}
          <p className="mt-1 text-stone-700">Words to dress by: {listPhrase(styleNotes)}.</p>
        </div>
      ) : null}
    </div>
  );
}

/** The style notes of every event look: the first three words of the user's style language. */
export const eventStyleNotes = (styleLanguage: readonly string[]): string[] => styleLanguage.slice(0, 3);
