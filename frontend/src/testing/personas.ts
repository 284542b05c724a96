import type { Analysis, QuestionnaireAnswers } from '@uniform/contracts';
import { buildAnalysis } from '@uniform/style-engine';

/**
 * Three visitors whose analyses the real style engine builds, for the dashboard's component tests.
 * Test support only (imported by *.test.tsx, never by the app).
 */

/** A Soft Summer secondary-school teacher with an entry-level budget. */
export const teacherAnswers: QuestionnaireAnswers = {
  whatBuilding: 'A reading program that gets every student through a novel a month',
  styleFilms: ['natural and soulful', 'elegant and classic'],
  styleMusic: ['indie and mellow'],
  brandPreferences: { Everlane: 'like', Uniqlo: 'like', Balenciaga: 'dislike' },
  industry: 'Education',
  occupation: 'Secondary school teacher',
  ageBracket: '25-34',
  coreValues: ['Community', 'Integrity', 'Simplicity'],
  environments: ['Office work', 'Team meetings', 'Parent evenings'],
  myersBriggs: 'ISFJ',
  enneagram: '2w1',
  veinColor: 'blue-purple',
  sunReaction: 'both',
  jewelryPreference: 'silver',
  eyeClarity: 'soft',
  featureContrast: 'low',
  colorPreference: 'soft',
  eyeColor: 'Light Brown / Hazel',
  skinTone: 'Medium',
  hairColor: 'Light Brown',
  zipCode: '98101',
  budget: 800,
};

/** A Deep Winter founder with a luxury budget. */
export const founderAnswers: QuestionnaireAnswers = {
  whatBuilding: 'A developer-tools company that makes cloud costs legible',
  styleFilms: ['understated power', 'edgy and modern'],
  styleMusic: ['minimal and moody'],
  brandPreferences: { 'The Row': 'like', 'Tom Ford': 'like', Uniqlo: 'dislike' },
  industry: 'Software',
  occupation: 'Founder & CEO',
  ageBracket: '35-44',
  coreValues: ['Excellence', 'Innovation', 'Integrity'],
  environments: ['Investor pitches', 'Conferences', 'Industry dinners', 'Board offsite'],
  myersBriggs: 'ENTJ',
  enneagram: '3w4',
  veinColor: 'blue-purple',
  sunReaction: 'both',
  jewelryPreference: 'silver',
  eyeClarity: 'bright',
  featureContrast: 'high',
  colorPreference: 'bold',
  eyeColor: 'Dark Brown',
  skinTone: 'Deep',
  hairColor: 'Black',
  zipCode: '10013',
  budget: 8000,
};

/** A visitor who skipped everything but their industry and budget: the insufficient-data placeholder. */
export const skipperAnswers: QuestionnaireAnswers = { industry: 'Law', budget: 2000 };

export const teacherAnalysis = (): Analysis => buildAnalysis(teacherAnswers);
export const founderAnalysis = (): Analysis => buildAnalysis(founderAnswers);
export const skipperAnalysis = (): Analysis => buildAnalysis(skipperAnswers);
