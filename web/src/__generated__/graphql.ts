/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** An ads account of a company: the credentials under which audiences are published. */
export type AdsAccount = {
  __typename?: 'AdsAccount';
  /** Name shown to users. */
  businessName: Scalars['String']['output'];
  /** E-mail of the IT manager to contact when a platform API is down. */
  itManagerEmail?: Maybe<Scalars['String']['output']>;
  /** Platforms this account may publish to. */
  platforms: Array<Platform>;
  /** Technical name used as the account code. */
  technicalName: Scalars['ID']['output'];
};

/** A customer attribute the builder offers. */
export type Attribute = {
  __typename?: 'Attribute';
  businessName: Scalars['String']['output'];
  category: Scalars['String']['output'];
  dependent: Array<AttributeDependency>;
  groupName?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  max?: Maybe<Scalars['Int']['output']>;
  /** Lowest and highest bound for RANGE and INPUT_COMPARE. */
  min?: Maybe<Scalars['Int']['output']>;
  options: Array<AttributeOption>;
  requiredAnd: Array<Scalars['Int']['output']>;
  requiredOr: Array<Scalars['Int']['output']>;
  technicalName: Scalars['String']['output'];
  type: AttributeType;
};

export type AttributeCategory = {
  __typename?: 'AttributeCategory';
  attributes: Array<Attribute>;
  name: Scalars['String']['output'];
};

export type AttributeDependency = {
  __typename?: 'AttributeDependency';
  /** The attribute that becomes required. */
  attributeId: Scalars['Int']['output'];
  /** True when any one of the or-dependencies suffices. */
  orCondition: Scalars['Boolean']['output'];
};

