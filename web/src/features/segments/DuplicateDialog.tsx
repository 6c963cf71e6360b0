import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { SEGMENT_NAME_PREFIX, defaultDuplicateName, duplicateNameError } from '@inca/domain';
import { graphQLErrorOf } from '../../apollo/errors.ts';
import { showError, showSuccess } from '../../ui/toaster.ts';
import { DUPLICATE_SEGMENT } from './graphql.ts';

type Props = { segment: { code: string; name: string }; domain: string; onClose: () => void; onDone: () => void };

/** Copy a segment under a new name: INCA_ is fixed, the default starts with the user's domain (§2.3, §5). */
export function DuplicateDialog({ segment, domain, onClose, onDone }: Props) {
  const [name, setName] = useState(defaultDuplicateName(domain));
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [duplicate, { loading }] = useMutation(DUPLICATE_SEGMENT, { context: { quietErrors: true } });
  const error = serverError ?? (touched ? duplicateNameError(name) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    setServerError(undefined);
    if (duplicateNameError(name)) return;
    try {
      await duplicate({ variables: { code: segment.code, name: name.trim() } });
      showSuccess('Segmento duplicado');
      onDone();
    } catch (e) {
      const coded = graphQLErrorOf(e);
      if (coded && (coded.code === 'BAD_USER_INPUT' || coded.code === 'CONFLICT')) setServerError(coded.message);
      else showError('No se pudo duplicar el Segmento.');
    }
  }

  return (
    <Dialog isOpen onClose={onClose} title="Duplicar segmento" icon="duplicate" style={{ width: 520 }}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>
            Se creará una copia de <strong>{segment.name}</strong> para su empresa.
          </p>
          <FormGroup label="Nombre del nuevo segmento" labelFor="dup-name" intent={error ? Intent.DANGER : Intent.NONE} helperText={error ?? 'Entre 3 y 50 caracteres.'}>
            <InputGroup
              id="dup-name"
              autoFocus
              value={name}
              maxLength={60}
              intent={error ? Intent.DANGER : Intent.NONE}
              leftElement={<Tag minimal>{SEGMENT_NAME_PREFIX}</Tag>}
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
              <Button text="Cancelar" onClick={onClose} />
              <Button type="submit" intent={Intent.PRIMARY} text="Duplicar" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
