import type { AudienceForFormQuery } from '../../../../__generated__/graphql.ts';
import { SEGMENT_TYPES, emptyAudienceForm, type AudienceFormMode, type AudienceFormValues } from './audienceForm.ts';
import { googleAudienceTypeFor } from './formBehaviour.ts';

export type SavedAudience = AudienceForFormQuery['audience'];

/**
 * The values the form opens with: a saved audience as stored, or a new one for the viewer's company
 * (the list's links may name a company, a segment type and a segment in the query).
 */
export function initialAudienceValues(
  mode: AudienceFormMode,
  saved: SavedAudience | undefined,
  viewerCompany: string,
  query: URLSearchParams,
): AudienceFormValues {
  if (mode === 'create' || !saved) {
    const type = query.get('type');
    const segmentType = (SEGMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as AudienceFormValues['segmentType']) : '';
    const values = emptyAudienceForm(query.get('company') || viewerCompany);
    return {
      ...values,
      segmentType,
      segmentCode: query.get('segment') ?? '',
      google: { ...values.google, audienceType: googleAudienceTypeFor(segmentType) },
    };
  }
  return {
    companyCode: saved.company.code,
    segmentType: saved.segment.definition.typeName ?? '',
    segmentCode: saved.segment.code,
    name: saved.name,
    description: saved.description,
    startDate: saved.startDate,
    endDate: saved.endDate,
    frequency: saved.frequency,
    updateDay: saved.updateDay === null || saved.updateDay === undefined ? '' : String(saved.updateDay),
    adsAccountCode: saved.adsAccount.technicalName,
    recipients: [...saved.recipients],
    platforms: [saved.platform.code],
    google: { audienceType: saved.google?.audienceType ?? '', appIdType: saved.google?.appIdType ?? '', appId: saved.google?.appId ?? '' },
    salesforce: saved.salesforceAutomation ? { ...saved.salesforceAutomation } : null,
    talonOne: { applicationId: saved.talonOne?.applicationId ?? '', campaignId: saved.talonOne?.campaignId ?? '' },
    adobe: { dataset: saved.adobe?.dataset ?? '', table: saved.adobe?.table ?? '', flagVariable: saved.adobe?.flagVariable ?? '' },
  };
}
