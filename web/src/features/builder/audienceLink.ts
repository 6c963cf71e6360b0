import { isRole, segmentOfferedForAudience } from '@inca/domain';
import type { AudienceSegmentType } from '../../__generated__/graphql.ts';
import { pathTo } from '../../navigation/routes.ts';
import type { ShellViewer } from '../../session/viewer.ts';

type SavedSegment = {
  code: string;
  shared: boolean;
  ownerCompany: { code: string };
  definition: { typeName?: AudienceSegmentType | null };
};

/**
 * Where 'Crear audiencia' leads from a saved segment: the audience form with the company, segment
 * type and segment chosen (route query parameters). The company is the segment's owner for those
 * who choose a company (admin, steward, retail analyst), else the viewer's own. Undefined when the
 * form would not offer the segment (§6), so the button is not shown.
 */
export function newAudiencePath(viewer: ShellViewer, segment: SavedSegment): string | undefined {
  const identity = { roles: viewer.roles.map((r) => r.toLowerCase()).filter(isRole), companyCode: viewer.company.code };
  const company = viewer.seesCompanyColumn ? segment.ownerCompany.code : viewer.company.code;
  if (
    !segmentOfferedForAudience(identity, company, { ownerCompanyCode: segment.ownerCompany.code, sharedWithOtherCompany: segment.shared })
  )
    return undefined;
  const query: Record<string, string> = { company, segment: segment.code };
  if (segment.definition.typeName) query.type = segment.definition.typeName;
  return pathTo('new_audience', {}, query);
}
