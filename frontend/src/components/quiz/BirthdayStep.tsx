import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { FieldError, Input, Label } from '../ui/Field';
import { localIsoDate } from '../../lib/meditation/journal-format';
import { parseBirthday } from '../../lib/quiz/quiz-scoring';

const EARLIEST_BIRTHDAY = '1900-01-01';

/** Step 1: the birthday, required to continue (spec 2 §5). */
export function BirthdayStep({
  initial,
  onContinue,
}: {
  initial: string;
  onContinue: (birthday: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const today = localIsoDate();
  const valid = parseBirthday(value) !== null && value >= EARLIEST_BIRTHDAY && value <= today;
  const error = touched && !valid ? 'Please enter your birthdate to continue.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) onContinue(value);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Birthday">
      <div className="space-y-2">
        <Label htmlFor={`${id}-birthday`}>Your birthday</Label>
        <Input
          id={`${id}-birthday`}
          type="date"
          value={value}
          min={EARLIEST_BIRTHDAY}
          max={today}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
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
