import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Callout, Spinner, SpinnerSize } from '@blueprintjs/core';
import { graphql } from '../../../../__generated__/gql.ts';
import { audiences } from '../../../../i18n/audiences.ts';
import { CATALOGUE } from '../../../builder/graphql.ts';
import { describeValue } from '../../../builder/selection.ts';

const t = audiences.form.attributeSummary;

/** The chosen segment's definition: its owner (whose catalogue names the attributes) and what it selects. */
export const SEGMENT_ATTRIBUTE_SUMMARY = graphql(`
  query SegmentAttributeSummary($code: ID!) {
    segment(code: $code) {
      code
      ownerCompany {
        code
      }
      definition {
        attributes {
          id
          values
          value
          lower
          upper
          symbol
        }
        mergeType
        segmentA {
          code
          name
        }
        segmentB {
          code
          name
        }
      }
    }
  }
`);

type Props = { segmentCode: string };

/**
 * The summary of the chosen segment's selected attributes (§2.4), each in words as the builder's
 * selected-filters list says it: a range "20 a 30", an input compare ">= 3", a multi select (masked or
 * not) its option names, a boolean Sí/No, a select or select range the option's name.
 */
export function SegmentAttributeSummary({ segmentCode }: Props) {
  const segment = useQuery(SEGMENT_ATTRIBUTE_SUMMARY, {
    variables: { code: segmentCode },
    skip: !segmentCode,
    context: { quietErrors: true },
  });
  const owner = segment.data?.segment?.ownerCompany.code;
  const definition = segment.data?.segment?.definition;
  const hasAttributes = (definition?.attributes.length ?? 0) > 0;
  const catalogue = useQuery(CATALOGUE, {
    variables: { companyCode: owner ?? '', segmentCode },
    skip: !owner || !definition || (!hasAttributes && !definition.mergeType),
    context: { quietErrors: true },
  });

  const lines = useMemo(() => {
    if (!definition || !catalogue.data) return [];
    const byId = new Map(catalogue.data.segmentCatalogue.categories.flatMap((c) => c.attributes).map((a) => [a.id, a]));
    return definition.attributes.flatMap((selected) => {
      const attribute = byId.get(selected.id);
      return attribute ? [{ id: attribute.id, name: attribute.businessName, value: describeValue(attribute, selected) }] : [];
    });
  }, [definition, catalogue.data]);

  if (!segmentCode) return null;
  const body = (() => {
    if (segment.loading || catalogue.loading) {
      return (
        <div className="bp6-text-muted inca-row">
          <Spinner size={SpinnerSize.SMALL} /> {t.loading}
        </div>
      );
    }
    if (segment.error || catalogue.error || !definition) return <p className="bp6-text-muted">{t.failed}</p>;
    if (definition.mergeType && definition.segmentA && definition.segmentB) {
      const how = catalogue.data?.segmentCatalogue.mergeTypes.find((m) => m.value === definition.mergeType)?.label ?? definition.mergeType;
      return <p>{t.merge(definition.segmentA.name, definition.segmentB.name, how)}</p>;
    }
    if (lines.length === 0) return <p className="bp6-text-muted">{t.none}</p>;
    return (
      <>
        <p className="bp6-text-muted inca-small">{t.count(lines.length)}</p>
        <ul className="inca-list inca-attribute-summary" data-testid="segment-attribute-summary-list">
          {lines.map((line) => (
            <li key={line.id}>
              <strong>{line.name}:</strong> {line.value}
            </li>
          ))}
        </ul>
      </>
    );
  })();
  return (
    <Callout className="inca-gap" title={t.title} icon="properties" data-testid="segment-attribute-summary">
      {body}
    </Callout>
  );
}
