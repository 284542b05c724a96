import { useId, useState, type ReactNode } from 'react';
import { PERSONAL_BRAND_VALUE_MAX, type PersonalBrandField } from '@uniform/contracts';
import { Pencil } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { Label, Textarea } from '../../../shared/ui/Field';

/**
 * One editable personal-brand field (spec 2 §4): view, Edit, then Save (posts, refreshes, leaves
 * edit mode) or Cancel (discards). `children` is the view; the raw text is what gets edited.
 */
export function BrandField({
  field,
  label,
  value,
  onSave,
  children,
}: {
  field: PersonalBrandField;
  label: string;
  value: string;
  onSave: (field: PersonalBrandField, value: string) => Promise<void>;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function save() {
    setSaving(true);
    try {
      await onSave(field, draft.trim());
    } finally {
      setSaving(false);
      setEditing(false);
    }
  }

  return (
    <div className="space-y-2" data-field={field}>
      <div className="flex items-center justify-between gap-2">
        {editing ? (
          <Label htmlFor={id} className="font-semibold">
            {label}
          </Label>
        ) : (
          <h4 className="text-sm font-semibold">{label}</h4>
        )}
        {editing ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setDraft(value);
              setEditing(true);
            }}
            aria-label={`Edit ${label}`}
          >
            <Pencil className="h-3.5 w-3.5" aria-hidden />
            Edit
          </Button>
        )}
      </div>
      {editing ? (
        <div className="space-y-2">
          <Textarea
            id={id}
            value={draft}
            maxLength={PERSONAL_BRAND_VALUE_MAX}
            onChange={(event) => setDraft(event.target.value)}
            rows={4}
            autoFocus
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={() => void save()} disabled={saving || !draft.trim()}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        (children ?? (
          <p className="whitespace-pre-line text-sm leading-relaxed text-stone-700">
            {value || <span className="text-stone-500">Not set yet.</span>}
          </p>
        ))
      )}
    </div>
  );
}