export type AttributeOption = {
  __typename?: 'AttributeOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['Int']['output']>;
  tooltip?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** How an attribute is chosen in the builder. */
export type AttributeType =
  | 'BOOLEAN'
  | 'INPUT_COMPARE'
  /** Several bits of a bitmask column; any chosen bit matches. */
  | 'MASKED_MULTI_SELECT'
  | 'MULTI_SELECT'
  | 'RANGE'
  | 'SELECT'
  /** One option standing for a band of a numeric column. */
  | 'SELECT_RANGE';

/** Whether a segment targets contact data or advertising ids. */
export type AudienceSegmentType =
  | 'SEGMENT_ADVERTISING'
  | 'SEGMENT_CONTACT';

/** A company (organisation) of the group, identified by its three-digit code (032 corporate, 022 retail). */
export type Company = {
  __typename?: 'Company';
  /** Ads accounts registered for this company, with the platforms each enables. */
  adsAccounts: Array<AdsAccount>;
  /** Short name shown in selectors. */
  alias: Scalars['String']['output'];
  /** Three-digit company code, e.g. 032. */
  code: Scalars['ID']['output'];
  /** E-mail domain of the company's staff; its first label prefixes new segment names. */
  domain: Scalars['String']['output'];
  /** The nine feature flags of this company; null when the viewer may not see them. */
  flags?: Maybe<CompanyFlags>;
  /** Number of AI images generated for this company's audiences that are still kept. */
  imageCount: Scalars['Int']['output'];
  /** Full company name. */
  name: Scalars['String']['output'];
};

/** Per-company feature switches, each on or off. */
export type CompanyFlags = {
  __typename?: 'CompanyFlags';
  /** Data stewards may approve access requests. */
  approveRequestData: Scalars['Boolean']['output'];
  /** The Google Ads audience type may be chosen. */
  editAudienceTypeGoogle: Scalars['Boolean']['output'];
  /** Segments that already feed audiences may be edited. */
  editSegment: Scalars['Boolean']['output'];
  /** AI image generation is enabled. */
  gptImages: Scalars['Boolean']['output'];
  /** Retail purchase-prediction attributes may be used. */
  retailPurchasePrediction: Scalars['Boolean']['output'];
  /** Ads keys are kept separately per platform. */
  separatedKeyAds: Scalars['Boolean']['output'];
  /** Segments may be shared. */
  shareAction: Scalars['Boolean']['output'];
  /** Talon.One coupon campaigns are enabled. */
  talononeCoupons: Scalars['Boolean']['output'];
  /** Talon.One uses the user id as identifier. */
  userIdTalonone: Scalars['Boolean']['output'];
};

export type CompanyShare = {
  __typename?: 'CompanyShare';
  company: Company;
  count: Scalars['Float']['output'];
  percentage: Scalars['Float']['output'];
};

/** A comparison for INPUT_COMPARE attributes. */
export type CompareSymbol =
  | 'EQ'
  | 'GE'
  | 'GT'
  | 'LE'
  | 'LT';

export type DeleteSegmentResult = {
  __typename?: 'DeleteSegmentResult';
  code: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type DuplicateSegmentResult = {
  __typename?: 'DuplicateSegmentResult';
  message: Scalars['String']['output'];
  segment: Segment;
};

export type MergeInput = {
  mergeType?: InputMaybe<MergeType>;
  segmentA?: InputMaybe<Scalars['ID']['input']>;
  segmentB?: InputMaybe<Scalars['ID']['input']>;
};

/** How two segments combine. */
export type MergeType =
  | 'DIFFERENCE'
  | 'INTERSECTION'
  | 'UNION';

export type MergeTypeOption = {
  __typename?: 'MergeTypeOption';
  label: Scalars['String']['output'];
  value: MergeType;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Creates an attribute or merge segment; the selection must equal the previewed one. */
  createSegment: Segment;
  /** Deletes a segment no audience uses. */
  deleteSegment: DeleteSegmentResult;
  /** Copies a segment under a new name (3 to 50 characters; INCA_ is added) for the viewer's company. */
  duplicateSegment: DuplicateSegmentResult;
  /** Recounts a saved segment now (its counts and last process date refresh). */
  evaluateSegment: Segment;
  /** Counts a selection or a merge in the warehouse. */
  previewSegment: SegmentPreview;
  /** Shares a segment with a user (who must hold audience_user or audience_analyst) or a company. */
  shareSegment: Segment;
  /** Removes a share. */
  unshareSegment: Segment;
  /** Saves an edited attribute or merge segment under the same code. */
  updateSegment: Segment;
};


export type MutationCreateSegmentArgs = {
  input: SaveSegmentInput;
};


export type MutationDeleteSegmentArgs = {
  code: Scalars['ID']['input'];
};


export type MutationDuplicateSegmentArgs = {
  code: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationEvaluateSegmentArgs = {
  code: Scalars['ID']['input'];
};


export type MutationPreviewSegmentArgs = {
  input: SegmentPreviewInput;
};


export type MutationShareSegmentArgs = {
  code: Scalars['ID']['input'];
  input: ShareSegmentInput;
};


export type MutationUnshareSegmentArgs = {
  code: Scalars['ID']['input'];
  sharingId: Scalars['ID']['input'];
};


export type MutationUpdateSegmentArgs = {
  code: Scalars['ID']['input'];
  input: SaveSegmentInput;
};

/** An advertising platform an audience can be published to. */
export type Platform =
  /** Adobe Experience Platform. */
  | 'ADOBE'
  /** Criteo. */
  | 'CRITEO'
  /** Meta (Facebook) Ads. */
  | 'FBK'
  /** Google Ads. */
  | 'GADS'
  /** Salesforce Marketing Cloud. */
  | 'SALESFORCE'
  /** Talon.One. */
  | 'TALONONE'
  /** TikTok Ads. */
  | 'TIKTOK';

export type Query = {
  __typename?: 'Query';
  /** Every company of the group, to choose whom to share a segment with. */
  companies: Array<Company>;
  /** Segments that can be merged, of a type. */
  mergeOptions: Array<SegmentOption>;
  /** Tables and views the viewer may use for cross-table segments. */
  myTables: Array<TableAccess>;
  /** Reports of a module (default audience-management-campaign), newest first. */
  reports: Array<Report>;
  /** One segment; NOT_FOUND when it does not exist or the viewer may not see it. */
  segment: Segment;
  /** Attributes a company may use to build segments. */
  segmentCatalogue: SegmentCatalogue;
  /** Every segment type. */
  segmentTypes: Array<SegmentType>;
  /** Segments the viewer may see, filtered, sorted (default last process date, newest first) and paged (default 10 a page, at most 5000). */
  segments: SegmentPage;
  /** True when the user holds the role (used to warn before sharing). */
  userHasRole: Scalars['Boolean']['output'];
  /** Every variable type campaigns can use. */
  variableTypes: Array<VariableType>;
  /** The person signed in. */
  viewer: Viewer;
};


export type QueryMergeOptionsArgs = {
  type: AudienceSegmentType;
};


export type QueryReportsArgs = {
  module?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySegmentArgs = {
  code: Scalars['ID']['input'];
};


export type QuerySegmentCatalogueArgs = {
  companyCode: Scalars['ID']['input'];
};


export type QuerySegmentsArgs = {
  filter?: InputMaybe<SegmentFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SegmentSort>;
};


export type QueryUserHasRoleArgs = {
  email: Scalars['String']['input'];
  role: Role;
};

/** An embedded analytics report registered in report management. */
export type Report = {
  __typename?: 'Report';
  /** True when every user may open it. */
  allPermission: Scalars['Boolean']['output'];
  /** Stable code of the report. */
  code: Scalars['String']['output'];
  /** Creation time, ISO 8601. */
  createdDate: Scalars['String']['output'];
  /** What the report shows. */
  description: Scalars['String']['output'];
  /** Report id. */
  id: Scalars['ID']['output'];
  /** Module the report belongs to, e.g. audience-management-campaign. */
  module: Scalars['String']['output'];
  /** Title shown in lists and menus. */
  title: Scalars['String']['output'];
  /** Hosting product. */
  type: ReportType;
  /** Last update time, ISO 8601. */
  updatedDate: Scalars['String']['output'];
};

/** Where an embedded report is hosted. */
export type ReportType =
  /** Google Looker Studio. */
  | 'LOOKERSTUDIO'
  /** Microsoft Power BI. */
  | 'POWERBI';

/** A role a person holds in the audience platform. A retail analyst is an AUDIENCE_ANALYST of company 022. */
export type Role =
  /** Audience administrator: works across every company. */
  | 'AUDIENCE_ADMIN'
  /** Audience analyst: builds segments and audiences for their company and its access list. */
  | 'AUDIENCE_ANALYST'
  /** Audience user: works with their own company's segments and audiences. */
  | 'AUDIENCE_USER'
  /** Organisation data steward (org data management): works across the companies in their access list. */
  | 'ORG_DATA_MANAGEMENT';

export type SaveSegmentInput = {
  attributes?: InputMaybe<Array<SelectedAttributeInput>>;
  companyCode: Scalars['ID']['input'];
  description: Scalars['String']['input'];
  merge?: InputMaybe<MergeInput>;
  name: Scalars['String']['input'];
  previewId?: InputMaybe<Scalars['ID']['input']>;
  typeName?: InputMaybe<AudienceSegmentType>;
};

/** A customer segment: a saved selection of customers that can feed audiences. */
export type Segment = {
  __typename?: 'Segment';
  /** Audiences that use the segment. */
  audiences: Array<SegmentAudience>;
  /** The viewer may delete it. */
  canDelete: Scalars['Boolean']['output'];
  /** The viewer may duplicate it. */
  canDuplicate: Scalars['Boolean']['output'];
  /** The viewer may edit it now. */
  canEdit: Scalars['Boolean']['output'];
  /** The viewer may share it. */
  canShare: Scalars['Boolean']['output'];
  /** Segment code. */
  code: Scalars['ID']['output'];
  /** E-mail of its creator. */
  createdBy: Scalars['String']['output'];
  /** Creation time, ISO 8601. */
  createdDate: Scalars['String']['output'];
  /** What defines the segment (attribute selection or merge). */
  definition: SegmentDefinition;
  /** What the segment holds. */
  description: Scalars['String']['output'];
  /** Why editing is blocked, when it is (audiences use the segment); null otherwise. */
  editBlockedReason?: Maybe<Scalars['String']['output']>;
  /** The viewer sees the edit action. */
  editVisible: Scalars['Boolean']['output'];
  /** Last time its counts were processed, ISO 8601. */
  lastProcessDate: Scalars['String']['output'];
  /** Business name (starts with INCA_). */
  name: Scalars['String']['output'];
  /** Audiences created from the segment. */
  numAudiences: Scalars['Int']['output'];
  /** Company that owns the segment. */
  ownerCompany: Company;
  /** Approved data-access requests for this segment that the viewer may see. */
  requestDetails: Array<SegmentRequest>;
  /** True when reached through an approved data-access request of the viewer's company: view and request details only. */
  requested: Scalars['Boolean']['output'];
  /** Screen that views and edits it. */
  screen: SegmentScreen;
  /** True when shared with a user or a company. */
  shared: Scalars['Boolean']['output'];
  /** Current shares; FORBIDDEN unless the viewer may share it. */
  shares: Array<SegmentShare>;
  /** Segment type. */
  type: SegmentType;
  /** Unique customers in the segment. */
  uniqueUsers: Scalars['Float']['output'];
};

/** An audience built from a segment, as the segment list shows it. */
export type SegmentAudience = {
  __typename?: 'SegmentAudience';
  /** Company name of the audience. */
  companyName: Scalars['String']['output'];
  /** Audience code on our side. */
  customAudienceId: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** End date, YYYY-MM-DD. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Update frequency (1_DAY, 1_WEEK, 1_MONTH). */
  frequency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastProcessDate?: Maybe<Scalars['String']['output']>;
  /** Matched users reported by the platform. */
  matchCount: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  platform: Platform;
  /** Rows sent to the platform. */
  sourceFileRowCount: Scalars['Float']['output'];
  /** Start date, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Assignment status code, e.g. P_OK. */
  statusCode: Scalars['String']['output'];
  statusDate: Scalars['String']['output'];
  updateDateNumber?: Maybe<Scalars['Int']['output']>;
};

export type SegmentCatalogue = {
  __typename?: 'SegmentCatalogue';
  categories: Array<AttributeCategory>;
  mergeTypes: Array<MergeTypeOption>;
};

export type SegmentDefinition = {
  __typename?: 'SegmentDefinition';
  /** Attribute selection (attribute segments). */
  attributes: Array<SelectedAttribute>;
  mergeType?: Maybe<MergeType>;
  /** Counts of the last preview or evaluation. */
  preview?: Maybe<SegmentPreview>;
  /** The merged segments (merge segments). */
  segmentA?: Maybe<Segment>;
  segmentB?: Maybe<Segment>;
  typeName?: Maybe<AudienceSegmentType>;
};

/** Filters of the segment list; dates are YYYY-MM-DD, inclusive, in Chilean time. */
export type SegmentFilter = {
  companyCodes?: InputMaybe<Array<Scalars['ID']['input']>>;
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  createdTo?: InputMaybe<Scalars['String']['input']>;
  modifiedFrom?: InputMaybe<Scalars['String']['input']>;
  modifiedTo?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only segments reached through approved data-access requests ('por solicitud de datos'). */
  requestedOnly?: InputMaybe<Scalars['Boolean']['input']>;
  shared?: InputMaybe<SharedFilter>;
  typeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type SegmentOption = {
  __typename?: 'SegmentOption';
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A page of segments and how many match in all. */
export type SegmentPage = {
  __typename?: 'SegmentPage';
  nodes: Array<Segment>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Reach of a selection before saving. */
export type SegmentPreview = {
  __typename?: 'SegmentPreview';
  companyPercentages: Array<CompanyShare>;
  contactByCompany: Array<CompanyShare>;
  contactRestrictedByCompany: Array<CompanyShare>;
  /** Fewer than 600,000 contactable customers. */
  lowContactable: Scalars['Boolean']['output'];
  /** Pass it back when saving: the save must match this preview. */
  previewId: Scalars['ID']['output'];
  uniqueUsers: Scalars['Float']['output'];
  uniqueUsersWithAdvertising: Scalars['Float']['output'];
  uniqueUsersWithContact: Scalars['Float']['output'];
  uniqueUsersWithContactRestricted: Scalars['Float']['output'];
};

export type SegmentPreviewInput = {
  attributes?: InputMaybe<Array<SelectedAttributeInput>>;
  companyCode: Scalars['ID']['input'];
  merge?: InputMaybe<MergeInput>;
};

/** An approved data-access request through which a company uses another company's segment. */
export type SegmentRequest = {
  __typename?: 'SegmentRequest';
  createdDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  requestedBy: Scalars['String']['output'];
  requestingCompany: Company;
  reviewedBy?: Maybe<Scalars['String']['output']>;
  reviewedDate?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** Which screen opens a segment: by type id, 1 and 4 the cross-table screen, 2 the segment screen, any other the merge screen. */
export type SegmentScreen =
  | 'CROSS_TABLE'
  | 'MERGE_SEGMENT'
  | 'SEGMENT';

/** A share of a segment with a user or a company. */
export type SegmentShare = {
  __typename?: 'SegmentShare';
  /** The company shared with (the user's company for a user). */
  company: Company;
  /** Who shared it. */
  createdBy: Scalars['String']['output'];
  /** When, ISO 8601. */
  createdDate: Scalars['String']['output'];
  /** Sharing id. */
  id: Scalars['ID']['output'];
  /** USER or COMPANY. */
  type: ShareTargetType;
  /** The user's e-mail, or the company code. */
  value: Scalars['String']['output'];
};

export type SegmentSort = {
  field: SegmentSortField;
  order: SortOrder;
};

export type SegmentSortField =
  | 'COMPANY'
  | 'CREATED_DATE'
  | 'LAST_PROCESS_DATE'
  | 'NAME'
  | 'NUM_AUDIENCES'
  | 'TYPE'
  | 'UNIQUE_USERS';

/** A kind of segment (id 1 cross table, 2 contact segment, 3 merge, 4 sandbox, 5 advertising segment). */
export type SegmentType = {
  __typename?: 'SegmentType';
  /** Type id. */
  id: Scalars['Int']['output'];
  /** Spanish label shown in lists and filters. */
  label: Scalars['String']['output'];
  /** Stable name, e.g. SEGMENT_CONTACT. */
  name: Scalars['String']['output'];
};

/** A selected attribute: values for (masked) multi-selects, value for boolean ('1'/'0'), select and select-range, lower/upper for ranges, value and symbol for compares. */
export type SelectedAttribute = {
  __typename?: 'SelectedAttribute';
  id: Scalars['Int']['output'];
  lower?: Maybe<Scalars['Int']['output']>;
  symbol?: Maybe<CompareSymbol>;
  upper?: Maybe<Scalars['Int']['output']>;
  value?: Maybe<Scalars['String']['output']>;
  values?: Maybe<Array<Scalars['String']['output']>>;
};

export type SelectedAttributeInput = {
  id: Scalars['Int']['input'];
  lower?: InputMaybe<Scalars['Int']['input']>;
  symbol?: InputMaybe<CompareSymbol>;
  upper?: InputMaybe<Scalars['Int']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type ShareSegmentInput = {
  /** Company shared with (type COMPANY), or the user's company (type USER). */
  companyCode?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail of the user (type USER). */
  email?: InputMaybe<Scalars['String']['input']>;
  type: ShareTargetType;
};

/** Whom a segment is shared with. */
export type ShareTargetType =
  | 'COMPANY'
  | 'USER';

/** Shared filter of the segment list. */
export type SharedFilter =
  | 'ALL'
  | 'NOT_SHARED'
  | 'SHARED';

export type SortOrder =
  | 'ASC'
  | 'DESC';

/** A warehouse table or view the viewer has been granted access to. */
export type TableAccess = {
  __typename?: 'TableAccess';
  /** Dataset id of the table. */
  datasetId: Scalars['String']['output'];
  /** What the table holds. */
  description: Scalars['String']['output'];
  /** Data domain the table belongs to. */
  domain: Scalars['String']['output'];
  /** True when the object is a view. */
  isView: Scalars['Boolean']['output'];
  /** Number of rows. */
  numRows: Scalars['Float']['output'];
  /** Table or view id. */
  objectId: Scalars['String']['output'];
  /** When the viewer's access ends, ISO 8601 date; null if it does not expire. */
  permissionExpirationDate?: Maybe<Scalars['String']['output']>;
  /** Project id of the table. */
  projectId: Scalars['String']['output'];
  /** Resource name of the table or view. */
  relativeResourceName: Scalars['ID']['output'];
};

/** A kind of campaign variable; it decides which capabilities a variable may have. */
export type VariableType = {
  __typename?: 'VariableType';
  /** Variable type id (1 NUMBER, 2 TXT, 3 SELECT, 5 DATETIME, 7 TABLA). */
  id: Scalars['ID']['output'];
  /** Variable type name. */
  name: Scalars['String']['output'];
};

/** The person signed in. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Companies the viewer may work with: every organisation for an admin, the access list for stewards and analysts, otherwise the own company. */
  accessibleCompanies: Array<Company>;
  /** The viewer's own company. */
  company: Company;
  /** Sign-in e-mail. */
  email: Scalars['String']['output'];
  /** True for an audience analyst of the retail company (022). */
  isRetailAnalyst: Scalars['Boolean']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Roles held. */
  roles: Array<Role>;
  /** True when company columns and filters are shown (admin, steward, retail analyst). */
  seesCompanyColumn: Scalars['Boolean']['output'];
};

export type SegmentCatalogueQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
}>;


export type SegmentCatalogueQuery = { __typename?: 'Query', segmentCatalogue: { __typename?: 'SegmentCatalogue', categories: Array<{ __typename?: 'AttributeCategory', name: string, attributes: Array<{ __typename?: 'Attribute', id: number, category: string, groupName?: string | null, businessName: string, technicalName: string, type: AttributeType, min?: number | null, max?: number | null, requiredAnd: Array<number>, requiredOr: Array<number>, options: Array<{ __typename?: 'AttributeOption', id: number, value: string, name: string, tooltip?: string | null, parentId?: number | null }>, dependent: Array<{ __typename?: 'AttributeDependency', attributeId: number, orCondition: boolean }> }> }>, mergeTypes: Array<{ __typename?: 'MergeTypeOption', value: MergeType, label: string }> } };

export type PreviewFieldsFragment = { __typename?: 'SegmentPreview', previewId: string, uniqueUsers: number, uniqueUsersWithContact: number, uniqueUsersWithAdvertising: number, uniqueUsersWithContactRestricted: number, lowContactable: boolean, companyPercentages: Array<{ __typename?: 'CompanyShare', percentage: number, count: number, company: { __typename?: 'Company', code: string, name: string, alias: string } }>, contactRestrictedByCompany: Array<{ __typename?: 'CompanyShare', percentage: number, company: { __typename?: 'Company', code: string, alias: string } }> };

export type PreviewSegmentMutationVariables = Exact<{
  input: SegmentPreviewInput;
}>;


export type PreviewSegmentMutation = { __typename?: 'Mutation', previewSegment: { __typename?: 'SegmentPreview', previewId: string, uniqueUsers: number, uniqueUsersWithContact: number, uniqueUsersWithAdvertising: number, uniqueUsersWithContactRestricted: number, lowContactable: boolean, companyPercentages: Array<{ __typename?: 'CompanyShare', percentage: number, count: number, company: { __typename?: 'Company', code: string, name: string, alias: string } }>, contactRestrictedByCompany: Array<{ __typename?: 'CompanyShare', percentage: number, company: { __typename?: 'Company', code: string, alias: string } }> } };

export type CreateSegmentMutationVariables = Exact<{
  input: SaveSegmentInput;
}>;


export type CreateSegmentMutation = { __typename?: 'Mutation', createSegment: { __typename?: 'Segment', code: string, name: string } };

export type UpdateSegmentMutationVariables = Exact<{
  code: Scalars['ID']['input'];
  input: SaveSegmentInput;
}>;


export type UpdateSegmentMutation = { __typename?: 'Mutation', updateSegment: { __typename?: 'Segment', code: string, name: string } };

export type SegmentForBuilderQueryVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type SegmentForBuilderQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, ownerCompany: { __typename?: 'Company', code: string, alias: string }, definition: { __typename?: 'SegmentDefinition', typeName?: AudienceSegmentType | null, mergeType?: MergeType | null, segmentA?: { __typename?: 'Segment', code: string, name: string } | null, segmentB?: { __typename?: 'Segment', code: string, name: string } | null, attributes: Array<{ __typename?: 'SelectedAttribute', id: number, values?: Array<string> | null, value?: string | null, lower?: number | null, upper?: number | null, symbol?: CompareSymbol | null }>, preview?: { __typename?: 'SegmentPreview', previewId: string, uniqueUsers: number, uniqueUsersWithContact: number, uniqueUsersWithAdvertising: number, uniqueUsersWithContactRestricted: number, lowContactable: boolean, companyPercentages: Array<{ __typename?: 'CompanyShare', percentage: number, count: number, company: { __typename?: 'Company', code: string, name: string, alias: string } }>, contactRestrictedByCompany: Array<{ __typename?: 'CompanyShare', percentage: number, company: { __typename?: 'Company', code: string, alias: string } }> } | null } } };

export type MergeOptionsQueryVariables = Exact<{
  type: AudienceSegmentType;
}>;


export type MergeOptionsQuery = { __typename?: 'Query', mergeOptions: Array<{ __typename?: 'SegmentOption', code: string, name: string }> };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, imageCount: number }>, company: { __typename?: 'Company', code: string, flags?: { __typename?: 'CompanyFlags', shareAction: boolean, gptImages: boolean, talononeCoupons: boolean, editSegment: boolean } | null, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }> } }, variableTypes: Array<{ __typename?: 'VariableType', id: string, name: string }>, reports: Array<{ __typename?: 'Report', id: string, title: string, type: ReportType, description: string }>, myTables: Array<{ __typename?: 'TableAccess', relativeResourceName: string, datasetId: string, objectId: string, isView: boolean, numRows: number, permissionExpirationDate?: string | null }> };

export type SegmentRowFragment = { __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, canShare: boolean, canDelete: boolean, canDuplicate: boolean, type: { __typename?: 'SegmentType', id: number, name: string, label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string } };

export type SegmentListQueryVariables = Exact<{
  filter?: InputMaybe<SegmentFilter>;
  sort?: InputMaybe<SegmentSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SegmentListQuery = { __typename?: 'Query', segments: { __typename?: 'SegmentPage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, canShare: boolean, canDelete: boolean, canDuplicate: boolean, type: { __typename?: 'SegmentType', id: number, name: string, label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string } }> } };

export type SegmentListOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SegmentListOptionsQuery = { __typename?: 'Query', segmentTypes: Array<{ __typename?: 'SegmentType', id: number, name: string, label: string }>, viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }>, company: { __typename?: 'Company', code: string, flags?: { __typename?: 'CompanyFlags', retailPurchasePrediction: boolean } | null } }, companies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> };

export type SegmentExportQueryVariables = Exact<{
  filter?: InputMaybe<SegmentFilter>;
  sort?: InputMaybe<SegmentSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  withAudiences: Scalars['Boolean']['input'];
}>;


export type SegmentExportQuery = { __typename?: 'Query', segments: { __typename?: 'SegmentPage', totalCount: number, nodes: Array<{ __typename?: 'Segment', code: string, name: string, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, type: { __typename?: 'SegmentType', label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string }, audiences?: Array<{ __typename?: 'SegmentAudience', name: string, description: string, companyName: string, platform: Platform, statusCode: string, statusDate: string, sourceFileRowCount: number, frequency: string, updateDateNumber?: number | null, startDate: string, endDate?: string | null, lastProcessDate?: string | null, matchCount: number }> }> } };

export type SegmentSharesQueryVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type SegmentSharesQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, shares: Array<{ __typename?: 'SegmentShare', id: string, type: ShareTargetType, value: string, createdDate: string, company: { __typename?: 'Company', code: string, name: string, alias: string } }> } };

