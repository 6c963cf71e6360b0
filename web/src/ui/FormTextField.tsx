import { FormGroup, InputGroup, Intent, TextArea } from '@blueprintjs/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

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
};

/** A react-hook-form text field: label, input and the field's error message below it. */
export function FormTextField<T extends FieldValues>({ control, name, id, label, disabled, multiline = false, maxLength, prefix }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const intent = fieldState.error ? Intent.DANGER : Intent.NONE;
        return (
          <FormGroup label={label} labelFor={id} intent={intent} helperText={fieldState.error?.message}>
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
                onChange={(e) => field.onChange(e.currentTarget.value)}
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
                onValueChange={field.onChange}
                leftElement={prefix ? <FormPrefix text={prefix} /> : undefined}
              />
            )}
          </FormGroup>
        );
      }}
    />
  );
}

/**
 * The fixed prefix inside an input. A plain line-height span rather than a Tag: a Tag's tight line
 * box clips the underscore of 'INCA_'.
 */
function FormPrefix({ text }: { text: string }) {
  return (
    <span
      data-testid="form-prefix"
      className="bp6-text-muted"
      style={{ display: 'inline-block', lineHeight: '30px', padding: '0 1px 0 8px', whiteSpace: 'nowrap' }}
    >
      {text}
    </span>
  );
}
