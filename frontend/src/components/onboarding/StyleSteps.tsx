import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
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
import {
  COLOR_QUESTIONS,
  EYE_SWATCHES,
  HAIR_SWATCHES,
  SKIN_SWATCHES,
  VOICE_SLIDERS,
} from '../../data/onboarding-content';
import { togglePick, type OnboardingFormValues } from '../../lib/onboarding/form-values';
import { voiceLabel } from '../../lib/onboarding/slider-labels';
import { FieldError, Label, Textarea } from '../ui/Field';
import { CheckboxCardGroup, RadioCardGroup } from './ChoiceCards';
import { RangeField } from './RangeField';

/** Steps 9, 10, 12 and 13: voice, body and fit, and colouring. */

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function VoiceStep() {
  const { control, formState } = useFormContext<OnboardingFormValues>();
  return (
    <div className="space-y-8">
      {VOICE_SLIDERS.map((slider) => (
        <Controller
          key={slider.field}
          control={control}
          name={slider.field}
          render={({ field }) => (
            <RangeField
              id={slider.field}
              label={slider.question}
              min={L.sliderMin}
              max={L.sliderMax}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              valueText={voiceLabel(field.value, slider.left, slider.right)}
              minLabel={slider.left.charAt(0).toUpperCase() + slider.left.slice(1)}
              maxLabel={slider.right.charAt(0).toUpperCase() + slider.right.slice(1)}
              error={formState.errors[slider.field]?.message}
            />
          )}
        />
      ))}
    </div>
  );
}

export function BodyFitStep() {
  const { control, formState, getValues, setValue, register } = useFormContext<OnboardingFormValues>();
  const { errors } = formState;
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
      <Controller
        control={control}
        name="bodyShape"
        render={({ field }) => (
          <RadioCardGroup
            legend="Body shape"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={plain(BODY_SHAPES)}
            error={errors.bodyShape?.message}
            className="grid-cols-2 sm:grid-cols-3"
          />
        )}
      />
      <Controller
        control={control}
        name="height"
        render={({ field }) => (
          <RadioCardGroup
            legend="Height"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={plain(HEIGHTS)}
            error={errors.height?.message}
            className="sm:grid-cols-3"
          />
        )}
      />
      <Controller
        control={control}
        name="fitPreference"
        render={({ field }) => (
          <RadioCardGroup
            legend="Fit preference"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={plain(FIT_PREFERENCES)}
            error={errors.fitPreference?.message}
            className="sm:grid-cols-3"
          />
        )}
      />
      <Controller
        control={control}
        name="attentionArea"
        render={({ field }) => (
          <RadioCardGroup
            legend="Where do you like to draw attention?"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={plain(areas)}
            error={errors.attentionArea?.message}
            className="sm:grid-cols-2 lg:grid-cols-3"
          />
        )}
      />
      <div className="space-y-2">
        <Label htmlFor="avoidWearing">Anything you avoid wearing? (optional)</Label>
        <Textarea
          id="avoidWearing"
          rows={3}
          maxLength={L.longTextMax}
          placeholder="e.g. Skinny jeans, anything itchy, bright yellow"
          aria-invalid={errors.avoidWearing ? true : undefined}
          aria-describedby={errors.avoidWearing ? 'avoidWearing-error' : undefined}
          {...register('avoidWearing')}
        />
        <FieldError id="avoidWearing-error">{errors.avoidWearing?.message}</FieldError>
      </div>
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
  const { control, formState } = useFormContext<OnboardingFormValues>();
  return (
    <div className="space-y-8">
      {COLOR_FIELDS.map(([name, values]) => {
        const question = COLOR_QUESTIONS[name];
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <RadioCardGroup
                legend={question.question}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                options={values.map((value) => ({
                  value,
                  label: (question.options as Record<string, string>)[value] ?? value,
                }))}
                error={formState.errors[name]?.message}
                className="sm:grid-cols-3"
              />
            )}
          />
        );
      })}
    </div>
  );
}

export function ColoringStep() {
  const { control, formState } = useFormContext<OnboardingFormValues>();
  const { errors } = formState;
  return (
    <div className="space-y-8">
      <Controller
        control={control}
        name="eyeColor"
        render={({ field }) => (
          <RadioCardGroup
            legend="Eye colour"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={EYE_COLORS.map((value) => ({ value, label: value, swatch: EYE_SWATCHES[value] }))}
            error={errors.eyeColor?.message}
            className="grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3"
          />
        )}
      />
      <Controller
        control={control}
        name="skinTone"
        render={({ field }) => (
          <RadioCardGroup
            legend="Skin tone"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={SKIN_TONES.map((value) => ({ value, label: value, swatch: SKIN_SWATCHES[value] }))}
            error={errors.skinTone?.message}
            className="grid-cols-2 md:grid-cols-4"
          />
        )}
      />
      <Controller
        control={control}
        name="hairColor"
        render={({ field }) => (
          <CheckboxCardGroup
            legend="Hair colour"
            hint="Choose every colour in your hair."
            name={field.name}
            selected={field.value}
            onToggle={(value) => field.onChange(togglePick(field.value, value))}
            inputRef={field.ref}
            options={HAIR_COLORS.map((value) => ({ value, label: value, swatch: HAIR_SWATCHES[value] }))}
            error={errors.hairColor?.message}
            className="grid-cols-1 min-[420px]:grid-cols-2 md:grid-cols-3"
          />
        )}
      />
    </div>
  );
}
