import type { ReactNode } from 'react';
import { ErrorMessage } from '../error-message/error-message';

export type FieldErrorProps = {
  /** The id the field's aria-describedby names (by convention `${fieldId}-error`). */
  id?: string;
  /** The field's error; nothing renders without one. */
  error?: ReactNode;
  /** Visually hidden text read before the error, for example "Error:". */
  prefix?: string;
};

/** A form field's error message, or nothing when the field has none. */
export function FieldError({ id, error, prefix }: FieldErrorProps) {
  return error ? (
    <ErrorMessage id={id} hiddenPrefix={prefix}>
      {error}
    </ErrorMessage>
  ) : null;
}
