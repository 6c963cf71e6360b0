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
  /** Spanish name shown in the builder. */
  businessName: Scalars['String']['output'];
  /** Category (left menu entry) it belongs to. */
  category: Scalars['String']['output'];
  /** Attributes that become required when this one is selected. */
  dependent: Array<AttributeDependency>;
  /** Group within the category it is shown under; null when ungrouped. */
  groupName?: Maybe<Scalars['String']['output']>;
  /** Attribute id (the id of a selected attribute). */
  id: Scalars['Int']['output'];
  /** Highest bound for RANGE and INPUT_COMPARE; null for other types. */
  max?: Maybe<Scalars['Int']['output']>;
  /** Lowest bound for RANGE and INPUT_COMPARE; null for other types. */
  min?: Maybe<Scalars['Int']['output']>;
  /** Choices; for RANGE and INPUT_COMPARE the lowest and highest bound. */
  options: Array<AttributeOption>;
  /** Attribute ids that must all be selected with this one. */
  requiredAnd: Array<Scalars['Int']['output']>;
  /** Attribute ids of which at least one must be selected with this one. */
  requiredOr: Array<Scalars['Int']['output']>;
  /** Stable technical name of the warehouse column it filters. */
  technicalName: Scalars['String']['output'];
  /** How it is chosen. */
  type: AttributeType;
};

/** A category of the builder's left menu and its attributes. */
export type AttributeCategory = {
  __typename?: 'AttributeCategory';
  /** Attributes of the category, in menu order. */
  attributes: Array<Attribute>;
  /** Spanish category name, e.g. Perfil. */
  name: Scalars['String']['output'];
};

/** An attribute that becomes required when another one is selected. */
export type AttributeDependency = {
  __typename?: 'AttributeDependency';
  /** The attribute that becomes required. */
  attributeId: Scalars['Int']['output'];
  /** True when any one of the or-dependencies suffices. */
  orCondition: Scalars['Boolean']['output'];
};

/** One choice of an attribute. */
export type AttributeOption = {
  __typename?: 'AttributeOption';
  /** Option id, unique within its attribute. */
  id: Scalars['Int']['output'];
  /** Spanish label shown in the builder. */
  name: Scalars['String']['output'];
  /** Value of the parent option in the attribute this one depends on (e.g. a commune's region); null when none. */
  parentId?: Maybe<Scalars['Int']['output']>;
  /** Extra explanation shown on hover; null when none. */
  tooltip?: Maybe<Scalars['String']['output']>;
  /** The value stored in a selection (for RANGE and INPUT_COMPARE the two options are the lowest and highest bound). */
  value: Scalars['String']['output'];
};

/** How an attribute is chosen in the builder. */
export type AttributeType =
  /** Yes or no ('1' or '0'). */
  | 'BOOLEAN'
  /** A number compared with the customer's value by a symbol (=, <, >, <=, >=). */
  | 'INPUT_COMPARE'
  /** Several bits of a bitmask column; any chosen bit matches. */
  | 'MASKED_MULTI_SELECT'
  /** Any number of the options; a customer matches any chosen one. */
  | 'MULTI_SELECT'
  /** A lower and an upper bound, inclusive, between the attribute's min and max. */
  | 'RANGE'
  /** Exactly one of the options. */
  | 'SELECT'
  /** One option standing for a band of a numeric column. */
  | 'SELECT_RANGE';

/** Whether a segment targets contact data or advertising ids. */
export type AudienceSegmentType =
  /** Advertising segment: customers reached by mobile advertising id; may feed Google Ads only. */
  | 'SEGMENT_ADVERTISING'
  /** Contact segment: customers reached by e-mail or phone; may feed every platform. */
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

/** One company's share of a count. */
export type CompanyShare = {
  __typename?: 'CompanyShare';
  /** The company. */
  company: Company;
  /** Customers of that company in the count. */
  count: Scalars['Float']['output'];
  /** Share of the total, in percent with two decimals (0 to 100). */
  percentage: Scalars['Float']['output'];
};

