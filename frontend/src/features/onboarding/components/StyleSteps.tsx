import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  attentionAreaOptions,
  BODY_SHAPES,
  COLOR_PREFERENCES,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  FIT_PREFERENCES,
  HAIR_COLORS,
  HEIGHTS,
  JEWELRY_PREFERENCES,
  QUESTIONNAIRE_LIMITS as L,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
} from '@uniform/contracts';
import type { analyzeColour, ColourInput } from '@uniform/style-engine';
import {
  PhotoColoring,
  type PhotoColoringAnswers,
  type PhotoColoringReading,
} from '../../../shared/colour/PhotoColoring';
import {
  COLOR_QUESTIONS,
  EYE_SWATCHES,
  HAIR_SWATCHES,
  PHOTO_STEP,
  SKIN_SWATCHES,
  VOICE_SLIDERS,
} from '../content/onboarding-content';
import { stepInput, type OnboardingFormValues } from '../lib/form-values';
import { voiceLabel } from '../lib/slider-labels';
import { CheckboxCardField, RadioCardField } from './ChoiceCards';
import { RangeFormField } from './RangeField';
import { TextFormField } from './TextFormField';

/** Steps 9, 10, 12 and 13: voice, body and fit, and colouring. */

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function VoiceStep() {
  return (
    <div className="space-y-8">
      {VOICE_SLIDERS.map((slider) => (
        <RangeFormField
          key={slider.field}
          name={slider.field}
          label={slider.question}
          min={L.sliderMin}
          max={L.sliderMax}
          valueText={(value) => voiceLabel(value, slider.left, slider.right)}
          minLabel={slider.left.charAt(0).toUpperCase() + slider.left.slice(1)}
          maxLabel={slider.right.charAt(0).toUpperCase() + slider.right.slice(1)}
        />
      ))}
    </div>
  );
}

export function BodyFitStep() {
  const { control, getValues, setValue } = useFormContext<OnboardingFormValues>();
  const [identity, expression] = useWatch({ control, name: ['genderIdentity', 'genderExpression'] });
  const areas = attentionAreaOptions(identity || undefined, expression);
  const areaKey = areas.join('|');

  useEffect(() => {
    // A choice from another group (identity or expression changed since) is no longer on offer.
    const current = getValues('attentionArea');
    if (current && !areaKey.split('|').includes(current)) setValue('attentionArea', '');
  }, [areaKey, getValues, setValue]);

  return (
    <div className="space-y-8">
      <RadioCardField
        name="bodyShape"
        legend="Body shape"
        options={plain(BODY_SHAPES)}
        className="grid-cols-2 sm:grid-cols-3"
      />
      <RadioCardField name="height" legend="Height" options={plain(HEIGHTS)} className="sm:grid-cols-3" />
      <RadioCardField
        name="fitPreference"
        legend="Fit preference"
        options={plain(FIT_PREFERENCES)}
        className="sm:grid-cols-3"
      />
      <RadioCardField
        name="attentionArea"
        legend="Where do you like to draw attention?"
        options={plain(areas)}
        className="sm:grid-cols-2 lg:grid-cols-3"
      />
      <TextFormField
        name="avoidWearing"
        label="Anything you avoid wearing? (optional)"
        rows={3}
        placeholder="e.g. Skinny jeans, anything itchy, bright yellow"
      />
    </div>
  );
}

const COLOR_FIELDS = [
  ['veinColor', VEIN_COLORS],
  ['sunReaction', SUN_REACTIONS],
  ['jewelryPreference', JEWELRY_PREFERENCES],
  ['eyeClarity', EYE_CLARITY],
  ['featureContrast', FEATURE_CONTRASTS],
  ['colorPreference', COLOR_PREFERENCES],
] as const;

export function ColorQuestionsStep() {
  return (
    <div className="space-y-8">
      {COLOR_FIELDS.map(([name, values]) => {
        const question = COLOR_QUESTIONS[name];
        return (
          <RadioCardField
            key={name}
            name={name}
            legend={question.question}
            options={values.map((value) => ({
              value,
              label: (question.options as Record<string, string>)[value] ?? value,
            }))}
            className="sm:grid-cols-3"
          />
        );
      })}
    </div>
  );
}

