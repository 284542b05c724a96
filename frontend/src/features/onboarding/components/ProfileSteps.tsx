import { useFormContext } from 'react-hook-form';
import { AGE_BRACKETS, GENDER_IDENTITIES, QUESTIONNAIRE_LIMITS as L } from '@uniform/contracts';
import type { OnboardingFormValues } from '../lib/form-values';
import type { HumanCheck } from '../lib/human-check';
import { budgetLabel, genderExpressionLabel } from '../lib/slider-labels';
import { FormField, Input } from '../../../shared/ui/Field';
import { RadioCardField } from './ChoiceCards';
import { RangeFormField } from './RangeField';
import { TextFormField } from './TextFormField';

/** Steps 1, 2, 5, 6, 14 and 15: the text, choice and slider questions about the visitor. */

export function HumanCheckStep({ check }: { check: HumanCheck }) {
  const { register, formState } = useFormContext<OnboardingFormValues>();
  return (
    <FormField
      id="captchaAnswer"
      label={`What is ${check.a} + ${check.b}?`}
      error={formState.errors.captchaAnswer?.message}
      control={(props) => (
        <Input
          {...props}
          type="number"
          inputMode="numeric"
          autoComplete="off"
          className="sm:max-w-[10rem]"
          {...register('captchaAnswer', { valueAsNumber: true })}
        />
      )}
    />
  );
}

export function WhatBuildingStep() {
  return (
    <TextFormField
      name="whatBuilding"
      label="What are you building?"
      hint={`At least ${L.whatBuildingMin} characters.`}
      rows={4}
      placeholder="e.g. A climate fintech that gives smallholder farmers fair credit"
    />
  );
}

export function WorkStep() {
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <TextFormField name="industry" label="Industry" placeholder="e.g. Finance, Healthcare, Retail" />
      <TextFormField
        name="occupation"
        label="Occupation"
        autoComplete="organization-title"
        placeholder="e.g. Founder & CEO"
      />
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
  return (
    <TextFormField
      name="zipCode"
      label="ZIP code"
      hint="5 digits, or ZIP+4 with a hyphen."
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={10}
      placeholder="e.g. 94110 or 94110-1234"
      className="sm:max-w-xs"
    />
  );
}

export function BudgetStep() {
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
      <TextFormField
        name="currentStyleDescription"
        label="How do you dress today? (optional)"
        rows={4}
        placeholder="e.g. Jeans and a hoodie most days, one navy suit for investor meetings"
      />
    </div>
  );
}
