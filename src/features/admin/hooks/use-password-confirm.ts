import { useState, type FormEvent, type ReactNode } from 'react';

/**
 * An action confirmed with the admin password (delete a match, delete or archive a player or group, remove the
 * demo league): the password typed, the message shown under it, and the form's submit. An empty password is
 * refused before any request; a refusal clears the password and shows `failure(err)`.
 */
export function usePasswordConfirm({
  pending,
  run,
  failure,
}: {
  /** The request is on its way: a second submit does nothing. */
  pending: boolean;
  run: (password: string) => Promise<unknown>;
  failure: (err: unknown) => ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<ReactNode>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    if (password === '') {
      setMessage('Admin password is required');
      return;
    }
    setMessage(null);
    try {
      await run(password);
    } catch (err) {
      setPassword('');
      setMessage(failure(err));
    }
  }

  return { password, setPassword, message, onSubmit };
}