export type SegmentRequestsQueryVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type SegmentRequestsQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, requestDetails: Array<{ __typename?: 'SegmentRequest', id: string, requestedBy: string, reason: string, status: string, reviewedBy?: string | null, reviewedDate?: string | null, createdDate: string, requestingCompany: { __typename?: 'Company', code: string, alias: string, name: string } }> } };

export type UserHasRoleQueryVariables = Exact<{
  email: Scalars['String']['input'];
  role: Role;
}>;


export type UserHasRoleQuery = { __typename?: 'Query', userHasRole: boolean };

export type ShareSegmentMutationVariables = Exact<{
  code: Scalars['ID']['input'];
  input: ShareSegmentInput;
}>;


export type ShareSegmentMutation = { __typename?: 'Mutation', shareSegment: { __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, canShare: boolean, canDelete: boolean, canDuplicate: boolean, type: { __typename?: 'SegmentType', id: number, name: string, label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string } } };

export type UnshareSegmentMutationVariables = Exact<{
  code: Scalars['ID']['input'];
  sharingId: Scalars['ID']['input'];
}>;


export type UnshareSegmentMutation = { __typename?: 'Mutation', unshareSegment: { __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, canShare: boolean, canDelete: boolean, canDuplicate: boolean, type: { __typename?: 'SegmentType', id: number, name: string, label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string } } };

