import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext, type FieldPathByValue } from 'react-hook-form';
import { QUESTIONNAIRE_LIMITS as L } from '@uniform/contracts';
import { FormField, Input, Textarea } from '../../../shared/ui/Field';
import type { OnboardingFormValues } from '../lib/form-values';

/**
 * A text question bound to one field of the onboarding form; its id is the field's name. With `rows`
 * it is a paragraph (a textarea), else one line; either way the length cap defaults to the
 * contract's for that kind of answer (long or short text).
 */
export function TextFormField({
  name,
  label,
  hint,
  rows,
  ...input
}: {
  name: FieldPathByValue<OnboardingFormValues, string>;
  label: string;
  hint?: ReactNode;
  rows?: number;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'placeholder' | 'autoComplete' | 'inputMode' | 'maxLength' | 'className'
>) {
  const { register, getFieldState, formState } = useFormContext<OnboardingFormValues>();
  return (
    <FormField
      id={name}
      label={label}
      hint={hint}
      error={getFieldState(name, formState).error?.message}
      control={(props) =>
        rows ? (
          <Textarea maxLength={L.longTextMax} {...input} {...props} rows={rows} {...register(name)} />
        ) : (
          <Input maxLength={L.shortTextMax} {...input} {...props} {...register(name)} />
        )
      }
    />
  );
}
