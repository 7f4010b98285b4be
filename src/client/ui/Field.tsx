import type { ComponentProps, FormEvent } from 'react';
import { fieldError, fieldLabel, input as inputClass, primaryButton } from './tokens';

type FieldProps = ComponentProps<'input'> & { label: string; error?: string | null; hint?: string };

/** A labelled input with its hint, or its validation message, below it (the message named by aria-describedby). */
export function Field({ label, error, hint, id, className = '', ...input }: FieldProps) {
  const inputId = id ?? input.name;
  return (
    <div className="mb-4">
      <label htmlFor={inputId} className={fieldLabel}>
        {label}
      </label>
      <input id={inputId} aria-invalid={Boolean(error)} aria-describedby={error ? `${inputId}-error` : undefined} className={`${inputClass} ${className}`} {...input} />
      {hint && !error && <p className="mt-1 text-xs text-stone-500">{hint}</p>}
      <FieldError id={`${inputId}-error`} error={error} />
    </div>
  );
}

type OneFieldFormProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  /** The submit button's word. */
  button: string;
  submit: (event: FormEvent) => void;
  error?: string | null;
  busy?: boolean;
  formClassName?: string;
};

/** A form of one field: the labelled input with its submit button beside it (add an address, search a user, block a name). */
export function OneFieldForm({ id, label, button, submit, error, busy, formClassName, className = '', ...input }: OneFieldFormProps) {
  return (
    <form onSubmit={submit} className={formClassName} noValidate>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <div className="flex gap-3">
        <input id={id} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} className={`${inputClass} ${className}`} autoComplete="off" {...input} />
        <button type="submit" className={primaryButton} disabled={busy}>
          {button}
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}

function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className={fieldError}>
      {error}
    </p>
  );
}
