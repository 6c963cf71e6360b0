import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * A form's invalid handler that says only its first message (a filter panel has one line to say why it
 * did not search): the panel's toast, or whatever the panel's owner was given to report it.
 */
export const reportFirstError =
  <T extends FieldValues>(report: (message: string) => void) =>
  (errors: FieldErrors<T>): void => {
    const first = Object.values(errors)[0]?.message;
    if (first) report(String(first));
  };
