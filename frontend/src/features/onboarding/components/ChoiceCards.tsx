import { useId, type ReactNode, type Ref } from 'react';
import { useController, type FieldPathByValue } from 'react-hook-form';
import { cn } from '../../../shared/lib/cn';
import { FieldError } from '../../../shared/ui/Field';
import { togglePick, type OnboardingFormValues } from '../lib/form-values';

export interface ChoiceOption {
  value: string;
  label: string;
  description?: ReactNode;
  /** A colour shown as a round swatch before the label. */
  swatch?: string;
}

interface ChoiceCardProps {
  type: 'radio' | 'checkbox';
  name: string;
  option: ChoiceOption;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  inputRef?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

/**
 * One choice as a card: a real radio button or checkbox inside its label, so the whole card is
 * clickable, arrow keys move through a radio group and Space toggles a checkbox. The label names the
 * control; the description (examples, hints) is read as its description.
 */
function ChoiceCard({ type, name, option, checked, disabled, onChange, inputRef, invalid }: ChoiceCardProps) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-lg border p-3 text-sm transition-colors',
        checked
          ? 'border-ink bg-stone-50 ring-1 ring-ink'
          : 'border-stone-200 bg-white hover:border-stone-400',
        disabled ? 'cursor-not-allowed opacity-50 hover:border-stone-200' : 'cursor-pointer',
      )}
    >
      <input
        ref={inputRef}
        type={type}
        name={name}
        value={option.value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-labelledby={`${id}-label`}
        aria-describedby={option.description ? `${id}-description` : undefined}
        aria-invalid={invalid || undefined}
        className="mt-0.5 h-4 w-4 shrink-0 accent-ink"
      />
      {option.swatch && (
        <span
          aria-hidden
          className="h-5 w-5 shrink-0 rounded-full border border-stone-300 shadow-inner"
          style={{ backgroundColor: option.swatch }}
        />
      )}
      <span className="min-w-0">
        <span id={`${id}-label`} className="font-medium text-ink">
          {option.label}
        </span>
        {option.description && (
          <span id={`${id}-description`} className="mt-1 block text-stone-600">
            {option.description}
          </span>
        )}
      </span>
    </label>
  );
}

interface GroupProps {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly ChoiceOption[];
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

function GroupFrame({
  legend,
  hint,
  error,
  className,
  children,
}: Omit<GroupProps, 'options' | 'inputRef'> & { children: ReactNode }) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined}
    >
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      <div className={cn('mt-2 grid gap-2', className ?? 'sm:grid-cols-2')}>{children}</div>
      <div className="mt-2">
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </fieldset>
  );
}

/** A single choice from a few options (age bracket, body shape, the colour questions…). */
export function RadioCardGroup({
  name,
  value,
  onChange,
  ...props
}: GroupProps & { name: string; value: string; onChange: (value: string) => void }) {
  return (
    <GroupFrame {...props}>
      {props.options.map((option, i) => (
        <ChoiceCard
          key={option.value}
          type="radio"
          name={name}
          option={option}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          inputRef={i === 0 ? props.inputRef : undefined}
          invalid={Boolean(props.error)}
        />
      ))}
    </GroupFrame>
  );
}

/**
 * Several choices, optionally capped: at the cap the cards not chosen are disabled (spec 1 §4), so
 * a click on them cannot add one more.
 */
export function CheckboxCardGroup({
  name,
  selected,
  onToggle,
  cap,
  ...props
}: GroupProps & {
  name: string;
  selected: readonly string[];
  onToggle: (value: string) => void;
  cap?: number;
}) {
  const atCap = cap !== undefined && selected.length >= cap;
  return (
    <GroupFrame {...props}>
      {props.options.map((option, i) => {
        const checked = selected.includes(option.value);
        return (
          <ChoiceCard
            key={option.value}
            type="checkbox"
            name={name}
            option={option}
            checked={checked}
            disabled={atCap && !checked}
            onChange={() => onToggle(option.value)}
            inputRef={i === 0 ? props.inputRef : undefined}
            invalid={Boolean(props.error)}
          />
        );
      })}
    </GroupFrame>
  );
}

type ChoiceFieldProps = Omit<GroupProps, 'inputRef' | 'error' | 'hint'>;

/**
 * A single-choice group bound to one field of the onboarding form: its value, its first card as the
 * field's focus target, and the field's error under it.
 */
export function RadioCardField({
  name,
  hint,
  ...props
}: ChoiceFieldProps & { name: FieldPathByValue<OnboardingFormValues, string>; hint?: ReactNode }) {
  const { field, fieldState } = useController<OnboardingFormValues, typeof name>({ name });
  return (
    <RadioCardGroup
      {...props}
      hint={hint}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

/**
 * A multiple-choice group bound to one list field of the onboarding form; a click toggles the card
 * (never past the cap). The hint may count what is chosen.
 */
export function CheckboxCardField({
  name,
  cap,
  hint,
  ...props
}: ChoiceFieldProps & {
  name: FieldPathByValue<OnboardingFormValues, string[]>;
  cap?: number;
  hint?: ReactNode | ((selected: readonly string[]) => ReactNode);
}) {
  const { field, fieldState } = useController<OnboardingFormValues, typeof name>({ name });
  return (
    <CheckboxCardGroup
      {...props}
      hint={typeof hint === 'function' ? hint(field.value) : hint}
      name={field.name}
      selected={field.value}
      onToggle={(value) => field.onChange(togglePick(field.value, value, cap))}
      cap={cap}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
