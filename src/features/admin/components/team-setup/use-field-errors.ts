import { useState } from 'react';
import { errorField, errorMessage } from '../../utils/error-text';

/**
 * A set-up form's errors by field: `run` sends the write and, when the server refuses it, puts its message beside
 * the field it names (one of `fields`), else under the form. Answers whether the write went through.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F | 'form', string>>>({});
  const run = async (write: () => Promise<unknown>): Promise<boolean> => {
    setErrors({});
    try {
      await write();
      return true;
    } catch (err) {
      setErrors({ [errorField(err, fields)]: errorMessage(err) } as Partial<Record<F | 'form', string>>);
      return false;
    }
  };
  return { errors, setErrors, run };
}

/** A number field's text as the body sends it: left empty, not sent (the server keeps or defaults it). */
export const numberOrUnset = (text: string) => (text.trim() === '' ? undefined : Number(text));
