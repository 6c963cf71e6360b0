import { useCallback, useMemo, useState } from 'react';
import type { CampaignParamFieldsFragment, CampaignParamInput } from '../../../__generated__/graphql.ts';
import { EMPTY_VALUE, initialValues, keyOf, setValue, toInput, type ParamValue, type RulesValues } from '../rulesState.ts';

/**
 * The values on the rules page (§2.3, §4): loaded from the parameters whenever they load, edited
 * field by field (a parent's change clears its children), and compared with what the service stores
 * (`unsaved`: Enviar a proceso asks before storing it).
 */
export function useRulesValues(params: readonly CampaignParamFieldsFragment[]) {
  const [values, setValues] = useState<RulesValues>(() => initialValues(params));
  // What the service stores, as the page would send it: set when the rules load and when a save succeeds.
  const [stored, setStored] = useState<string | null>(null);
  // New parameters (loaded, or read again after a save) start the values over, in the same render.
  const [loadedFrom, setLoadedFrom] = useState(params);
  if (loadedFrom !== params) {
    setLoadedFrom(params);
    setValues(initialValues(params));
    setStored(null);
  }

  const unsaved = useMemo(
    () => JSON.stringify(toInput(params, values)) !== (stored ?? JSON.stringify(toInput(params, initialValues(params)))),
    [params, values, stored],
  );
  const change = useCallback(
    (p: CampaignParamFieldsFragment, next: ParamValue) => setValues((v) => setValue(params, v, p, next)),
    [params],
  );
  const clearParam = useCallback((p: CampaignParamFieldsFragment) => setValues((v) => setValue(params, v, p, EMPTY_VALUE)), [params]);
  const clearGroup = useCallback(
    (groupId: string) =>
      setValues((v) => params.filter((p) => p.groupId === groupId).reduce((acc, p) => setValue(params, acc, p, EMPTY_VALUE), v)),
    [params],
  );
  const chooseSegment = useCallback(
    (p: CampaignParamFieldsFragment, code: string) =>
      setValues((v) => setValue(params, v, p, { ...(v[keyOf(p)] ?? EMPTY_VALUE), value: code })),
    [params],
  );
  /** What the page sends: every parameter as it is on screen. */
  const input = useCallback((): CampaignParamInput[] => toInput(params, values), [params, values]);
  /** The service now stores `sent`. */
  const markStored = useCallback((sent: CampaignParamInput[]) => setStored(JSON.stringify(sent)), []);

  return { values, unsaved, change, clearParam, clearGroup, chooseSegment, input, markStored };
}
