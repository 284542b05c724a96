import type { GarmentVerdictKind } from '@uniform/style-engine';

/** The garment check's verdicts as the user reads them (issue 22, item 4), wherever the check is shown. */
export const GARMENT_VERDICT_WORDS: Record<GarmentVerdictKind, string> = {
  'in-palette': 'In your palette',
  near: 'Near — wear it away from your face',
  avoid: 'Avoid',
};

export const GARMENT_PHOTO_NOTE = 'The photo is read on this device and never uploaded.';
