import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../shared/ui/Button';
import { FieldError, Input, Label } from '../../../shared/ui/Field';
import { localIsoDate } from '../../../shared/lib/dates';
import { parseBirthday } from '../lib/quiz-scoring';

const EARLIEST_BIRTHDAY = '1900-01-01';
const BIRTHDAY_REQUIRED = 'Please enter your birthdate to continue.';

/**
 * The birthday never leaves the browser, so no contract schema covers it: a real calendar date
 * between 1900 and today.
 */
const isBirthday = (value: string, today: string) =>
  parseBirthday(value) !== null && value >= EARLIEST_BIRTHDAY && value <= today;

/** Step 1: the birthday, required to continue (spec 2 §5). */
export function BirthdayStep({
  initial,
  onContinue,
}: {
  initial: string;
  onContinue: (birthday: string) => void;
}) {
  const id = useId();
  const today = localIsoDate();
  // onTouched: the message appears once the field was left (or on submit) and then follows each edit.
  const form = useForm<{ birthday: string }>({ mode: 'onTouched', defaultValues: { birthday: initial } });
  const value = useWatch({ control: form.control, name: 'birthday' });
  const valid = isBirthday(value, today);
  const error = form.formState.errors.birthday?.message;

  const submit = form.handleSubmit(({ birthday }) => onContinue(birthday));

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Birthday">
      <div className="space-y-2">
        <Label htmlFor={`${id}-birthday`}>Your birthday</Label>
        <Input
          id={`${id}-birthday`}
          type="date"
          min={EARLIEST_BIRTHDAY}
          max={today}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          {...form.register('birthday', {
            validate: (birthday) => isBirthday(birthday, today) || BIRTHDAY_REQUIRED,
          })}
          className="max-w-xs"
        />
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          Used only in your browser to find your tropical and sidereal signs.
        </p>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <Button type="submit" size="lg" disabled={!valid}>
        Continue
      </Button>
    </form>
  );
}
