import { FormGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  /** The first option, chosen when the value is empty (e.g. 'Elegir tipo'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** Marks the field as required with a star. */
  required?: boolean;
};

/** A react-hook-form select: label, options and the field's error below it. */
export function SelectField<T extends FieldValues>({ control, name, id, label, placeholder, options, required }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormGroup
          label={label}
          labelFor={id}
          labelInfo={required ? '*' : undefined}
          intent={fieldState.error ? Intent.DANGER : Intent.NONE}
          helperText={fieldState.error?.message}
        >
          <HTMLSelect id={id} fill value={field.value ?? ''} onBlur={field.onBlur} onChange={(e) => field.onChange(e.currentTarget.value)}>
            <option value="">{placeholder}</option>
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
