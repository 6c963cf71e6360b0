import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert, Button, Callout, Card, H4, H5, HTMLTable, Icon, InputGroup, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { VARIABLE_LIMITS, moveGroupMember } from '@inca/domain';
import type { VariableFieldsFragment } from '../../../__generated__/graphql.ts';
import { variables as t } from '../../../i18n/variables.ts';
import { FormTextField } from '../../../ui/FormTextField.tsx';
import { useTracking } from '../../../analytics/useTracking.ts';
import { showError } from '../../../ui/toaster.ts';
import { useSaveVariableGroup } from '../hooks/useSaveVariableGroup.ts';
import { useVariableGroupForm } from '../hooks/useVariableGroupForm.ts';
import { useVariables } from '../hooks/useVariables.ts';
import { groupMembersProblem, variableGroupInput, variableGroupSchema, type VariableGroupValues } from '../schemas/variableGroup.ts';
import { typeLabel } from './typeLabel.ts';

const f = t.groupForm;
type Confirm = { kind: 'add' | 'remove'; variable: VariableFieldsFragment } | null;

/**
 * The group form (§2.5; a new group when the id is 0): the variables on the left (filter by code or
 * name, an arrow adds after confirmation); on the right name, priority and the group's variables,
 * numbered from 1 and ordered by dragging (or the move buttons). Moves are local until Guardar.
 */