/** A comparison for INPUT_COMPARE attributes (the customer's value compared with the entered number). */
export type CompareSymbol =
  /** Equal (=). */
  | 'EQ'
  /** Greater than or equal (>=), the default. */
  | 'GE'
  /** Greater than (>). */
  | 'GT'
  /** Less than or equal (<=). */
  | 'LE'
  /** Less than (<). */
  | 'LT';

/** The outcome of deleting a segment. */
export type DeleteSegmentResult = {
  __typename?: 'DeleteSegmentResult';
  /** Code of the deleted segment. */
  code: Scalars['ID']['output'];
  /** Spanish confirmation from the service. */
  message: Scalars['String']['output'];
};

/** The outcome of duplicating a segment. */
export type DuplicateSegmentResult = {
  __typename?: 'DuplicateSegmentResult';
  /** Spanish confirmation from the service. */
  message: Scalars['String']['output'];
  /** The new copy, owned by the viewer's company. */
  segment: Segment;
};

/** The two segments of a merge and how they combine; all three are required to preview or save a merge. */
export type MergeInput = {
  /** How A and B combine. */
  mergeType?: InputMaybe<MergeType>;
  /** Code of Segmento A. */
  segmentA?: InputMaybe<Scalars['ID']['input']>;
  /** Code of Segmento B (must differ from A). */
  segmentB?: InputMaybe<Scalars['ID']['input']>;
};

/** How two segments combine. */
export type MergeType =
  /** Customers in Segment A and not in Segment B (Diferencia). */
  | 'DIFFERENCE'
  /** Customers in both Segment A and Segment B (Intersección). */
  | 'INTERSECTION'
  /** Customers in Segment A or Segment B (Unión). */
  | 'UNION';

/** A merge type as the merge screen offers it. */
export type MergeTypeOption = {
  __typename?: 'MergeTypeOption';
  /** Spanish label (Unión, Intersección, Diferencia). */
  label: Scalars['String']['output'];
  /** The merge type. */
  value: MergeType;
};