/** The answers given so far with the photo's: what the season would be if they were used. */
function photoColourInput(values: OnboardingFormValues, reading: PhotoColoringReading): ColourInput {
  // Unanswered questions are '' in the form: the engine counts an unknown value as not answered.
  const given = stepInput(values) as ColourInput;
  return {
    ...given,
    ...reading.answers,
    colorMeasurements: reading.measurements,
  };
}

/**
 * The style engine's colour analysis, loaded when a photo has been read: the questionnaire's pages
 * do not otherwise need the engine, so it stays out of their chunk.
 */
function useColourAnalysis(): typeof analyzeColour | undefined {
  const [analyze, setAnalyze] = useState<typeof analyzeColour>();
  useEffect(() => {
    let live = true;
    void import('@uniform/style-engine').then((engine) => {
      if (live) setAnalyze(() => engine.analyzeColour);
    });
    return () => {
      live = false;
    };
  }, []);
  return analyze;
}

/** The season the photo gives with the answers so far, run on the device (no request). */
function PhotoSeason({ reading }: { reading: PhotoColoringReading }) {
  const { getValues } = useFormContext<OnboardingFormValues>();
  const analyze = useColourAnalysis();
  if (!analyze) return null;
  const analysis = analyze(photoColourInput(getValues(), reading));
  const confidence = analysis.confidence ? PHOTO_STEP.confidence[analysis.confidence] : undefined;
  return (
    <div className="space-y-1 rounded-md bg-stone-50 p-3" data-testid="photo-season">
      <h4 className="font-semibold">{PHOTO_STEP.seasonTitle}</h4>
      <p>{PHOTO_STEP.season(analysis.season)}</p>
      {confidence ? (
        <p>
          {PHOTO_STEP.confidenceLabel}: <span className="font-medium">{confidence}</span>
        </p>
      ) : null}
      {analysis.runnerUpSeason ? <p>{PHOTO_STEP.runnerUp(analysis.runnerUpSeason)}</p> : null}
    </div>
  );
}

/**
 * Step 13: eye, skin and hair colour, answered by hand or pre-filled from a photo read on the device.
 * Using the photo's answers also sets step 12's eye clarity (said so, with the way back) and keeps the
 * photo's numbers in the form, so they travel with the answers as evidence; removing the photo drops them.
 */
export function ColoringStep() {
  const { getValues, setValue } = useFormContext<OnboardingFormValues>();
  const [clarityNote, setClarityNote] = useState<string>();

  const applyAnswers = (answers: PhotoColoringAnswers, reading: PhotoColoringReading) => {
    const set = { shouldDirty: true, shouldValidate: true } as const;
    setValue('eyeColor', answers.eyeColor, set);
    setValue('skinTone', answers.skinTone, set);
    setValue('hairColor', [answers.hairColor], set);
    const clarity = getValues('eyeClarity');
    setValue('eyeClarity', answers.eyeClarity, { shouldDirty: true });
    setValue('colorMeasurements', reading.measurements, { shouldDirty: true });
    const words = COLOR_QUESTIONS.eyeClarity.options;
    setClarityNote(
      clarity && clarity !== answers.eyeClarity
        ? PHOTO_STEP.clarityChanged(words[clarity as keyof typeof words], words[answers.eyeClarity])
        : undefined,
    );
  };

  const clear = () => {
    setValue('colorMeasurements', undefined, { shouldDirty: true });
    setClarityNote(undefined);
  };

  return (
    <div className="space-y-8">
      <PhotoColoring
        onUseAnswers={applyAnswers}
        onClear={clear}
        changeHint={PHOTO_STEP.changeHint}
        outcome={(reading) => <PhotoSeason reading={reading} />}
      />
      {clarityNote ? (
        <p role="status" className="text-sm text-stone-700">
          {clarityNote}
        </p>
      ) : null}
      <RadioCardField
        name="eyeColor"
        legend="Eye color"
        options={EYE_COLORS.map((value) => ({ value, label: value, swatch: EYE_SWATCHES[value] }))}
        className="grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3"
      />
      <RadioCardField
        name="skinTone"
        legend="Skin tone"
        options={SKIN_TONES.map((value) => ({ value, label: value, swatch: SKIN_SWATCHES[value] }))}
        className="grid-cols-2 md:grid-cols-4"
      />
      <CheckboxCardField
        name="hairColor"
        legend="Hair color"
        hint="Choose every color in your hair."
        options={HAIR_COLORS.map((value) => ({ value, label: value, swatch: HAIR_SWATCHES[value] }))}
        className="grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3"
      />
    </div>
  );
}
