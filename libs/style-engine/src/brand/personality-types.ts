import { MBTI_TYPES, type MbtiType } from '@uniform/contracts';
import { ENNEAGRAM_PROFILES, type EnneagramCore, type EnneagramProfile } from './enneagram.data';
import { MBTI_PROFILES, type MbtiProfile } from './mbti.data';

export interface MbtiReading extends MbtiProfile {
  type: MbtiType;
}

export interface EnneagramReading extends EnneagramProfile {
  core: EnneagramCore;
  /** The wing, when the answer names one next to the core type (5w4, 5w6; 1w9 and 9w1 wrap). */
  wing?: { type: EnneagramCore; profile: EnneagramProfile };
  /** '5w4', or '5' without a wing. */
  label: string;
}

/** The Myers-Briggs type in an answer such as 'INFJ', 'infj' or 'INFJ-T'; undefined when there is none. */
export function readMbti(value: string | undefined): MbtiReading | undefined {
  const match = /\b([EI][NS][TF][JP])(?:-[AT])?\b/i.exec(value ?? '');
  const type = match?.[1]?.toUpperCase();
  const known = MBTI_TYPES.find((candidate) => candidate === type);
  return known ? { type: known, ...MBTI_PROFILES[known] } : undefined;
}

function isCore(n: number): n is EnneagramCore {
  return Number.isInteger(n) && n >= 1 && n <= 9;
}

/**
 * The Enneagram type in an answer such as '5', '5w4', 'Type 5' or '5 w 4'. A wing that is not
 * next to the core type on the circle is ignored, since no such wing exists.
 */
export function readEnneagram(value: string | undefined): EnneagramReading | undefined {
  const match = /([1-9])(?:\s*w\s*([1-9]))?/i.exec(value ?? '');
  const core = Number(match?.[1]);
  if (!isCore(core)) return undefined;
  const wingNumber = Number(match?.[2]);
  const neighbours = [core === 1 ? 9 : core - 1, core === 9 ? 1 : core + 1];
  const wing = isCore(wingNumber) && neighbours.includes(wingNumber) ? wingNumber : undefined;
  return {
    core,
    ...ENNEAGRAM_PROFILES[core],
    ...(wing ? { wing: { type: wing, profile: ENNEAGRAM_PROFILES[wing] } } : {}),
    label: wing ? `${core}w${wing}` : String(core),
  };
}
