import { get, useFormContext, type FieldPath } from 'react-hook-form';
import type { ContactFormValues } from './contact-form-values';

/** The message of a field's error, if any. */
export function useFieldError() {
  const { formState } = useFormContext<ContactFormValues>();
  return (path: FieldPath<ContactFormValues>): string | undefined =>
    (get(formState.errors, path) as { message?: string } | undefined)?.message;
}
