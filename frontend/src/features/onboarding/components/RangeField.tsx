import type { Ref } from 'react';
import { useController, type FieldPathByValue } from 'react-hook-form';
import { FieldError, Label } from '../../../shared/ui/Field';
import type { OnboardingFormValues } from '../lib/form-values';

/**
 * A labelled slider: a native range input, so arrow keys, Page Up/Down and Home/End work and a
 * screen reader hears `valueText` (e.g. "Mostly direct") rather than a bare number.
 */
export function RangeField({
  id,
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  onBlur,
  valueText,
  minLabel,
  maxLabel,
  error,
  inputRef,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  valueText: string;
  minLabel?: string;
  maxLabel?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="text-sm font-semibold text-ink">
          {valueText}
        </output>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
        aria-valuetext={valueText}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-2 w-full cursor-pointer accent-ink"
      />
      {(minLabel || maxLabel) && (
        <div className="flex justify-between text-xs text-stone-500" aria-hidden>
          <span>{minLabel}</span>
          <span>{maxLabel}</span>
        </div>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A slider bound to one number field of the onboarding form; its id is the field's name. */
export function RangeFormField({
  name,
  valueText,
  ...props
}: Omit<
  Parameters<typeof RangeField>[0],
  'id' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'valueText'
> & {
  name: FieldPathByValue<OnboardingFormValues, number>;
  /** What a screen reader hears for a value (e.g. "Mostly direct"). */
  valueText: (value: number) => string;
}) {
  const { field, fieldState } = useController<OnboardingFormValues, typeof name>({ name });
  return (
    <RangeField
      {...props}
      id={name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      valueText={valueText(field.value)}
      error={fieldState.error?.message}
    />
  );
}
