import { Controller, useFormContext } from 'react-hook-form';
import { AGE_BRACKETS, GENDER_IDENTITIES, QUESTIONNAIRE_LIMITS as L } from '@uniform/contracts';
import type { OnboardingFormValues } from '../../lib/onboarding/form-values';
import type { HumanCheck } from '../../lib/onboarding/human-check';
import { budgetLabel, genderExpressionLabel } from '../../lib/onboarding/slider-labels';
import { FieldError, Input, Label, Textarea } from '../ui/Field';
import { RadioCardGroup } from './ChoiceCards';
import { RangeField } from './RangeField';

/** Steps 1, 2, 5, 6, 14 and 15: the text, choice and slider questions about the visitor. */

const describedBy = (id: string, error: unknown, hint?: string) =>
  [error ? `${id}-error` : '', hint ?? ''].join(' ').trim() || undefined;

export function HumanCheckStep({ check }: { check: HumanCheck }) {
  const { register, formState } = useFormContext<OnboardingFormValues>();
  const error = formState.errors.captchaAnswer?.message;
  return (
    <div className="space-y-2">
      <Label htmlFor="captchaAnswer">
        What is {check.a} + {check.b}?
      </Label>
      <Input
        id="captchaAnswer"
        type="number"
        inputMode="numeric"
        autoComplete="off"
        className="sm:max-w-[10rem]"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('captchaAnswer', error)}
        {...register('captchaAnswer', { valueAsNumber: true })}
      />
      <FieldError id="captchaAnswer-error">{error}</FieldError>
    </div>
  );
}

export function WhatBuildingStep() {
  const { register, formState } = useFormContext<OnboardingFormValues>();
  const error = formState.errors.whatBuilding?.message;
  return (
    <div className="space-y-2">
      <Label htmlFor="whatBuilding">What are you building?</Label>
      <Textarea
        id="whatBuilding"
        rows={4}
        maxLength={L.longTextMax}
        placeholder="e.g. A climate fintech that gives smallholder farmers fair credit"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('whatBuilding', error, 'whatBuilding-hint')}
        {...register('whatBuilding')}
      />
      <p id="whatBuilding-hint" className="text-xs text-stone-500">
        At least {L.whatBuildingMin} characters.
      </p>
      <FieldError id="whatBuilding-error">{error}</FieldError>
    </div>
  );
}

export function WorkStep() {
  const { register, formState } = useFormContext<OnboardingFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="industry">Industry</Label>
        <Input
          id="industry"
          maxLength={L.shortTextMax}
          placeholder="e.g. Finance, Healthcare, Retail"
          aria-invalid={errors.industry ? true : undefined}
          aria-describedby={describedBy('industry', errors.industry)}
          {...register('industry')}
        />
        <FieldError id="industry-error">{errors.industry?.message}</FieldError>
      </div>
      <div className="space-y-2">
        <Label htmlFor="occupation">Occupation</Label>
        <Input
          id="occupation"
          maxLength={L.shortTextMax}
          autoComplete="organization-title"
          placeholder="e.g. Founder & CEO"
          aria-invalid={errors.occupation ? true : undefined}
          aria-describedby={describedBy('occupation', errors.occupation)}
          {...register('occupation')}
        />
        <FieldError id="occupation-error">{errors.occupation?.message}</FieldError>
      </div>
    </div>
  );
}

export function AboutYouStep() {
  const { control, formState } = useFormContext<OnboardingFormValues>();
  const { errors } = formState;
  return (
    <div className="space-y-8">
      <Controller
        control={control}
        name="ageBracket"
        render={({ field }) => (
          <RadioCardGroup
            legend="Age bracket"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={AGE_BRACKETS.map((value) => ({ value, label: value }))}
            error={errors.ageBracket?.message}
            className="grid-cols-2 sm:grid-cols-3"
          />
        )}
      />
      <Controller
        control={control}
        name="genderIdentity"
        render={({ field }) => (
          <RadioCardGroup
            legend="Gender identity"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            options={GENDER_IDENTITIES.map((value) => ({ value, label: value }))}
            error={errors.genderIdentity?.message}
            className="sm:grid-cols-3"
          />
        )}
      />
      <Controller
        control={control}
        name="genderExpression"
        render={({ field }) => (
          <RangeField
            id="genderExpression"
            label="Gender expression"
            min={L.sliderMin}
            max={L.sliderMax}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            valueText={genderExpressionLabel(field.value)}
            minLabel="Feminine"
            maxLabel="Masculine"
            error={errors.genderExpression?.message}
          />
        )}
      />
    </div>
  );
}

export function ZipCodeStep() {
  const { register, formState } = useFormContext<OnboardingFormValues>();
  const error = formState.errors.zipCode?.message;
  return (
    <div className="space-y-2">
      <Label htmlFor="zipCode">ZIP code</Label>
      <Input
        id="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        placeholder="e.g. 94110 or 94110-1234"
        className="sm:max-w-xs"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('zipCode', error, 'zipCode-hint')}
        {...register('zipCode')}
      />
      <p id="zipCode-hint" className="text-xs text-stone-500">
        5 digits, or ZIP+4 with a hyphen.
      </p>
      <FieldError id="zipCode-error">{error}</FieldError>
    </div>
  );
}

export function BudgetStep() {
  const { control, register, formState } = useFormContext<OnboardingFormValues>();
  const { errors } = formState;
  return (
    <div className="space-y-8">
      <Controller
        control={control}
        name="budget"
        render={({ field }) => (
          <RangeField
            id="budget"
            label="Budget for your uniform"
            min={L.budgetMin}
            max={L.budgetMax}
            step={L.budgetStep}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            valueText={budgetLabel(field.value)}
            minLabel={`$${L.budgetMin}`}
            maxLabel={`$${L.budgetMax.toLocaleString('en-US')}`}
            error={errors.budget?.message}
          />
        )}
      />
      <div className="space-y-2">
        <Label htmlFor="currentStyleDescription">How do you dress today? (optional)</Label>
        <Textarea
          id="currentStyleDescription"
          rows={4}
          maxLength={L.longTextMax}
          placeholder="e.g. Jeans and a hoodie most days, one navy suit for investor meetings"
          aria-invalid={errors.currentStyleDescription ? true : undefined}
          aria-describedby={describedBy('currentStyleDescription', errors.currentStyleDescription)}
          {...register('currentStyleDescription')}
        />
        <FieldError id="currentStyleDescription-error">{errors.currentStyleDescription?.message}</FieldError>
      </div>
    </div>
  );
}
