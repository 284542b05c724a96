import { Select as RadixSelect } from 'radix-ui';
import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './Field';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string = string> {
  id?: string;
  /** The chosen value; '' for none yet. */
  value: string;
  onValueChange: (value: V) => void;
  onBlur?: () => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  name?: string;
  className?: string;
}

/** A single-choice select; pair it with <Label htmlFor={id}> so its accessible name is the label. */
export function Select<V extends string = string>({
  id,
  value,
  onValueChange,
  onBlur,
  options,
  placeholder,
  disabled,
  invalid,
  describedBy,
  name,
  className,
}: SelectProps<V>) {
  return (
    // '' is Radix's "nothing chosen" (shows the placeholder); passing undefined instead would flip the
    // select to uncontrolled and keep the old choice after a form reset. Radix reports only the value
    // of an option given here, so what it reports is one of V.
    <RadixSelect.Root
      value={value}
      onValueChange={(chosen) => onValueChange(chosen as V)}
      disabled={disabled}
      name={name}
    >
      <RadixSelect.Trigger
        id={id}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'flex h-10 w-full items-center justify-between rounded-md border border-stone-300 bg-white px-3 text-left text-sm focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600 data-[placeholder]:text-stone-500',
          className,
        )}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <ChevronDown className="h-4 w-4 opacity-60" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded px-8 py-2 text-sm outline-none data-[highlighted]:bg-stone-100"
              >
                <RadixSelect.ItemIndicator className="absolute left-2">
                  <Check className="h-4 w-4" aria-hidden />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

/**
 * A select under its label, the label naming it; `className` sizes the pair and `children` go under
 * the select (a note on the choice).
 */
export function LabelledSelect<V extends string = string>({
  label,
  labelClassName,
  className,
  children,
  ...select
}: Omit<SelectProps<V>, 'className'> & {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('space-y-1', className)}>
      <Label htmlFor={select.id} className={labelClassName}>
        {label}
      </Label>
      <Select {...select} />
      {children}
    </div>
  );
}
