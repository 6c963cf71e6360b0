import { FormGroup, Intent, TagInput } from '@blueprintjs/core';
import { parseRecipients } from '@inca/domain';
import { audiences } from '../../../../i18n/audiences.ts';

const t = audiences.form;

type Props = { value: readonly string[]; onChange: (next: string[]) => void; disabled?: boolean; error?: string };

/** The recipients (e-mails notified of the audience's runs): one tag each; the domain rule checks them. */
export function RecipientsField({ value, onChange, disabled, error }: Props) {
  return (
    <FormGroup
      label={t.recipients}
      labelFor="audience-recipients"
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ?? t.recipientsHint}
    >
      <TagInput
        values={[...value]}
        disabled={disabled}
        addOnBlur
        separator={/[,;\s]+/}
        inputProps={{ id: 'audience-recipients' }}
        intent={error ? Intent.DANGER : Intent.NONE}
        onChange={(next) => onChange([...new Set(parseRecipients(next as string[]))])}
      />
    </FormGroup>
  );
}