export function GroupForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const isNew = groupId === '0';
  const all = useVariables({ refresh: false });
  const group = useVariableGroupForm(groupId);
  const { save: saveGroup, saving } = useSaveVariableGroup(groupId);
  const [members, setMembers] = useState<string[]>([]);
  const [membersError, setMembersError] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const loaded = useRef(false);
  const track = useTracking();
  useEffect(
    () => track(isNew ? 'variable_group_create' : 'variable_group_edit', { variable_group_id: isNew ? null : groupId }),
    [track, isNew, groupId],
  );

  const form = useForm<VariableGroupValues>({ resolver: zodResolver(variableGroupSchema), defaultValues: { name: '', priority: '' } });

  useEffect(() => {
    const g = group.group;
    if (loaded.current || !g) return;
    loaded.current = true;
    form.reset({ name: g.name, priority: g.priority });
    setMembers(g.members);
  }, [group.group, form]);

  const byId = useMemo(() => new Map(all.variables.map((v) => [v.id, v])), [all.variables]);
  const available = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase('es');
    return all.variables.filter(
      (v) =>
        !members.includes(v.id) &&
        (!needle || v.code.toLocaleLowerCase('es').includes(needle) || v.name.toLocaleLowerCase('es').includes(needle)),
    );
  }, [all.variables, members, search]);

  const move = (from: number, to: number) =>
    setMembers((list) =>
      moveGroupMember(
        list.map((id) => ({ id_variable: Number(id) })),
        from,
        to,
      ).map((m) => String(m.id_variable)),
    );

  const save = form.handleSubmit(
    async (values) => {
      const problem = groupMembersProblem(values, members);
      if (problem) {
        setMembersError(problem);
        return showError(problem);
      }
      if (await saveGroup(variableGroupInput(values, members))) onDone();
    },
    (errors) => {
      const first = errors.name?.message ?? errors.priority?.message;
      if (first) showError(first);
    },
  );

  if (all.loading || group.loading) {
    return (
      <div className="inca-center">
        <Spinner aria-label={t.common.loading} />
      </div>
    );
  }
  if (!isNew && !group.group)
    return <NonIdealState icon="error" title={t.messages.groupNotFound} action={<Button text={t.common.back} onClick={onDone} />} />;

  return (
    <form onSubmit={(e) => void save(e)} data-testid="group-form">
      <H4>{isNew ? f.newTitle : f.editTitle}</H4>
      <div className="inca-group-form">
        <Card className="inca-group-panel">
          <H5>{f.available}</H5>
          <InputGroup
            leftIcon="search"
            placeholder={f.filter}
            aria-label={f.filter}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <div className="inca-group-scroll">
            {available.length === 0 && <p className="bp6-text-muted inca-gap">{f.noneAvailable}</p>}
            <HTMLTable compact className="inca-fill" data-testid="group-available">
              <thead>
                <tr>
                  <th>{t.list.code}</th>
                  <th>{t.list.name}</th>
                  <th>{t.list.type}</th>
                  <th>{t.list.required}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {available.map((v) => (
                  <tr key={v.id} data-code={v.code}>
                    <td>
                      <strong>{v.code}</strong>
                    </td>
                    <td>{v.name}</td>
                    <td>{v.type ? typeLabel(v.type) : t.common.noType}</td>
                    <td>{v.required ? t.common.yes : t.common.no}</td>
                    <td className="inca-num">
                      <Button
                        variant="minimal"
                        icon="chevron-right"
                        aria-label={f.add(v.code)}
                        onClick={() => setConfirm({ kind: 'add', variable: v })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </Card>
        <Card className="inca-group-panel">
          <div className="inca-form-grid">
            <FormTextField
              control={form.control}
              name="name"
              id="gform-name"
              label={t.groups.name}
              maxLength={VARIABLE_LIMITS.groupNameMax}
            />
            <FormTextField
              control={form.control}
              name="priority"
              id="gform-priority"
              label={t.groups.priority}
              maxLength={VARIABLE_LIMITS.groupPriorityChars}
              hint={f.priorityHint}
            />
          </div>
          <H5>
            {f.inGroup} <Tag minimal>{members.length}</Tag>
          </H5>
          <p className="bp6-text-muted">{f.inGroupHint}</p>
          {membersError && members.length === 0 && (
            <Callout intent={Intent.DANGER} compact className="inca-gap">
              {membersError}
            </Callout>
          )}
          {members.length === 0 ? (
            <p className="bp6-text-muted">{f.emptyGroup}</p>
          ) : (
            <ol className="inca-group-members" data-testid="group-members">
              {members.map((id, index) => {
                const v = byId.get(id);
                const code = v?.code ?? id;
                return (
                  <li
                    key={id}
                    draggable
                    data-testid="group-member"
                    data-code={code}
                    className={`${dragging === index ? 'inca-dragging' : ''} ${over === index && dragging !== index ? 'inca-drop-target' : ''}`}
                    onDragStart={(e) => {
                      setDragging(index);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', String(index));
                    }}
                    onDragOver={(e) => {
                      e.preventDefault();
                      setOver(index);
                    }}
                    onDrop={(e) => {
                      e.preventDefault();
                      const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
                      if (Number.isInteger(from)) move(from, index);
                      setDragging(null);
                      setOver(null);
                    }}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                  >
                    <Icon icon="double-caret-vertical" className="inca-drag-handle" aria-hidden />
                    <span className="inca-member-order">{index + 1}</span>
                    <span className="inca-member-name">
                      <strong>{code}</strong> {v?.name}
                    </span>
                    <Button
                      variant="minimal"
                      size="small"
                      icon="chevron-up"
                      aria-label={f.moveUp(code)}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="chevron-down"
                      aria-label={f.moveDown(code)}
                      disabled={index === members.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      variant="minimal"
                      size="small"
                      icon="chevron-left"
                      aria-label={f.remove(code)}
                      onClick={() => v && setConfirm({ kind: 'remove', variable: v })}
                    />
                  </li>
                );
              })}
            </ol>
          )}
        </Card>
      </div>
      <div className="inca-actions inca-gap">
        <Button text={t.common.back} icon="chevron-left" onClick={onDone} />
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t.common.save} loading={saving} />
      </div>
      <Alert
        isOpen={confirm !== null}
        intent={confirm?.kind === 'remove' ? Intent.WARNING : Intent.PRIMARY}
        confirmButtonText={t.common.confirm}
        cancelButtonText={t.common.cancel}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm?.kind === 'add') {
            setMembers((list) => [...list, confirm.variable.id]);
            setMembersError(undefined);
          } else if (confirm) setMembers((list) => list.filter((id) => id !== confirm.variable.id));
          setConfirm(null);
        }}
      >
        <p>{confirm ? (confirm.kind === 'add' ? f.addQuestion(confirm.variable.code) : f.removeQuestion(confirm.variable.code)) : ''}</p>
      </Alert>
    </form>
  );
}
