import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PrefixTag } from './PrefixTag.tsx';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** Id of the input (the label points at it; the form scrolls to it when invalid). */
  id: string;
  label: string;
  disabled?: boolean;
  /** A multi-line text area instead of a one-line input. @default false */
  multiline?: boolean;
  maxLength?: number;
  /** Fixed text shown before the value and not part of it (e.g. 'INCA_'). */
  prefix?: string;
  /** Applied to every typed value before it is stored (e.g. to strip characters a field refuses). */
  transform?: (value: string) => string;
  /** Shown below the field while it has no error. */
  hint?: string;
  /** A live character count shown below the field while it has no error (e.g. '12 / 200'). */
  counter?: (length: number) => string;
};

/** A react-hook-form text field: label, input and the field's error message below it. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  disabled,
  multiline = false,
  maxLength,
  prefix,
  transform,
  hint,
  counter,
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const intent = fieldState.error ? Intent.DANGER : Intent.NONE;
        const count = counter?.([...String(field.value ?? '')].length);
        return (
          <FormGroup label={label} labelFor={id} intent={intent} helperText={fieldState.error?.message ?? count ?? hint}>
            {multiline ? (
              <TextArea
                id={id}
                fill
                inputRef={field.ref}
                value={field.value ?? ''}
                disabled={disabled}
                maxLength={maxLength}
                intent={intent}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(transform ? transform(e.currentTarget.value) : e.currentTarget.value)}
              />
            ) : (
              <InputGroup
                id={id}
                inputRef={field.ref}
                value={field.value ?? ''}
                disabled={disabled}
                maxLength={maxLength}
                intent={intent}
                onBlur={field.onBlur}
                onValueChange={(value) => field.onChange(transform ? transform(value) : value)}
                leftElement={prefix ? <PrefixTag>{prefix}</PrefixTag> : undefined}
              />
            )}
          </FormGroup>
        );
      }}
    />
  );
}
