import { useFormContext } from 'react-hook-form';
import { AGE_BRACKETS, GENDER_IDENTITIES, QUESTIONNAIRE_LIMITS as L } from '@uniform/contracts';
import type { OnboardingFormValues } from '../lib/form-values';
import type { HumanCheck } from '../lib/human-check';
import { budgetLabel, genderExpressionLabel } from '../lib/slider-labels';
import { FieldError, Input, Label, Textarea } from '../../../shared/ui/Field';
import { RadioCardField } from './ChoiceCards';
import { RangeFormField } from './RangeField';

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
  return (
    <div className="space-y-8">
      <RadioCardField
        name="ageBracket"
        legend="Age bracket"
        options={AGE_BRACKETS.map((value) => ({ value, label: value }))}
        className="grid-cols-2 sm:grid-cols-3"
      />
      <RadioCardField
        name="genderIdentity"
        legend="Gender identity"
        options={GENDER_IDENTITIES.map((value) => ({ value, label: value }))}
        className="sm:grid-cols-3"
      />
      <RangeFormField
        name="genderExpression"
        label="Gender expression"
        min={L.sliderMin}
        max={L.sliderMax}
        valueText={genderExpressionLabel}
        minLabel="Feminine"
        maxLabel="Masculine"
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
  const { register, formState } = useFormContext<OnboardingFormValues>();
  const { errors } = formState;
  return (
    <div className="space-y-8">
      <RangeFormField
        name="budget"
        label="Budget for your uniform"
        min={L.budgetMin}
        max={L.budgetMax}
        step={L.budgetStep}
        valueText={budgetLabel}
        minLabel={`$${L.budgetMin}`}
        maxLabel={`$${L.budgetMax.toLocaleString('en-US')}`}
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