export type DuplicateSegmentMutationVariables = Exact<{
  code: Scalars['ID']['input'];
  name: Scalars['String']['input'];
}>;


export type DuplicateSegmentMutation = { __typename?: 'Mutation', duplicateSegment: { __typename?: 'DuplicateSegmentResult', message: string, segment: { __typename?: 'Segment', code: string, name: string } } };

export type DeleteSegmentMutationVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type DeleteSegmentMutation = { __typename?: 'Mutation', deleteSegment: { __typename?: 'DeleteSegmentResult', code: string, message: string } };

export type ShellViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellViewerQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, name: string, roles: Array<Role>, isRetailAnalyst: boolean, seesCompanyColumn: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string, domain: string } } };

export const PreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewFieldsFragment, unknown>;
export const SegmentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<SegmentRowFragment, unknown>;
export const SegmentCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dependent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"orCondition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredAnd"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentCatalogueQuery, SegmentCatalogueQueryVariables>;
export const PreviewSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewSegmentMutation, PreviewSegmentMutationVariables>;
export const CreateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSegmentMutation, CreateSegmentMutationVariables>;
export const UpdateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateSegmentMutation, UpdateSegmentMutationVariables>;
export const SegmentForBuilderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentForBuilder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"mergeType"}},{"kind":"Field","name":{"kind":"Name","value":"segmentA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"lower"}},{"kind":"Field","name":{"kind":"Name","value":"upper"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<SegmentForBuilderQuery, SegmentForBuilderQueryVariables>;
export const MergeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSegmentType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MergeOptionsQuery, MergeOptionsQueryVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareAction"}},{"kind":"Field","name":{"kind":"Name","value":"gptImages"}},{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"editSegment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variableTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const SegmentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<SegmentListQuery, SegmentListQueryVariables>;
export const SegmentListOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentListOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retailPurchasePrediction"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]} as unknown as DocumentNode<SegmentListOptionsQuery, SegmentListOptionsQueryVariables>;
export const SegmentExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withAudiences"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withAudiences"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SegmentExportQuery, SegmentExportQueryVariables>;
export const SegmentSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentSharesQuery, SegmentSharesQueryVariables>;
export const SegmentRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentRequestsQuery, SegmentRequestsQueryVariables>;
export const UserHasRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserHasRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userHasRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}]}]}}]} as unknown as DocumentNode<UserHasRoleQuery, UserHasRoleQueryVariables>;
export const ShareSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<ShareSegmentMutation, ShareSegmentMutationVariables>;
export const UnshareSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sharingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"sharingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sharingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<UnshareSegmentMutation, UnshareSegmentMutationVariables>;
export const DuplicateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateSegmentMutation, DuplicateSegmentMutationVariables>;
export const DeleteSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSegmentMutation, DeleteSegmentMutationVariables>;
export const ShellViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isRetailAnalyst"}},{"kind":"Field","name":{"kind":"Name","value":"seesCompanyColumn"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}}]} as unknown as DocumentNode<ShellViewerQuery, ShellViewerQueryVariables>;