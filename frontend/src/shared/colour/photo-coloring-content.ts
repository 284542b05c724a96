import type { ColorMeasurements } from '@uniform/contracts';
import type { ReadingStage } from './face-reader';

/** The words of "Use a photo" (PhotoColoring.tsx), in one place for the onboarding and the dashboard. */
export const PHOTO_COLORING = {
  title: 'Use a photo',
  intro:
    'A well-lit photo of your face, looking at the camera, in daylight and without makeup or filters if you can. We read your skin, eye and hair colors from it.',
  chooseLabel: 'Choose a photo of your face',
  takeLabel: 'Take a photo',
  privacy: 'Your photo never leaves this device: it is read in your browser and only the numbers are kept.',
  stage: {
    opening: 'Opening your photo…',
    loading: 'Loading the face model…',
    finding: 'Finding your face…',
    measuring: 'Measuring your coloring…',
  } satisfies Record<ReadingStage | 'opening', string>,
  problemTitle: 'We could not read your coloring from this photo',
  problemNext: 'Try another photo, or answer the questions yourself.',
  failed: 'The face model could not run in this browser. Answer the questions yourself instead.',
  resultTitle: 'What your photo shows',
  answersTitle: 'The answers this gives',
  useAnswers: 'Use these answers',
  usedAnswers: 'Answers filled in from your photo.',
  removePhoto: 'Remove the photo',
  balancedBy: {
    'eye whites': 'Colors corrected for the light using the whites of your eyes.',
    card: 'Colors corrected for the light using the white card in the photo.',
    none: 'No white reference was found, so the light was not corrected: daylight gives the truest reading.',
  },
  eyeClarity: { bright: 'Bright and clear', soft: 'Soft and muted' },
  card: {
    title: 'Holding a white card? Tap it in the photo',
    instructions:
      'Hold a plain white card or a sheet of printer paper beside your face, in the same light, and take the photo. Then tap or click the card in your photo, or focus the photo, move the mark with the arrow keys and press Enter: we correct the colors for the light from the card instead of your eyes.',
    photoLabel: 'Your photo: mark the white card',
    marked: 'White card marked.',
    clear: 'Clear the card',
  },
  rereadFailed: 'We could not read the photo again. Try another photo.',
} as const;

/** L* bands for the words: a photo's skin rarely reads above 75 or below 25. */
const depthOf = (lightness: number) => (lightness >= 65 ? 'light' : lightness >= 45 ? 'medium' : 'deep');
const clarityOf = (chroma: number) => (chroma >= 25 ? 'clear' : chroma >= 15 ? 'moderate' : 'muted');
const contrastOf = (difference: number) => (difference >= 45 ? 'high' : difference >= 25 ? 'medium' : 'low');
const round = (value: number) => Math.round(value);

/** One line a swatch: the words first, the number that gave them in brackets. */
export function swatchLines(m: ColorMeasurements): { skin: string; eyes: string; hair: string } {
  return {
    skin: `Skin: ${depthOf(m.value)}, ${m.undertone.toLowerCase()} undertone (hue ${round(m.skin.h)}°)`,
    eyes: `Eyes: ${clarityOf(m.iris.C)} color, ${contrastOf(m.irisContrast)} contrast with your skin (lightness difference ${round(m.irisContrast)})`,
    hair: `Hair: ${depthOf(m.hair.L)}, ${contrastOf(m.hairContrast)} contrast with your skin (lightness difference ${round(m.hairContrast)})`,
  };
}

/** What each reading means for the colour analysis, in a sentence. */
export function swatchMeanings(m: ColorMeasurements): { skin: string; eyes: string; hair: string } {
  const undertone = {
    Warm: 'A warm undertone leans golden: warm seasons (Spring, Autumn) tend to suit you.',
    Cool: 'A cool undertone leans rosy: cool seasons (Summer, Winter) tend to suit you.',
    Neutral: 'A neutral undertone sits between golden and rosy: the answers below decide the lean.',
  }[m.undertone];
  return {
    skin: undertone,
    eyes:
      m.irisContrast >= 35 || m.iris.C >= 15
        ? 'Clear eyes and strong contrast point to bright, saturated colors.'
        : 'Softer eyes point to muted, blended colors.',
    hair:
      m.hairContrast >= 45
        ? 'Strong contrast between hair and skin suits bold, high-contrast outfits.'
        : 'Gentle contrast between hair and skin suits tonal, low-contrast outfits.',
  };
}
