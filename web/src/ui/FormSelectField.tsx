import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** Id of the select (the label points at it; the form scrolls to it when invalid). */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Text of an empty first option; absent = no empty option. */
  placeholder?: string;
  disabled?: boolean;
  /** Called after the value changes (e.g. to reset what depends on it). */
  onChanged?: (value: string) => void;
};

/** A react-hook-form select: label, Spanish option labels and the field's error message below it. */
export function FormSelectField<T extends FieldValues>({ control, name, id, label, options, placeholder, disabled, onChanged }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormGroup
          label={label}
          labelFor={id}
          intent={fieldState.error ? Intent.DANGER : Intent.NONE}
          helperText={fieldState.error?.message}
        >
          <HTMLSelect
            id={id}
            fill
            ref={field.ref}
            value={field.value ?? ''}
            disabled={disabled}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.currentTarget.value);
              onChanged?.(e.currentTarget.value);
            }}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
    />
  );
}
