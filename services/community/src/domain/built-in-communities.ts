import type { CommunityRecommendation } from '@uniform/contracts';
import { findArchetype } from '@uniform/style-engine';
import type { CommunityGeneratorInput } from './generator-input';

/**
 * Community recommendations without a model: community types that fit the user's occupation,
 * industry, archetype and the rooms they show up in, placed in their city from the ZIP dataset.
 * The names describe a kind of group in that city (never an invented organisation), and the
 * meeting info says where such groups are listed.
 */

export const BUILT_IN_COMMUNITY_COUNT = 5;

interface CommunityKind {
  type: string;
  /** "{place} founder circles" style noun phrase. */
  name: string;
  description: string;
  meetingInfo: string;
}

const OCCUPATION_KINDS: { match: RegExp; kind: CommunityKind }[] = [
  {
    match: /\b(founder|co-founder|ceo|entrepreneur|owner|startup)/i,
    kind: {
      type: 'Founder community',
      name: 'founder circles and startup meetups',
      description: 'Small peer groups of founders who trade notes on hiring, fundraising and growth.',
      meetingInfo:
        'Usually monthly weekday evenings; find them on Meetup and Eventbrite under "founders" and through local accelerators.',
    },
  },
  {
    match: /\b(teacher|educator|professor|lecturer|tutor|principal|instructor)/i,
    kind: {
      type: 'Educator network',
      name: 'educator networks and teaching circles',
      description: 'Teachers and education leaders sharing practice, resources and career moves.',
      meetingInfo:
        'Often after school or on Saturday mornings; listed by the state education association and local universities.',
    },
  },
  {
    match: /\b(designer|artist|creative|architect|photographer|writer|director|producer)/i,
    kind: {
      type: 'Creative community',
      name: 'creative mornings and design meetups',
      description: 'Designers, writers and makers meeting for talks, critiques and portfolio nights.',
      meetingInfo:
        'Typically monthly breakfast talks or evening critiques; listed on Meetup and local design-school calendars.',
    },
  },
  {
    match: /\b(engineer|developer|programmer|scientist|analyst|data|cto)/i,
    kind: {
      type: 'Technical meetup',
      name: 'engineering and data meetups',
      description: 'Practitioner talks and demos where technical leaders build a public reputation.',
      meetingInfo: 'Monthly weekday evenings, often hosted by local tech companies; listed on Meetup.',
    },
  },
  {
    match: /\b(consultant|coach|advisor|freelance|independent|agency)/i,
    kind: {
      type: 'Independent professionals network',
      name: 'independent consultants and coaches networks',
      description: 'Referral-minded peers who share clients, pricing advice and speaking slots.',
      meetingInfo:
        'Breakfast or lunch meetings every two to four weeks; ask the local chamber of commerce for current groups.',
    },
  },
  {
    match: /\b(manager|executive|vp|vice president|head of|lead|chief|partner|president)/i,
    kind: {
      type: 'Leadership roundtable',
      name: 'executive and leadership roundtables',
      description: 'Confidential peer groups of senior leaders working through real decisions together.',
      meetingInfo:
        'Monthly half-day sessions by application; run by business schools and executive networks.',
    },
  },
];

/** One community type per archetype: where that style of person is most at home. */
const ARCHETYPE_KINDS: Record<string, CommunityKind> = {
  'visionary-minimalist': {
    type: 'Product and design salon',
    name: 'product and design salons',
    description:
      'Intimate talks on product thinking and design craft, where clarity of ideas is the currency.',
    meetingInfo: 'Evening talks once a month; look for product-management and UX groups on Meetup.',
  },
  'modern-classic': {
    type: 'Business association',
    name: 'chamber of commerce and business roundtables',
    description:
      'Established local business leaders; a room where a polished, classic presence is respected.',
    meetingInfo: 'Monthly breakfasts and quarterly mixers run by the local chamber of commerce.',
  },
  'creative-maverick': {
    type: 'Artist collective',
    name: 'artist collectives and open studios',
    description: 'Independent creatives who show work, collaborate and champion unconventional ideas.',
    meetingInfo:
      'Open studio nights and gallery openings, usually first Fridays; listed by local arts councils.',
  },
  'quiet-luxury-strategist': {
    type: 'Private members club',
    name: 'private members clubs and executive forums',
    description:
      'Discreet, invitation-led rooms where relationships are built slowly and quality is noticed.',
    meetingInfo: 'Member dinners and speaker evenings; entry through a member introduction or application.',
  },
  'rugged-explorer': {
    type: 'Outdoor club',
    name: 'outdoor professionals and trail clubs',
    description: 'Professionals who network on hikes, rides and climbs rather than in conference rooms.',
    meetingInfo: 'Weekend group outings; listed on Meetup and by local outfitters and conservation groups.',
  },
  'polished-connector': {
    type: 'Networking group',
    name: 'referral networking breakfasts',
    description: 'Structured referral groups where a warm, well-put-together connector thrives.',
    meetingInfo:
      'Weekly breakfast meetings with one seat per profession; visitors are usually welcome twice.',
  },
  'urban-innovator': {
    type: 'Coworking community',
    name: 'coworking communities and tech socials',
    description: 'Coworking spaces with events where builders, investors and creatives cross paths.',
    meetingInfo: 'Weekly socials and demo nights; day passes let you try a space before joining.',
  },
  'warm-mentor': {
    type: 'Mentoring program',
    name: 'volunteer mentoring programs',
    description: 'Programs matching experienced professionals with people earlier in their careers.',
    meetingInfo:
      'Monthly one-to-one sessions plus quarterly cohort events; run by universities, SCORE chapters and nonprofits.',
  },
  'bold-disruptor': {
    type: 'Pitch night',
    name: 'pitch nights and startup competitions',
    description: 'High-energy events where bold ideas get airtime in front of investors and press.',
    meetingInfo:
      'Monthly or quarterly evenings hosted by accelerators and angel groups; listed on Eventbrite.',
  },
  'grounded-craftsperson': {
    type: 'Maker space',
    name: 'maker spaces and craft guilds',
    description: 'Hands-on communities built around making things well, with classes and open shop hours.',
    meetingInfo: 'Open shop evenings weekly and monthly member nights; membership or class sign-up required.',
  },
};

