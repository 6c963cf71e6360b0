import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { SEGMENT_NAME_PREFIX, defaultDuplicateName, duplicateNameError } from '@inca/domain';
import { segments as t } from '../../../i18n/segments.ts';
import { PrefixTag } from '../../../ui/PrefixTag.tsx';
import { useDuplicateSegment } from '../hooks/useDuplicateSegment.ts';

type Props = { segment: { code: string; name: string }; domain: string; onClose: () => void };

/** Copy a segment under a new name: INCA_ is fixed, the default starts with the user's domain (§2.3, §5). */
export function DuplicateSegmentDialog({ segment, domain, onClose }: Props) {
  const [name, setName] = useState(defaultDuplicateName(domain));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const { duplicate, duplicating } = useDuplicateSegment();
  const error = serverError ?? (touched ? duplicateNameError(name) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setServerError(undefined);
    if (duplicateNameError(name)) return;
    const result = await duplicate(segment.code, name);
    if (result.ok) onClose();
    else if (result.fieldError) setServerError(result.fieldError);
  }

  return (
    <Dialog isOpen onClose={onClose} title={t.duplicate.title} icon="duplicate" style={{ width: 520 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>
            {t.duplicate.intro} <strong>{segment.name}</strong> {t.duplicate.introEnd}
          </p>
          <FormGroup
            label={t.duplicate.name}
            labelFor="dup-name"
            intent={error ? Intent.DANGER : Intent.NONE}
            helperText={error ?? t.duplicate.nameHelp}
          >
            <InputGroup
              id="dup-name"
              autoFocus
              value={name}
              maxLength={60}
              intent={error ? Intent.DANGER : Intent.NONE}
              leftElement={<PrefixTag>{SEGMENT_NAME_PREFIX}</PrefixTag>}
              onValueChange={(v) => {
                setName(v);
                setTouched(true);
                setServerError(undefined);
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t.duplicate.cancel} onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t.duplicate.submit} loading={duplicating} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
