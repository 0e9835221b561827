import { useId, useState, type FormEvent } from 'react';
import { ApiClientError } from '../../../lib/api-client';
import { LABEL, LabelledField } from '../../../components/labelled-field';

/** One text field and a button: create a player or group, or rename one. Shows the server's message on failure. */
export function NameForm({
  label,
  button,
  initial = '',
  onSubmit,
  onDone,
}: {
  label: string;
  button: string;
  initial?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onDone?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (name.trim() === '') {
      setError('Enter a name');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(name.trim());
      setName(initial === '' ? '' : name.trim());
      onDone?.();
    } catch (err) {
      setError(err instanceof ApiClientError ? err.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
      <LabelledField id={id} label={label} className="min-w-48 flex-1" labelClassName={LABEL.bold}>
        {(control) => (
          <input
            {...control}
            className="input mt-1"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        )}
      </LabelledField>
      <button type="submit" className="btn-primary" disabled={busy}>
        {button}
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