/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Creates an attribute or merge segment; the selection must equal the previewed one. */
  createSegment: Segment;
  /**
   * Deletes a segment that no audience and no merge segment uses. Otherwise CONFLICT, with
   * extensions.details.audiences (audiences using it, checked first) or extensions.details.merges
   * ([{ code, business_name }] of the merge segments using it).
   */
  deleteSegment: DeleteSegmentResult;
  /** Copies a segment under a new name (3 to 50 characters; INCA_ is added) for the viewer's company. */
  duplicateSegment: DuplicateSegmentResult;
  /**
   * Recounts a saved segment now (its counts and last process date refresh). Needs the edit right of the segment
   * (canEdit): FORBIDDEN otherwise ('No tiene permisos para re-evaluar este segmento.'), CONFLICT while audiences block
   * editing, NOT_FOUND when the viewer may not see it. A merge whose owner may no longer see one of its bases is refused
   * (CONFLICT, see SegmentDefinition.unavailableSegments). The publishing engine re-evaluates under its own service identity.
   */
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


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateSegmentArgs = {
  input: SaveSegmentInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteSegmentArgs = {
  code: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDuplicateSegmentArgs = {
  code: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationEvaluateSegmentArgs = {
  code: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationPreviewSegmentArgs = {
  input: SegmentPreviewInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationShareSegmentArgs = {
  code: Scalars['ID']['input'];
  input: ShareSegmentInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUnshareSegmentArgs = {
  code: Scalars['ID']['input'];
  sharingId: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
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

/** Read operations of the audience platform. */
export type Query = {
  __typename?: 'Query';
  /** Every company of the group, to choose whom to share a segment with. */
  companies: Array<Company>;
  /** Segments the viewer may see that can be merged, of a type (contact or advertising), most recently processed first. */
  mergeOptions: Array<SegmentOption>;
  /** Tables and views the viewer may use for cross-table segments. */
  myTables: Array<TableAccess>;
  /** Reports of a module (default audience-management-campaign), newest first. */
  reports: Array<Report>;
  /** One segment; NOT_FOUND when it does not exist or the viewer may not see it. */
  segment: Segment;
  /**
   * Attributes and merge types a company may use to build segments. Without segmentCode, companyCode must be in the
   * viewer's company scope (FORBIDDEN otherwise: 'No puede crear segmentos para esa empresa.'). With segmentCode, to view
   * that segment read-only: the viewer must be able to see the segment and companyCode must be its owner company,
   * which may lie outside the viewer's scope.
   */
  segmentCatalogue: SegmentCatalogue;
  /** Every segment type. */
  segmentTypes: Array<SegmentType>;
  /** Segments the viewer may see, filtered, sorted (default last process date, newest first) and paged (default 10 a page, at most 5000). */
  segments: SegmentPage;
  /**
   * True when the user holds the role (used by the share dialog to warn before sharing with a user). It answers only
   * what a share would tell: true only when the viewer may share segments (the audience admin of 032, or a steward or
   * analyst whose company has share_action), the role is AUDIENCE_USER or AUDIENCE_ANALYST (the roles a share needs)
   * and the user holds it. Any other case (a viewer who cannot share, another role, an unknown e-mail) is false, so the
   * field is not a directory of who holds which role.
   */
  userHasRole: Scalars['Boolean']['output'];
  /** Every variable type campaigns can use. */
  variableTypes: Array<VariableType>;
  /** The person signed in. */
  viewer: Viewer;
};


/** Read operations of the audience platform. */
export type QueryMergeOptionsArgs = {
  type: AudienceSegmentType;
};


/** Read operations of the audience platform. */
export type QueryReportsArgs = {
  module?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the audience platform. */
export type QuerySegmentArgs = {
  code: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QuerySegmentCatalogueArgs = {
  companyCode: Scalars['ID']['input'];
  segmentCode?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations of the audience platform. */
export type QuerySegmentsArgs = {
  filter?: InputMaybe<SegmentFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SegmentSort>;
};


/** Read operations of the audience platform. */
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

/** A segment to create or save: name, description, type and the previewed selection. */
export type SaveSegmentInput = {
  /** Attribute selection (attribute segments). */
  attributes?: InputMaybe<Array<SelectedAttributeInput>>;
  /** Owner company (three digits). */
  companyCode: Scalars['ID']['input'];
  /** What the segment holds (required). */
  description: Scalars['String']['input'];
  /** Merge of two segments (merge segments). */
  merge?: InputMaybe<MergeInput>;
  /** Business name: 3 to 50 characters after the prefix, starting with the company alias; saved with the prefix INCA_ (INCA_PP_ when a purchase-prediction attribute is selected). */
  name: Scalars['String']['input'];
  /** Id of a preview of exactly this selection, by the same person for the same company; without it the save is refused ('Debe obtener la previsualización, presionando el botón de Pre Visualizar.'). */
  previewId?: InputMaybe<Scalars['ID']['input']>;
  /** Contact or advertising segment (required). */
  typeName?: InputMaybe<AudienceSegmentType>;
};

/** A customer segment: a saved selection of customers that can feed audiences. */
export type Segment = {
  __typename?: 'Segment';
  /** Audiences that use the segment, newest first. A segment with audiences cannot be deleted. */
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
  /** Creation time, ISO 8601 in UTC (e.g. 2026-10-23T01:26:07.000Z); screens show it in Chilean time. */
  createdDate: Scalars['String']['output'];
  /** What defines the segment (attribute selection or merge). Batched like shares. */
  definition: SegmentDefinition;
  /** What the segment holds. */
  description: Scalars['String']['output'];
  /** Why editing is blocked, in Spanish, when it is (audiences use the segment); null otherwise. */
  editBlockedReason?: Maybe<Scalars['String']['output']>;
  /** The viewer sees the edit action. */
  editVisible: Scalars['Boolean']['output'];
  /** Last time its counts were processed (its 'last modified' date), ISO 8601 in UTC. */
  lastProcessDate: Scalars['String']['output'];
  /** Business name (starts with INCA_). */
  name: Scalars['String']['output'];
  /** Number of audiences created from the segment. */
  numAudiences: Scalars['Int']['output'];
  /** Company that owns the segment. */
  ownerCompany: Company;
  /**
   * Approved data-access requests for this segment that the viewer may see (only their own company's when the segment
   * was reached through a request or lies outside their company scope). Batched like shares.
   */
  requestDetails: Array<SegmentRequest>;
  /** True when reached through an approved data-access request of the viewer's company: view and request details only. */
  requested: Scalars['Boolean']['output'];
  /** Screen that views and edits it. */
  screen: SegmentScreen;
  /** True when shared with a user or a company. */
  shared: Scalars['Boolean']['output'];
  /**
   * Current shares; FORBIDDEN unless the viewer may share it. Batched: a page of segments costs one service call for
   * this field (per 500 segments), whatever its size.
   */
  shares: Array<SegmentShare>;
  /** Segment type. */
  type: SegmentType;
  /** Unique customers in the segment at its last processing. */
  uniqueUsers: Scalars['Float']['output'];
  /**
   * Merge segments (of any company) whose stored definition uses this segment as Segmento A or Segmento B.
   * A segment listed here cannot be deleted. Empty when no merge uses it.
   */
  usedInMerges: Array<SegmentMergeUse>;
};

/** An audience built from a segment, as the segment list shows it. */
export type SegmentAudience = {
  __typename?: 'SegmentAudience';
  /** Name of the company the audience belongs to. */
  companyName: Scalars['String']['output'];
  /** Audience code on our side (the custom audience id used in audience routes). */
  customAudienceId: Scalars['String']['output'];
  /** Audience description. */
  description: Scalars['String']['output'];
  /** End date, YYYY-MM-DD; null when open-ended. */
  endDate?: Maybe<Scalars['String']['output']>;
  /** Update frequency: 1_DAY daily, 1_WEEK weekly, 15_DAY fortnightly, 1_MONTH monthly, 6_MONTH every six months. */
  frequency: Scalars['String']['output'];
  /** Internal id of the audience row. */
  id: Scalars['ID']['output'];
  /** Last time the audience was processed, ISO 8601 in UTC; null if never. */
  lastProcessDate?: Maybe<Scalars['String']['output']>;
  /** Matched users reported by the platform. */
  matchCount: Scalars['Float']['output'];
  /** Audience name (starts with INCA_). */
  name: Scalars['String']['output'];
  /** Platform the audience is published to. */
  platform: Platform;
  /** Rows sent to the platform in the last upload. */
  sourceFileRowCount: Scalars['Float']['output'];
  /** Start date, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Publication status code: P_NOD no data / not sent, P_ENV sent, P_ACT updating, P_PUB published; any other is an error. */
  statusCode: Scalars['String']['output'];
  /** When the status was last set, ISO 8601 in UTC. */
  statusDate: Scalars['String']['output'];
  /** Update day: 0 (Monday) to 6 (Sunday) for 1_WEEK, 1 to 28 for 1_MONTH; null for the other frequencies. */
  updateDateNumber?: Maybe<Scalars['Int']['output']>;
};

/** What a company may use to build segments: its attribute catalogue (restricted attributes removed) and the merge types. */
export type SegmentCatalogue = {
  __typename?: 'SegmentCatalogue';
  /** Attribute categories, in menu order. */
  categories: Array<AttributeCategory>;
  /** Merge types offered by the merge screen. */
  mergeTypes: Array<MergeTypeOption>;
};

/** What defines a stored segment: an attribute selection, or two segments and a merge type. */
export type SegmentDefinition = {
  __typename?: 'SegmentDefinition';
  /** Attribute selection (attribute segments). */
  attributes: Array<SelectedAttribute>;
  /** How A and B combine (merge segments); null otherwise. */
  mergeType?: Maybe<MergeType>;
  /** Counts of the last preview or evaluation. */
  preview?: Maybe<SegmentPreview>;
  /** Segmento A (merge segments); null for attribute segments or when the viewer may not see it. */
  segmentA?: Maybe<Segment>;
  /** Segmento B (merge segments); null for attribute segments or when the viewer may not see it. */
  segmentB?: Maybe<Segment>;
  /** Contact or advertising segment; null for older segments without one. */
  typeName?: Maybe<AudienceSegmentType>;
  /**
   * Bases (Segmento A or B) of a merge segment that the merge's owner may no longer see, e.g. because the share through
   * which its creator saw them was revoked. The owner is the merge's creator as the directory knows them now (their
   * current company, roles and access list), or its owner company when the creator is no longer in the directory.
   * While this list is not empty the merge cannot be previewed, saved or re-evaluated (CONFLICT: 'El segmento combinado
   * usa un segmento al que ya no tiene acceso: INCA_…'); the merge view shows these bases so that it can be rebuilt.
   * Empty for attribute segments and for merges whose bases are all visible to their owner.
   */
  unavailableSegments: Array<UnavailableSegment>;
};

/** Filters of the segment list; every filter given must match. Dates are YYYY-MM-DD, inclusive, in Chilean time (America/Santiago). */
export type SegmentFilter = {
  /** Owner company codes (three digits); rows of any of them. Omitted: every company whose rows the viewer sees. */
  companyCodes?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** First creation day included, YYYY-MM-DD. */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last creation day included, YYYY-MM-DD. */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** First last-modified (last process) day included, YYYY-MM-DD. */
  modifiedFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last last-modified (last process) day included, YYYY-MM-DD. */
  modifiedTo?: InputMaybe<Scalars['String']['input']>;
  /** Part of the business name, matched ignoring case and accents ('electronica' finds 'Electrónica'). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only segments reached through approved data-access requests ('por solicitud de datos'). */
  requestedOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Shared or not shared segments only (default ALL). */
  shared?: InputMaybe<SharedFilter>;
  /** Segment type ids; rows of any of them. */
  typeIds?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A merge segment built on another segment, as shown where that segment is used and in the refusal to delete it. */
export type SegmentMergeUse = {
  __typename?: 'SegmentMergeUse';
  /** Code of the merge segment. */
  code: Scalars['ID']['output'];
  /** Business name of the merge segment. */
  name: Scalars['String']['output'];
  /** True when the viewer may open the merge segment (shown as a link); otherwise it is shown as plain text. */
  viewable: Scalars['Boolean']['output'];
};

/** A segment offered as Segmento A or B of a merge. */
export type SegmentOption = {
  __typename?: 'SegmentOption';
  /** Segment code. */
  code: Scalars['ID']['output'];
  /** Business name. */
  name: Scalars['String']['output'];
};

/** A page of segments and how many match in all. */
export type SegmentPage = {
  __typename?: 'SegmentPage';
  /** The segments of this page, in the requested order. */
  nodes: Array<Segment>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page (1 to 5000). */
  pageSize: Scalars['Int']['output'];
  /** How many segments match the filter, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** Reach of a selection before saving. */
export type SegmentPreview = {
  __typename?: 'SegmentPreview';
  /** Unique customers by company (a customer of several companies counts in each), largest share first. */
  companyPercentages: Array<CompanyShare>;
  /** Contactable customers by company, largest share first. */
  contactByCompany: Array<CompanyShare>;
  /** The same by company, largest share first. */
  contactRestrictedByCompany: Array<CompanyShare>;
  /** Fewer than 600,000 contactable customers. */
  lowContactable: Scalars['Boolean']['output'];
  /** Pass it back when saving: the save must match this preview. */
  previewId: Scalars['ID']['output'];
  /** Unique customers matching the selection. */
  uniqueUsers: Scalars['Float']['output'];
  /** Of those, customers with a mobile advertising id. */
  uniqueUsersWithAdvertising: Scalars['Float']['output'];
  /** Of those, customers with an e-mail or phone. */
  uniqueUsersWithContact: Scalars['Float']['output'];
  /** Contactable customers of the companies whose data the owner company may use (its restricted companies left out). */
  uniqueUsersWithContactRestricted: Scalars['Float']['output'];
};

/** A selection to count: either attributes or a merge. */
export type SegmentPreviewInput = {
  /** Attribute selection (attribute segments). */
  attributes?: InputMaybe<Array<SelectedAttributeInput>>;
  /** Company the segment is built for (three digits); its restricted attributes and companies apply. */
  companyCode: Scalars['ID']['input'];
  /** Merge of two segments (merge segments); when given, attributes are ignored. */
  merge?: InputMaybe<MergeInput>;
};

/** An approved data-access request through which a company uses another company's segment. */
export type SegmentRequest = {
  __typename?: 'SegmentRequest';
  /** When it was requested, ISO 8601 in UTC. */
  createdDate: Scalars['String']['output'];
  /** Request id. */
  id: Scalars['ID']['output'];
  /** Why access was requested, as written by the requester. */
  reason: Scalars['String']['output'];
  /** E-mail of the user who made the request. */
  requestedBy: Scalars['String']['output'];
  /** Company that asked for access (and now uses the segment). */
  requestingCompany: Company;
  /** E-mail of who approved or declined it; null while pending. */
  reviewedBy?: Maybe<Scalars['String']['output']>;
  /** When it was approved or declined, ISO 8601 in UTC; null while pending. */
  reviewedDate?: Maybe<Scalars['String']['output']>;
  /** Request status: PENDING, APPROVED or DECLINED (only APPROVED requests are listed here). */
  status: Scalars['String']['output'];
};

/**
 * Which screen views and edits a segment, decided by its type id: 1 and 4 the cross-table screen, 2 the segment
 * (attribute builder) screen, any other the merge screen.
 */
export type SegmentScreen =
  /** Cross-table screen (type ids 1 and 4: a data table or view, or a sandbox grouping, crossed into a segment). */
  | 'CROSS_TABLE'
  /** Merge screen (every other type id: two segments combined by union, intersection or difference). */
  | 'MERGE_SEGMENT'
  /** Segment builder screen (type id 2: a selection of customer attributes). */
  | 'SEGMENT';

/** A share of a segment with a user or a company. */
export type SegmentShare = {
  __typename?: 'SegmentShare';
  /** The company shared with (the user's company for a user). */
  company: Company;
  /** E-mail of who shared it. */
  createdBy: Scalars['String']['output'];
  /** When it was shared, ISO 8601 in UTC. */
  createdDate: Scalars['String']['output'];
  /** Sharing id (pass it to unshareSegment). */
  id: Scalars['ID']['output'];
  /** USER or COMPANY. */
  type: ShareTargetType;
  /** The user's e-mail, or the company code. */
  value: Scalars['String']['output'];
};

/** How to sort the segment list. */
export type SegmentSort = {
  /** Column to sort by. */
  field: SegmentSortField;
  /** Direction. */
  order: SortOrder;
};

/** Column the segment list is sorted by. */
export type SegmentSortField =
  /** Owner company code. */
  | 'COMPANY'
  /** Creation time. */
  | 'CREATED_DATE'
  /** Last process ('last modified') time (the default, newest first). */
  | 'LAST_PROCESS_DATE'
  /** Business name. */
  | 'NAME'
  /** Number of audiences. */
  | 'NUM_AUDIENCES'
  /** Segment type, by its Spanish label as shown in the list. */
  | 'TYPE'
  /** Unique customers. */
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
  /** Attribute id. */
  id: Scalars['Int']['output'];
  /** Lower bound, inclusive (RANGE); null for other types. */
  lower?: Maybe<Scalars['Int']['output']>;
  /** Comparison (INPUT_COMPARE); null for other types. */
  symbol?: Maybe<CompareSymbol>;
  /** Upper bound, inclusive (RANGE); null for other types. */
  upper?: Maybe<Scalars['Int']['output']>;
  /** Chosen value: '1'/'0' for BOOLEAN, the option value for SELECT and SELECT_RANGE, the number for INPUT_COMPARE; null otherwise. */
  value?: Maybe<Scalars['String']['output']>;
  /** Chosen option values (MULTI_SELECT, MASKED_MULTI_SELECT); null for other types. */
  values?: Maybe<Array<Scalars['String']['output']>>;
};

/** A selected attribute to preview or save; fill the fields of its type as in SelectedAttribute. */
export type SelectedAttributeInput = {
  /** Attribute id. */
  id: Scalars['Int']['input'];
  /** Lower bound, inclusive (RANGE). */
  lower?: InputMaybe<Scalars['Int']['input']>;
  /** Comparison (INPUT_COMPARE; default GE). */
  symbol?: InputMaybe<CompareSymbol>;
  /** Upper bound, inclusive (RANGE). */
  upper?: InputMaybe<Scalars['Int']['input']>;
  /** Chosen value: '1'/'0' for BOOLEAN, the option value for SELECT and SELECT_RANGE, the number for INPUT_COMPARE. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Chosen option values (MULTI_SELECT, MASKED_MULTI_SELECT). */
  values?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Whom to share a segment with. */
export type ShareSegmentInput = {
  /** Company shared with (type COMPANY), or the user's company (type USER). */
  companyCode?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail of the user (type USER). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** USER or COMPANY. */
  type: ShareTargetType;
};

/** Whom a segment is shared with. */
export type ShareTargetType =
  /** Every user of a company. */
  | 'COMPANY'
  /** One user, by e-mail; the user must hold audience_user or audience_analyst. */
  | 'USER';

/** Shared filter of the segment list. */
export type SharedFilter =
  /** Every segment, shared or not. */
  | 'ALL'
  /** Only segments not shared with anyone. */
  | 'NOT_SHARED'
  /** Only segments shared with a user or a company. */
  | 'SHARED';

/** Sort direction. */
export type SortOrder =
  /** Ascending: smallest, oldest or A first. */
  | 'ASC'
  /** Descending: largest, newest or Z first. */
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

/** A base of a merge segment that the merge's owner may no longer see (see SegmentDefinition.unavailableSegments). */
export type UnavailableSegment = {
  __typename?: 'UnavailableSegment';
  /** Code of the base segment. */
  code: Scalars['ID']['output'];
  /** Business name of the base segment (INCA_…). */
  name: Scalars['String']['output'];
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
  /**
   * Companies offered by the company filter of the segment list: the viewer's company scope (accessibleCompanies)
   * plus the owner company of every segment the viewer sees (shared with the viewer or their company, or reached
   * through an approved data-access request), sorted by code.
   */
  segmentFilterCompanies: Array<Company>;
};

export type SegmentUsage_SegmentFragment = { __typename?: 'Segment', audiences: Array<{ __typename?: 'SegmentAudience', id: string, name: string, platform: Platform }>, usedInMerges: Array<{ __typename?: 'SegmentMergeUse', code: string, name: string, viewable: boolean }> };

export type SegmentCatalogueQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  segmentCode?: InputMaybe<Scalars['ID']['input']>;
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


export type SegmentForBuilderQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string }, definition: { __typename?: 'SegmentDefinition', typeName?: AudienceSegmentType | null, mergeType?: MergeType | null, segmentA?: { __typename?: 'Segment', code: string, name: string } | null, segmentB?: { __typename?: 'Segment', code: string, name: string } | null, attributes: Array<{ __typename?: 'SelectedAttribute', id: number, values?: Array<string> | null, value?: string | null, lower?: number | null, upper?: number | null, symbol?: CompareSymbol | null }>, preview?: { __typename?: 'SegmentPreview', previewId: string, uniqueUsers: number, uniqueUsersWithContact: number, uniqueUsersWithAdvertising: number, uniqueUsersWithContactRestricted: number, lowContactable: boolean, companyPercentages: Array<{ __typename?: 'CompanyShare', percentage: number, count: number, company: { __typename?: 'Company', code: string, name: string, alias: string } }>, contactRestrictedByCompany: Array<{ __typename?: 'CompanyShare', percentage: number, company: { __typename?: 'Company', code: string, alias: string } }> } | null }, audiences: Array<{ __typename?: 'SegmentAudience', id: string, name: string, platform: Platform }>, usedInMerges: Array<{ __typename?: 'SegmentMergeUse', code: string, name: string, viewable: boolean }> } };

export type MergeOptionsQueryVariables = Exact<{
  type: AudienceSegmentType;
}>;


export type MergeOptionsQuery = { __typename?: 'Query', mergeOptions: Array<{ __typename?: 'SegmentOption', code: string, name: string }> };

export type BuilderOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type BuilderOptionsQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }>, company: { __typename?: 'Company', code: string, flags?: { __typename?: 'CompanyFlags', retailPurchasePrediction: boolean } | null } } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, imageCount: number }>, company: { __typename?: 'Company', code: string, flags?: { __typename?: 'CompanyFlags', shareAction: boolean, gptImages: boolean, talononeCoupons: boolean, editSegment: boolean } | null, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }> } }, variableTypes: Array<{ __typename?: 'VariableType', id: string, name: string }>, reports: Array<{ __typename?: 'Report', id: string, title: string, type: ReportType, description: string }>, myTables: Array<{ __typename?: 'TableAccess', relativeResourceName: string, datasetId: string, objectId: string, isView: boolean, numRows: number, permissionExpirationDate?: string | null }> };

export type SegmentTable_SegmentFragment = { __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, canShare: boolean, canDelete: boolean, canDuplicate: boolean, type: { __typename?: 'SegmentType', id: number, name: string, label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string } };

export type SegmentListQueryVariables = Exact<{
  filter?: InputMaybe<SegmentFilter>;
  sort?: InputMaybe<SegmentSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SegmentListQuery = { __typename?: 'Query', segments: { __typename?: 'SegmentPage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, requested: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, canShare: boolean, canDelete: boolean, canDuplicate: boolean, type: { __typename?: 'SegmentType', id: number, name: string, label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string } }> } };

export type SegmentListOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SegmentListOptionsQuery = { __typename?: 'Query', segmentTypes: Array<{ __typename?: 'SegmentType', id: number, name: string, label: string }>, viewer: { __typename?: 'Viewer', email: string, segmentFilterCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> }, companies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> };

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

export type SegmentMergeUsesQueryVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type SegmentMergeUsesQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, usedInMerges: Array<{ __typename?: 'SegmentMergeUse', code: string, name: string, viewable: boolean }> } };

export type ShellViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellViewerQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, name: string, roles: Array<Role>, isRetailAnalyst: boolean, seesCompanyColumn: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string, domain: string } } };

export const SegmentUsage_SegmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentUsage_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]} as unknown as DocumentNode<SegmentUsage_SegmentFragment, unknown>;
export const PreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewFieldsFragment, unknown>;
export const SegmentTable_SegmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<SegmentTable_SegmentFragment, unknown>;
export const SegmentCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dependent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"orCondition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredAnd"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentCatalogueQuery, SegmentCatalogueQueryVariables>;
export const PreviewSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewSegmentMutation, PreviewSegmentMutationVariables>;
export const CreateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSegmentMutation, CreateSegmentMutationVariables>;
export const UpdateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateSegmentMutation, UpdateSegmentMutationVariables>;
export const SegmentForBuilderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentForBuilder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentUsage_segment"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"mergeType"}},{"kind":"Field","name":{"kind":"Name","value":"segmentA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"lower"}},{"kind":"Field","name":{"kind":"Name","value":"upper"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentUsage_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<SegmentForBuilderQuery, SegmentForBuilderQueryVariables>;
export const MergeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSegmentType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MergeOptionsQuery, MergeOptionsQueryVariables>;
export const BuilderOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retailPurchasePrediction"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BuilderOptionsQuery, BuilderOptionsQueryVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareAction"}},{"kind":"Field","name":{"kind":"Name","value":"gptImages"}},{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"editSegment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variableTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const SegmentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentTable_segment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<SegmentListQuery, SegmentListQueryVariables>;
export const SegmentListOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentListOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"segmentFilterCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]} as unknown as DocumentNode<SegmentListOptionsQuery, SegmentListOptionsQueryVariables>;
export const SegmentExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withAudiences"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withAudiences"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SegmentExportQuery, SegmentExportQueryVariables>;
export const SegmentSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentSharesQuery, SegmentSharesQueryVariables>;
export const SegmentRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentRequestsQuery, SegmentRequestsQueryVariables>;
export const UserHasRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserHasRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userHasRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}]}]}}]} as unknown as DocumentNode<UserHasRoleQuery, UserHasRoleQueryVariables>;
export const ShareSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentTable_segment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<ShareSegmentMutation, ShareSegmentMutationVariables>;
export const UnshareSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sharingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"sharingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sharingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentTable_segment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<UnshareSegmentMutation, UnshareSegmentMutationVariables>;
export const DuplicateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateSegmentMutation, DuplicateSegmentMutationVariables>;
export const DeleteSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSegmentMutation, DeleteSegmentMutationVariables>;
export const SegmentMergeUsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentMergeUses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentMergeUsesQuery, SegmentMergeUsesQueryVariables>;
export const ShellViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isRetailAnalyst"}},{"kind":"Field","name":{"kind":"Name","value":"seesCompanyColumn"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}}]} as unknown as DocumentNode<ShellViewerQuery, ShellViewerQueryVariables>;