/**
 * The types the audience graph's resolvers work on (codegen's mappers): the rows of the
 * audience-management contract as its operations answer them, and the few shapes this subgraph
 * composes from them (pages, mutation results).
 */
import type {
  AudienceCreateErrorDto,
  AudienceDto,
  AudienceTimelineDto as ContractTimelineDto,
  PreviewDto,
  SegmentDto as ContractSegmentDto,
  SelectedAttributeDto,
  UnavailableBaseDto,
} from '@inca/contracts/audience-management';

export type {
  AccessRequestDto,
  AccessRequestPageDto,
  AdsAccountDto,
  AdsAccountSettingsDto,
  AdsChannelDto,
  AdsPlatformDto,
  AdsValidationDto,
  AttributeDto,
  AttributeRestrictionDto,
  AuditEntryDto,
  AudienceCreateErrorDto,
  AudienceDto,
  AudienceFormSegmentDto,
  AudienceFrequencyDto,
  AudienceRunDto,
  AudienceStateDto,
  AudienceTrackDto,
  BillingRowDto,
  CatalogueDto,
  CompanyConfigurationDto,
  CompanyDto,
  CompanyFlagChangeDto,
  CompanyFlagsDto,
  CompanyRefDto,
  CompanyRestrictionDto,
  CouponDayStatsDto,
  CouponRowDto,
  CouponTimelineDto,
  CrossTableDefinitionDto,
  EmbeddedSegmentDto,
  ExceptionAccessDto,
  FlagValue,
  IdentifierQualityDto,
  MailMessageDto,
  MailPageDto,
  MatchPredictionDto,
  MatchShapeDto,
  Num,
  PreviewDto,
  QualityReportDto,
  RequestableSegmentDto,
  SegmentMergeUseDto,
  SegmentOptionDto,
  SegmentRequestDto,
  SegmentShareDto,
  SegmentTypeDto,
  SelectedAttributeDto,
  TalonOneApplicationDto,
  TalonOneCampaignDto,
  TalonOneCouponCampaignDto,
  UnavailableBaseDto,
  ViewerDto,
} from '@inca/contracts/audience-management';

export type CompanyShareDto = PreviewDto['segment_company_percentage'][number];

/**
 * A segment as the service presents it; `partial` is set by this subgraph when only an audience
 * row's embedded segment is known (code, name, type, owner, size, shared): other fields load it by code.
 */
export type SegmentDto = ContractSegmentDto & { partial?: true };
export type SegmentPageDto = { rows: SegmentDto[]; total: number; page: number; pageSize: number };
export type DuplicateSegmentResultDto = { message: string; code: string };

/** A stored definition as the graph shows it: attributes always a list, a preview only once counted. */
export type DefinitionDto = {
  type_name?: string;
  attributes: SelectedAttributeDto[];
  preview?: PreviewDto;
  unavailable_bases: UnavailableBaseDto[];
};

/** A timeline entry; `platform` is set by this subgraph: the platform whose match shape applies. */
export type AudienceTimelineDto = ContractTimelineDto & { platform?: string };
export type AudiencePageDto = { rows: AudienceDto[]; total: number; page: number; pageSize: number };
export type AudienceTimelinePageDto = { rows: AudienceTimelineDto[]; total: number; page: number; pageSize: number };

/** A Salesforce automation flow as the subgraph resolves it. */
export type SalesforceAutomationDto = { id: string; name: string; audience_name: string };
export type CreateAudiencesResultDto = { created: AudienceDto[]; errors: AudienceCreateErrorDto[] };
export type AudienceActionResultDto = { message: string; audience: AudienceDto };
export type BulkUpdateResultDto = { updatedCount: number; message: string; audiences: AudienceDto[] };
export type SalesforceAutomationResultDto = { message: string; automation: SalesforceAutomationDto };