const SPEAKING_KIND: CommunityKind = {
  type: 'Speaking club',
  name: 'public speaking clubs',
  description: 'Clubs where members practice keynotes, panels and pitches with structured feedback.',
  meetingInfo: 'Weekly or fortnightly one-hour meetings, mornings or evenings; guests are welcome to visit.',
};

const INVESTOR_KIND: CommunityKind = {
  type: 'Investor network',
  name: 'angel investor and pitch events',
  description: 'Angel groups and demo days where founders meet early-stage investors.',
  meetingInfo:
    'Monthly screening meetings and quarterly demo days; apply through the angel group to present.',
};

/** Reads only the generator input, like the model does, so the cache key covers what it uses. */
export function builtInCommunities(input: CommunityGeneratorInput): CommunityRecommendation[] {
  const place = input.location;
  const profile = {
    archetype: input.styleArchetype,
    occupation: input.occupation ?? undefined,
    industry: input.industry ?? undefined,
    whatBuilding: input.building ?? undefined,
    environments: input.environments,
  };
  const where = place ? `${place.city}, ${place.state}` : 'Online';
  const inPlace = place ? place.city : 'Online';
  const role = profile.occupation?.toLowerCase() ?? 'professional';
  const kinds: { kind: CommunityKind; reason: string }[] = [];

  const occupationKind = OCCUPATION_KINDS.find((entry) => entry.match.test(profile.occupation ?? ''));
  if (occupationKind) {
    kinds.push({
      kind: occupationKind.kind,
      reason: `As a ${role}${profile.whatBuilding ? ` building ${lowerFirst(profile.whatBuilding)}` : ''}, these are your direct peers.`,
    });
  }
  if (profile.industry) {
    kinds.push({
      kind: {
        type: 'Professional association',
        name: `${profile.industry} professional association chapter`,
        description: `The local chapter of a ${profile.industry.toLowerCase()} professional association: talks, awards and the people who hire and refer in your field.`,
        meetingInfo:
          'Monthly program evenings and an annual regional conference; members and first-time guests welcome.',
      },
      reason: `It puts you in the room with the ${profile.industry.toLowerCase()} leaders who shape your reputation.`,
    });
  }
  const archetypeId = findArchetype(profile.archetype)?.id;
  const archetypeKind = archetypeId ? ARCHETYPE_KINDS[archetypeId] : undefined;
  if (archetypeKind) {
    kinds.push({
      kind: archetypeKind,
      reason: `${profile.archetype} is at home here: the room rewards the presence your style already signals.`,
    });
  }
  const rooms = profile.environments.join(' ').toLowerCase();
  if (/investor|pitch|fundrais/.test(rooms)) {
    kinds.push({
      kind: INVESTOR_KIND,
      reason: 'You pitch to investors; regular practice in front of them compounds.',
    });
  }
  if (/conference|speak|stage|keynote|panel|present/.test(rooms) || kinds.length < BUILT_IN_COMMUNITY_COUNT) {
    kinds.push({
      kind: SPEAKING_KIND,
      reason: `You ${/conference|speak|stage|keynote|panel|present/.test(rooms) ? 'speak and present' : 'want to be seen'}; a speaking club sharpens how ${profile.archetype} comes across on stage.`,
    });
  }
  if (kinds.length < BUILT_IN_COMMUNITY_COUNT) {
    kinds.push({
      kind: ARCHETYPE_KINDS['urban-innovator']!,
      reason: 'A coworking community gives you a regular, low-effort way to meet people across industries.',
    });
  }

  const seen = new Set<string>();
  return kinds
    .filter(({ kind }) => !seen.has(kind.type) && seen.add(kind.type))
    .slice(0, BUILT_IN_COMMUNITY_COUNT)
    .map(({ kind, reason }) => ({
      name: place ? `${inPlace} ${kind.name}` : `Online ${kind.name}`,
      type: kind.type,
      description: kind.description,
      reason,
      meetingInfo: place ? kind.meetingInfo : `Virtual meetings; ${lowerFirst(kind.meetingInfo)}`,
      location: where,
    }));
}

function lowerFirst(text: string): string {
  const trimmed = text.trim().replace(/[.!?]+$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}
