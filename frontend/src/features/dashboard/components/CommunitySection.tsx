import type { Analysis } from '@uniform/contracts';
import { MapPin, Users } from 'lucide-react';
import { MESSAGES } from '../content/dashboard-content';
import { useCommunityRecommendations } from '../api/community';
import { MetaLine } from './MetaLine';

/** Community and networking (spec 2 §2.1) from the community service; one sentence when it fails or finds none. */
export function CommunitySection({ analysis }: { analysis: Analysis }) {
  const query = useCommunityRecommendations(analysis);
  if (query.isPending) {
    return (
      <div role="status" className="space-y-2" aria-label="Loading community recommendations">
        {[0, 1].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-lg bg-stone-100" />
        ))}
      </div>
    );
  }
  if (query.isError || query.data.length === 0) {
    return <p className="text-sm text-stone-600">{MESSAGES.communityFailed}</p>;
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {query.data.map((community) => (
        <li key={community.name} className="space-y-1 rounded-lg border border-stone-200 p-3 text-sm">
          <p className="flex items-center gap-1.5 font-medium">
            <Users className="h-4 w-4" aria-hidden />
            {community.name}
          </p>
          <p className="text-xs text-stone-500">{community.type}</p>
          <p className="text-stone-700">{community.description}</p>
          <p className="text-stone-600">
            <span className="font-medium">Why: </span>
            {community.reason}
          </p>
          <p className="text-stone-600">{community.meetingInfo}</p>
          <MetaLine icon={MapPin}>{community.location}</MetaLine>
        </li>
      ))}
    </ul>
  );
}
