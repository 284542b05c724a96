import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../shared/ui/Button';

interface ConfirmStepProps {
  question: string;
  detail: string;
  /** The safe choice, first and focused. */
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's label while `pending`; by default it keeps `confirmLabel`. */
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question asked in place of the button that raised it: a safe choice and a go-ahead. Focus moves to
 * the safe choice, so keyboard and screen-reader users land on the question.
 */
export function ConfirmStep({
  question,
  detail,
  cancelLabel,
  confirmLabel,
  pendingLabel = confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const first = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-question`}
      aria-describedby={`${id}-detail`}
      className="space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <p id={`${id}-question`} className="font-medium">
        {question}
      </p>
      <p id={`${id}-detail`} className="text-sm text-stone-600">
        {detail}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button ref={first} variant="secondary" disabled={pending} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </div>
  );
}
