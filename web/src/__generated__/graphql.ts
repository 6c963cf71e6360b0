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

/** Adobe settings of a new audience. */
export type AdobeAudienceInput = {
  /** Dataset: at most 30 characters, lowercase letters, digits and underscore, starting with a letter, ending with a letter or digit. */
  dataset: Scalars['String']['input'];
  /** Flag variable, a dotted identifier ('_____._____._____'). */
  flagVariable: Scalars['String']['input'];
  /** Table without prefix: at most 19 characters, same pattern; saved with the prefix t_inca_rel_. */
  table: Scalars['String']['input'];
};

/** Adobe settings of an audience (null on other platforms). */
export type AdobeAudienceSettings = {
  __typename?: 'AdobeAudienceSettings';
  /** Dataset (dataset_adobe). */
  dataset: Scalars['String']['output'];
  /** Flag variable, a dotted identifier (nombre_var_adobe). */
  flagVariable: Scalars['String']['output'];
  /** Table, with its t_inca_rel_ prefix (table_adobe). */
  table: Scalars['String']['output'];
};

/** An ads account of a company: the credentials under which audiences are published. */
export type AdsAccount = {
  __typename?: 'AdsAccount';
  /** Computed (§4): the API health of each platform the account enables, in platform order. */
  apiHealth: Array<PlatformApiHealth>;
  /** Name shown to users. */
  businessName: Scalars['String']['output'];
  /** E-mail of the IT manager to contact when a platform API is down. */
  itManagerEmail?: Maybe<Scalars['String']['output']>;
  /** Platforms this account may publish to. */
  platforms: Array<Platform>;
  /** Technical name used as the account code. */
  technicalName: Scalars['ID']['output'];
};

/** An advertising platform as the service's platform table names it. */
export type AdsPlatformInfo = {
  __typename?: 'AdsPlatformInfo';
  /** Platform code. */
  code: Platform;
  /** Name shown to users (e.g. Google Ads). */
  name: Scalars['String']['output'];
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

/**
 * An audience: a segment's customers sent to one platform, through one ads account, from a start to an end date at
 * a frequency. Reached by key from other subgraphs.
 */
export type Audience = {
  __typename?: 'Audience';
  /** Adobe settings; null on other platforms. */
  adobe?: Maybe<AdobeAudienceSettings>;
  /** Ads account it is published through. */
  adsAccount: AdsAccount;
  /**
   * Billing rows, sorted by statusDate descending, with the computed percentage; of one process date (YYYY-MM-DD)
   * when given. FORBIDDEN when billing does not apply (canBill false).
   */
  billing: Array<BillingRow>;
  /** Process dates that have billing rows, newest first (the billing screen's filter). */
  billingProcessDates: Array<Scalars['String']['output']>;
  /** From the service (§6): billing shows (company 032, not Salesforce or Talon.One). */
  canBill: Scalars['Boolean']['output'];
  /** From the service (§6): the viewer may delete it (never when requested). */
  canDelete: Scalars['Boolean']['output'];
  /** From the service (§6): the viewer may edit it (never when requested). */
  canEdit: Scalars['Boolean']['output'];
  /** From the service (§6): resend shows (status P_NOD, no rows sent, or the viewer is audience admin). */
  canResend: Scalars['Boolean']['output'];
  /** From the service (§6): the images action shows (the company's gpt_images flag). */
  canSeeImages: Scalars['Boolean']['output'];
  /** From the service (§6): the viewer may activate or deactivate it (never when requested). */
  canToggle: Scalars['Boolean']['output'];
  /** From the service (§6): frequency update shows (toUpdate is set). */
  canUpdateFrequency: Scalars['Boolean']['output'];
  /** Company the audience belongs to. */
  company: Company;
  /** When it was created, ISO 8601 in UTC (the list's default sort, newest first). */
  createdDate: Scalars['String']['output'];
  /** Audience description. */
  description: Scalars['String']['output'];
  /** True when active; a disabled audience is not sent and shows 'DESACTIVADO'. */
  enabled: Scalars['Boolean']['output'];
  /** Last day it is sent, YYYY-MM-DD. */
  endDate: Scalars['String']['output'];
  /** How often it is sent. */
  frequency: AudienceFrequency;
  /** Google Ads settings; null on other platforms. */
  google?: Maybe<GoogleAudienceSettings>;
  /** The custom audience id: the id of every audience route and service path. */
  id: Scalars['ID']['output'];
  /** Last time it was processed, ISO 8601 in UTC; null if never. */
  lastProcessDate?: Maybe<Scalars['String']['output']>;
  /** The latest publishing run; null before the first one. */
  lastRun?: Maybe<AudienceRun>;
  /**
   * Computed from the platform's match shape (§3): gads the mean of size_for_display and size_for_search, fbk the
   * mean of lower_bound and upper_bound, tiktok cover_num, talonone/salesforce/adobe num_received, criteo size;
   * rounded to an integer. Null when the platform has reported nothing.
   */
  matchCount?: Maybe<Scalars['Int']['output']>;
  /** Message the platform reported with its match (Adobe); null when none. */
  matchMessage?: Maybe<Scalars['String']['output']>;
  /** Audience name (starts with INCA_). */
  name: Scalars['String']['output'];
  /** Platform the audience is published to. */
  platform: AdsPlatformInfo;
  /** E-mails notified of its runs. */
  recipients: Array<Scalars['String']['output']>;
  /** True when it comes from an approved data-access request: it cannot be edited, deleted, activated or deactivated. */
  requested: Scalars['Boolean']['output'];
  /** Publishing runs, newest first (the last 20). One service call per audience: read it on the detail, not the list. */
  runs: Array<AudienceRun>;
  /** Salesforce automation flow; null on other platforms. */
  salesforceAutomation?: Maybe<SalesforceAutomation>;
  /** Segment the audience is built from. */
  segment: Segment;
  /** Unique customers of the segment at the last run (segment_row_count_unique). */
  segmentUniqueUsers: Scalars['Float']['output'];
  /** Name of the file uploaded in the last run; null when none. */
  sourceFileName?: Maybe<Scalars['String']['output']>;
  /** Rows uploaded to the platform in the last run. */
  sourceFileRowCount: Scalars['Float']['output'];
  /** First day it is sent, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Current publication status. */
  status: AudienceStatus;
  /** Computed (§4): P_ENV BLUE, P_ACT ORANGE, P_PUB GREEN, any other code RED; a disabled audience GREY. */
  statusColor: StatusColor;
  /** Talon.One settings; null on other platforms. */
  talonOne?: Maybe<TalonOneAudienceSettings>;
  /** Status history (estados), newest first, 10 a page by default. */
  timeline: AudienceTimelinePage;
  /** True when a frequency update is pending (to_update): the frequency-update action shows. */
  toUpdate: Scalars['Boolean']['output'];
  /** Tracks: the segment and upload sizes at each processing date, newest first. */
  tracks: Array<AudienceTrack>;
  /** Update day: 0 (Monday) to 6 (Sunday) for WEEKLY, 1 to 28 for MONTHLY; null for the other frequencies. */
  updateDay?: Maybe<Scalars['Int']['output']>;
};


/**
 * An audience: a segment's customers sent to one platform, through one ads account, from a start to an end date at
 * a frequency. Reached by key from other subgraphs.
 */
export type AudienceBillingArgs = {
  processDate?: InputMaybe<Scalars['String']['input']>;
};


/**
 * An audience: a segment's customers sent to one platform, through one ads account, from a start to an end date at
 * a frequency. Reached by key from other subgraphs.
 */
export type AudienceTimelineArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The outcome of an action on one audience (activation, resend, frequency update, start billing). */
export type AudienceActionResult = {
  __typename?: 'AudienceActionResult';
  /** The audience after the action. */
  audience: Audience;
  /** Spanish message from the service. */
  message: Scalars['String']['output'];
};

/** A platform for which creating an audience failed while others were created (partial success, §8). */
export type AudienceCreateError = {
  __typename?: 'AudienceCreateError';
  /** Spanish message from the service. */
  message: Scalars['String']['output'];
  /** The platform that failed; null when the service did not say. */
  platform?: Maybe<Platform>;
};

/** Filters of the audience list; every filter given must match. Dates are YYYY-MM-DD, inclusive, in Chilean time (America/Santiago). */
export type AudienceFilter = {
  /** Company codes (three digits); audiences of any of them. Omitted: every company whose audiences the viewer sees. */
  companyCodes?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** First creation day included, YYYY-MM-DD. */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last creation day included, YYYY-MM-DD. */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** Only enabled (true) or only disabled (false) audiences; omitted: both. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the audience name, matched ignoring case and accents ('electronica' finds 'Electrónica'). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Platforms; audiences on any of them. */
  platforms?: InputMaybe<Array<Platform>>;
  /** Status codes (P_NOD, P_ENV, P_ACT, P_PUB, …); audiences in any of them. */
  statusCodes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/**
 * A segment offered by the audience form (§3 base list, §6): non-admins get segments not owned by 032, or owned by
 * 032 but not shared with another company; the admin gets the chosen company's segments.
 */
export type AudienceFormSegment = {
  __typename?: 'AudienceFormSegment';
  /** Segment code. */
  code: Scalars['ID']['output'];
  /** Business name. */
  name: Scalars['String']['output'];
  /** Owner company code. */
  ownerCompanyCode: Scalars['ID']['output'];
  /** True when shared (labelled shared in the form). */
  shared: Scalars['Boolean']['output'];
  /** Contact or advertising segment; null for older segments without a type. */
  typeName?: Maybe<AudienceSegmentType>;
};

/** How often an audience is sent to its platform (spec §4). The service stores the codes in brackets. */
export type AudienceFrequency =
  /** Every day (1_DAY). */
  | 'DAILY'
  /** Every fortnight (15_DAY). */
  | 'FORTNIGHTLY'
  /** Every month, on updateDay 1 to 28 (1_MONTH). */
  | 'MONTHLY'
  /** Every six months (6_MONTH). */
  | 'SEMIANNUAL'
  /** Every week, on updateDay 0 (Monday) to 6 (Sunday) (1_WEEK). */
  | 'WEEKLY';

/** A frequency as the service's frequency table offers it. */
export type AudienceFrequencyOption = {
  __typename?: 'AudienceFrequencyOption';
  /** The service's code for it (1_DAY, 1_WEEK, 15_DAY, 1_MONTH, 6_MONTH). */
  code: Scalars['String']['output'];
  /** Spanish label shown on the frequency buttons. */
  name: Scalars['String']['output'];
  /** The frequency. */
  value: AudienceFrequency;
};

/** A page of audiences and how many match in all. */
export type AudiencePage = {
  __typename?: 'AudiencePage';
  /** The audiences of this page, in the requested order. */
  nodes: Array<Audience>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page (1 to 5000). */
  pageSize: Scalars['Int']['output'];
  /** How many audiences match the filter, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** A publishing run of an audience: one re-evaluation of its segment and upload of the changes to its platform. */
export type AudienceRun = {
  __typename?: 'AudienceRun';
  /** Batches sent to the platform. */
  batches: Scalars['Int']['output'];
  /** Duration in milliseconds; null while it runs. */
  durationMs?: Maybe<Scalars['Int']['output']>;
  /** Why the run failed, in Spanish; null when it did not. */
  error?: Maybe<Scalars['String']['output']>;
  /** When the run finished, ISO 8601 in UTC; null while it runs. */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** Run id. */
  id: Scalars['ID']['output'];
  /** Rows rejected by normalization (sum of rejectedByReason). */
  rejected: Scalars['Int']['output'];
  /** Rejected rows per reason, largest first. */
  rejectedByReason: Array<RejectionCount>;
  /** Members removed at the platform. */
  removed: Scalars['Int']['output'];
  /** Rows read from the segment. */
  rowsRead: Scalars['Int']['output'];
  /** Members added at the platform. */
  sent: Scalars['Int']['output'];
  /** When the run started, ISO 8601 in UTC. */
  startedAt: Scalars['String']['output'];
  /** Run status: RUNNING, SENT, PUBLISHED, NOTHING (nothing to send), FAILED or ABANDONED (its worker stopped). */
  status: Scalars['String']['output'];
  /** Rows with at least one usable identifier. */
  valid: Scalars['Int']['output'];
};

/** Whether a segment targets contact data or advertising ids. */
export type AudienceSegmentType =
  /** Advertising segment: customers reached by mobile advertising id; may feed Google Ads only. */
  | 'SEGMENT_ADVERTISING'
  /** Contact segment: customers reached by e-mail or phone; may feed every platform. */
  | 'SEGMENT_CONTACT';

/** How to sort the audience list. */
export type AudienceSort = {
  /** Column to sort by. */
  field: AudienceSortField;
  /** Direction. */
  order: SortOrder;
};

/** Column the audience list is sorted by. */
export type AudienceSortField =
  /** Company name. */
  | 'COMPANY'
  /** Creation time (the default, newest first). */
  | 'CREATED_DATE'
  /** End date. */
  | 'END_DATE'
  /** Frequency code. */
  | 'FREQUENCY'
  /** Last process time. */
  | 'LAST_PROCESS_DATE'
  /** Match count (as stored by the service from the platform's match). */
  | 'MATCH_COUNT'
  /** Audience name. */
  | 'NAME'
  /** Platform code. */
  | 'PLATFORM'
  /** Start date. */
  | 'START_DATE'
  /** Status code. */
  | 'STATUS'
  /** Status date. */
  | 'STATUS_DATE';

/** A publication status of an audience, as the service's status table describes it. */
export type AudienceState = {
  __typename?: 'AudienceState';
  /** Status code: P_NOD not sent, P_ENV sent, P_ACT updating, P_PUB published; others are errors. */
  code: Scalars['String']['output'];
  /** Spanish description. */
  description: Scalars['String']['output'];
  /** Spanish name shown to users. */
  name: Scalars['String']['output'];
};

/** The current publication status of one audience. */
export type AudienceStatus = {
  __typename?: 'AudienceStatus';
  /** Status code (assignment_status_code): P_NOD, P_ENV, P_ACT, P_PUB, or a platform error code. */
  code: Scalars['String']['output'];
  /** When the status was set (assignment_status_date), ISO 8601 in UTC. */
  date: Scalars['String']['output'];
  /** Spanish description from the status table; empty when the table does not know the code. */
  description: Scalars['String']['output'];
  /** Spanish name from the status table; the code itself when the table does not know it. */
  name: Scalars['String']['output'];
};

/**
 * One entry of an audience's status timeline (estados). Per §4 the detail shows unique users and upload size only
 * for P_ENV, the match size only for P_PUB, and the message only for P_NOD (Adobe).
 */
export type AudienceTimelineEntry = {
  __typename?: 'AudienceTimelineEntry';
  /** Matched users at that time, computed from the platform's match shape like Audience.matchCount; null when none. */
  matchCount?: Maybe<Scalars['Int']['output']>;
  /** Message from the platform (Adobe P_NOD); null when none. */
  message?: Maybe<Scalars['String']['output']>;
  /** Unique customers of the segment at that time. */
  segmentUniqueUsers: Scalars['Float']['output'];
  /** Rows uploaded to the platform at that time. */
  sourceFileRowCount: Scalars['Float']['output'];
  /** Status code of the entry. */
  statusCode: Scalars['String']['output'];
  /** When the status was set, ISO 8601 in UTC. */
  statusDate: Scalars['String']['output'];
  /** Spanish name from the status table; 'INICIO' for a code the table does not know. */
  statusName: Scalars['String']['output'];
};

/** A page of an audience's timeline, newest first. */
export type AudienceTimelinePage = {
  __typename?: 'AudienceTimelinePage';
  /** The entries of this page, newest first. */
  nodes: Array<AudienceTimelineEntry>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Entries per page. */
  pageSize: Scalars['Int']['output'];
  /** Entries over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One track of an audience: the segment's and the upload's sizes at a processing date. */
export type AudienceTrack = {
  __typename?: 'AudienceTrack';
  /** Processing date, ISO 8601 in UTC. */
  date: Scalars['String']['output'];
  /** Unique customers of the segment on that date. */
  segmentUniqueUsers: Scalars['Float']['output'];
  /** Rows uploaded to the platform on that date. */
  sourceFileRowCount: Scalars['Float']['output'];
};

/** A billing row of an audience (spec §2.7, §3): the match a platform reported on a process date. */
export type BillingRow = {
  __typename?: 'BillingRow';
  /** Name of the billed company. */
  companyName: Scalars['String']['output'];
  /**
   * Computed: this row's share of the summed totalMatch of the rows answered together, in percent with 2 decimals;
   * a zero sum counts as 1 (§5).
   */
  percentage: Scalars['Float']['output'];
  /** Platform code. */
  platform: Platform;
  /** Platform name. */
  platformName: Scalars['String']['output'];
  /** Process date, YYYY-MM-DD. */
  processDate: Scalars['String']['output'];
  /** Rows uploaded. */
  sourceFileRowCount: Scalars['Float']['output'];
  /** Status code of the row. */
  status: Scalars['String']['output'];
  /** When the row's status was set, ISO 8601 in UTC (the list sorts by it, newest first); null when unknown. */
  statusDate?: Maybe<Scalars['String']['output']>;
  /** Matched users billed. */
  totalMatch: Scalars['Float']['output'];
};

/**
 * A change applied to several audiences at once (§5 bulk update): end date later than today (America/Santiago),
 * frequency, and for WEEKLY or MONTHLY an update day.
 */
export type BulkUpdateAudiencesInput = {
  /** New end date, YYYY-MM-DD, later than today ('La fecha fin debe ser mayor a la fecha actual.'). */
  endDate: Scalars['String']['input'];
  /** New frequency ('Por favor, seleccione una frecuencia.'). */
  frequency: AudienceFrequency;
  /** Audience ids (at least one). */
  ids: Array<Scalars['ID']['input']>;
  /** Update day: WEEKLY 0 to 6, MONTHLY 1 to 28 ('El día debe estar entre 1 y 28 para frecuencia mensual.'). */
  updateDay?: InputMaybe<Scalars['Int']['input']>;
};

/** The outcome of bulkUpdateAudiences. */
export type BulkUpdateAudiencesResult = {
  __typename?: 'BulkUpdateAudiencesResult';
  /** The updated audiences. */
  audiences: Array<Audience>;
  /** Spanish confirmation ('Se han actualizado {n} audiencias correctamente.'). */
  message: Scalars['String']['output'];
  /** How many audiences were updated. */
  updatedCount: Scalars['Int']['output'];
};

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

/**
 * A new audience: one audience is created per chosen platform. Rules of §5 and §6 are checked by the service;
 * a broken one is a BAD_USER_INPUT or FORBIDDEN error with the Spanish message, and nothing is created.
 */
export type CreateAudienceInput = {
  /** Adobe settings (required with ADOBE). */
  adobe?: InputMaybe<AdobeAudienceInput>;
  /** Ads account (technical name) of the company; must enable every chosen platform. */
  adsAccountCode: Scalars['ID']['input'];
  /** Company (three digits) the audience is created for; must be in the viewer's scope. */
  companyCode: Scalars['ID']['input'];
  /** Description (required; none of < > " ' `). */
  description: Scalars['String']['input'];
  /** Last day, YYYY-MM-DD; not before startDate. */
  endDate: Scalars['String']['input'];
  /** Frequency (required). */
  frequency: AudienceFrequency;
  /** Google Ads settings (required with GADS). */
  google?: InputMaybe<GoogleAudienceInput>;
  /** Name: at most 45 characters, none of < > " ' `; INCA_ is added when it does not already start with it. */
  name: Scalars['String']['input'];
  /** Platforms (at least one); one audience is created for each. */
  platforms: Array<Platform>;
  /** E-mails notified of its runs. */
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Automation flow created beforehand by createSalesforceAutomation under the same name (required with SALESFORCE). */
  salesforceAutomationId?: InputMaybe<Scalars['ID']['input']>;
  /** Segment the audience is built from; must be one the form offers (audienceFormSegments). */
  segmentCode: Scalars['ID']['input'];
  /** First day, YYYY-MM-DD (a time part after T is dropped); not after endDate. */
  startDate: Scalars['String']['input'];
  /** Talon.One settings (required with TALONONE). */
  talonOne?: InputMaybe<TalonOneAudienceInput>;
  /** Update day: required for WEEKLY (0 to 6, Monday 0) and MONTHLY (1 to 28); ignored otherwise. */
  updateDay?: InputMaybe<Scalars['Int']['input']>;
};

/** The outcome of createAudiences. */
export type CreateAudiencesResult = {
  __typename?: 'CreateAudiencesResult';
  /** Audiences created, one per platform that succeeded (shown as 'Audiencia Creada: name (platform)'). */
  created: Array<Audience>;
  /** Platforms that failed while others were created (partial success only; a refused input is a GraphQL error). */
  errors: Array<AudienceCreateError>;
};

/** The outcome of deleting an audience. */
export type DeleteAudienceResult = {
  __typename?: 'DeleteAudienceResult';
  /** Id of the deleted audience. */
  id: Scalars['ID']['output'];
  /** Spanish confirmation ('La audiencia se ha eliminado correctamente.'). */
  message: Scalars['String']['output'];
};

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

/** Store of the app whose advertising ids a MOBILE_ADVERTISING_ID audience uses. */
export type GoogleAppIdType =
  /** Apple App Store: the app id is 'id' followed by 9 or 10 digits (id987654321). */
  | 'APP_STORE'
  /** Google Play: the app id is a dotted lowercase package name (com.ejemplo.app). */
  | 'GOOGLE_PLAY';

/** Google Ads settings of a new audience. */
export type GoogleAudienceInput = {
  /** App id (required for MOBILE_ADVERTISING_ID; at most 50 characters, in the store's format). */
  appId?: InputMaybe<Scalars['String']['input']>;
  /** App store (required for MOBILE_ADVERTISING_ID). */
  appIdType?: InputMaybe<GoogleAppIdType>;
  /** Audience type (required; locked by the segment type: SEGMENT_ADVERTISING gives MOBILE_ADVERTISING_ID, SEGMENT_CONTACT CONTACT_INFO). */
  audienceType: GoogleAudienceType;
};

/** Google Ads settings of an audience (null on other platforms). */
export type GoogleAudienceSettings = {
  __typename?: 'GoogleAudienceSettings';
  /** App id (MOBILE_ADVERTISING_ID only); null otherwise. */
  appId?: Maybe<Scalars['String']['output']>;
  /** App store of the app id (MOBILE_ADVERTISING_ID only); null otherwise. */
  appIdType?: Maybe<GoogleAppIdType>;
  /** Audience type. */
  audienceType: GoogleAudienceType;
};

/** Google Ads audience type (spec §2.4). */
export type GoogleAudienceType =
  /** Customers matched by e-mail or phone (contact segments). */
  | 'CONTACT_INFO'
  /** Customers matched by mobile advertising id (advertising segments); needs an app id. */
  | 'MOBILE_ADVERTISING_ID';

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
  /** Sets end date, frequency and update day of several audiences; every one must be editable by the viewer, else nothing changes. */
  bulkUpdateAudiences: BulkUpdateAudiencesResult;
  /**
   * Creates one audience per chosen platform, each starting at P_NOD (no platform is called). A rule of §5/§6 broken
   * by the input is a BAD_USER_INPUT or FORBIDDEN error with the Spanish message and creates nothing; errors lists
   * only platforms that failed while others were created. When every platform failed on its own (e.g. the name is
   * taken on each), the mutation fails with CONFLICT, the platforms' messages and extensions.details.errors.
   */
  createAudiences: CreateAudiencesResult;
  /** Creates the Salesforce automation flow a Salesforce audience needs, before the audience itself (§2.4). */
  createSalesforceAutomation: SalesforceAutomationResult;
  /** Creates an attribute or merge segment; the selection must equal the previewed one. */
  createSegment: Segment;
  /** Deletes an audience. FORBIDDEN unless canDelete. */
  deleteAudience: DeleteAudienceResult;
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
  /** Sends an audience again. FORBIDDEN unless canResend. */
  resendAudience: AudienceActionResult;
  /** Activates (true) or deactivates (false) an audience. FORBIDDEN unless canToggle. */
  setAudienceEnabled: AudienceActionResult;
  /** Shares a segment with a user (who must hold audience_user or audience_analyst) or a company. */
  shareSegment: Segment;
  /** Starts billing an audience ('Se ha iniciado la facturación'). FORBIDDEN unless canBill. */
  startBilling: AudienceActionResult;
  /** Removes a share. */
  unshareSegment: Segment;
  /** Edits an audience (§4 edit fields). FORBIDDEN when the viewer may not edit it (canEdit), e.g. a requested audience. */
  updateAudience: Audience;
  /** Applies a pending frequency update (toUpdate). FORBIDDEN unless canUpdateFrequency. */
  updateAudienceFrequency: AudienceActionResult;
  /** Saves an edited attribute or merge segment under the same code. */
  updateSegment: Segment;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationBulkUpdateAudiencesArgs = {
  input: BulkUpdateAudiencesInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateAudiencesArgs = {
  input: CreateAudienceInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateSalesforceAutomationArgs = {
  input: SalesforceAutomationInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateSegmentArgs = {
  input: SaveSegmentInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteAudienceArgs = {
  id: Scalars['ID']['input'];
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
export type MutationResendAudienceArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSetAudienceEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationShareSegmentArgs = {
  code: Scalars['ID']['input'];
  input: ShareSegmentInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationStartBillingArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUnshareSegmentArgs = {
  code: Scalars['ID']['input'];
  sharingId: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateAudienceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAudienceInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateAudienceFrequencyArgs = {
  id: Scalars['ID']['input'];
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

/** What a platform's API error means (§4 ads account error text mapping). */
export type PlatformApiErrorKind =
  /** 'application deleted'. */
  | 'APP_DELETED'
  /** AUTHORIZ, invalid_grant or an expired token: credentials. */
  | 'CREDENTIALS'
  /** 'Data Use Checkup' must be completed. */
  | 'DATA_USE_CHECKUP'
  /** 'ok'. */
  | 'OK'
  /** Any other text. */
  | 'UNKNOWN'
  /** The text mentions 'version'. */
  | 'VERSION';

/** The API health of one platform of an ads account. */
export type PlatformApiHealth = {
  __typename?: 'PlatformApiHealth';
  /** The raw error text from the account (e.g. gads_error); null when none. */
  error?: Maybe<Scalars['String']['output']>;
  /** Computed kind of the error; null when nothing was reported. */
  errorKind?: Maybe<PlatformApiErrorKind>;
  /** Platform. */
  platform: Platform;
  /** Computed state. */
  state: PlatformApiState;
};

/** Health of one platform's API for an ads account (§4 mapping, §8 texts). */
export type PlatformApiState =
  /** The first error is 'ok': available ('API Disponible.'). */
  | 'AVAILABLE'
  /** Any other error: not available ('API no disponible.'). */
  | 'UNAVAILABLE'
  /** No errors listed: could not be verified ('No se pudo verificar el estado de la API.'). */
  | 'UNVERIFIED';

/** Read operations of the audience platform. */
export type Query = {
  __typename?: 'Query';
  /** One audience; NOT_FOUND when it does not exist or the viewer may not see it. */
  audience: Audience;
  /**
   * Segments the audience form offers for a company (§6), of a segment type when given. FORBIDDEN for a company outside
   * the viewer's scope.
   */
  audienceFormSegments: Array<AudienceFormSegment>;
  /** Every frequency (the service's frequency table). */
  audienceFrequencies: Array<AudienceFrequencyOption>;
  /** Every platform (the service's platform table). */
  audiencePlatforms: Array<AdsPlatformInfo>;
  /** Every publication status (the service's status table). */
  audienceStates: Array<AudienceState>;
  /**
   * Audiences the viewer may see (§6: the admin every company; steward and analysts their company and access list;
   * others their own company), filtered, sorted (default created date, newest first) and paged (default 10 a page,
   * at most 5000). A page costs one service call whatever its size, its segments and ads accounts included.
   */
  audiences: AudiencePage;
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
  /** Talon.One applications reachable through an ads account of a company (which must enable Talon.One). */
  talonOneApplications: Array<TalonOneApplication>;
  /** Campaigns of a Talon.One application, through an ads account of a company. */
  talonOneCampaigns: Array<TalonOneCampaign>;
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
export type QueryAudienceArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryAudienceFormSegmentsArgs = {
  companyCode: Scalars['ID']['input'];
  type?: InputMaybe<AudienceSegmentType>;
};


/** Read operations of the audience platform. */
export type QueryAudiencesArgs = {
  filter?: InputMaybe<AudienceFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AudienceSort>;
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
export type QueryTalonOneApplicationsArgs = {
  adsAccountCode: Scalars['ID']['input'];
  companyCode: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryTalonOneCampaignsArgs = {
  adsAccountCode: Scalars['ID']['input'];
  applicationId: Scalars['ID']['input'];
  companyCode: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryUserHasRoleArgs = {
  email: Scalars['String']['input'];
  role: Role;
};

/** How many rows of a run were rejected for one reason. */
export type RejectionCount = {
  __typename?: 'RejectionCount';
  /** Rows rejected for that reason. */
  count: Scalars['Int']['output'];
  /** Reason code, e.g. invalid_email. */
  reason: Scalars['String']['output'];
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

/** A Salesforce automation flow, created before a Salesforce audience (spec §2.4). */
export type SalesforceAutomation = {
  __typename?: 'SalesforceAutomation';
  /** Audience name the flow was created for (INCA_…): the audience must be created under exactly this name. */
  audienceName: Scalars['String']['output'];
  /** Automation (flow) id; pass it as CreateAudienceInput.salesforceAutomationId. */
  id: Scalars['ID']['output'];
  /** Flow name. */
  name: Scalars['String']['output'];
};

/**
 * What a Salesforce automation flow is created for: the audience about to be created (same fields as
 * CreateAudienceInput; the flow's audienceName is INCA_ plus the name).
 */
export type SalesforceAutomationInput = {
  /** Ads account (technical name); must enable Salesforce. */
  adsAccountCode: Scalars['ID']['input'];
  /** Company (three digits). */
  companyCode: Scalars['ID']['input'];
  /** Audience description. */
  description: Scalars['String']['input'];
  /** Last day, YYYY-MM-DD. */
  endDate: Scalars['String']['input'];
  /** Frequency. */
  frequency: AudienceFrequency;
  /** Audience name (INCA_ is added when missing). */
  name: Scalars['String']['input'];
  /** Segment code. */
  segmentCode: Scalars['ID']['input'];
  /** First day, YYYY-MM-DD. */
  startDate: Scalars['String']['input'];
  /** Update day (WEEKLY 0 to 6, MONTHLY 1 to 28). */
  updateDay?: InputMaybe<Scalars['Int']['input']>;
};

/** The outcome of createSalesforceAutomation. */
export type SalesforceAutomationResult = {
  __typename?: 'SalesforceAutomationResult';
  /** The flow created. */
  automation: SalesforceAutomation;
  /** The service's message (shown in the toast for both outcomes). */
  message: Scalars['String']['output'];
};

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
  /**
   * Audiences that use the segment (those the viewer may see), newest first. A segment with audiences cannot be
   * deleted. Batched: a page of segments costs one service call for this field, whatever its size.
   */
  audiences: Array<Audience>;
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

/** The colour of an audience's status chip (spec §4). */
export type StatusColor =
  /** Sent (P_ENV). */
  | 'BLUE'
  /** Published (P_PUB). */
  | 'GREEN'
  /** The audience is disabled: shown as 'DESACTIVADO' whatever its status. */
  | 'GREY'
  /** Updating (P_ACT). */
  | 'ORANGE'
  /** Any other status code, including P_NOD (not sent) and platform errors. */
  | 'RED';

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

/** A Talon.One application an audience can feed. */
export type TalonOneApplication = {
  __typename?: 'TalonOneApplication';
  /** Application id. */
  id: Scalars['ID']['output'];
  /** Application name. */
  name: Scalars['String']['output'];
};

/** Talon.One settings of a new audience. */
export type TalonOneAudienceInput = {
  /** Talon.One application id (from talonOneApplications). */
  applicationId: Scalars['ID']['input'];
  /** Talon.One campaign id (from talonOneCampaigns). */
  campaignId?: InputMaybe<Scalars['ID']['input']>;
};

/** Talon.One settings of an audience (null on other platforms). */
export type TalonOneAudienceSettings = {
  __typename?: 'TalonOneAudienceSettings';
  /** Talon.One application id. */
  applicationId: Scalars['ID']['output'];
  /** Talon.One campaign id; null when none was chosen. */
  campaignId?: Maybe<Scalars['ID']['output']>;
};

/** A Talon.One campaign of an application. */
export type TalonOneCampaign = {
  __typename?: 'TalonOneCampaign';
  /** Id of its application. */
  applicationId: Scalars['ID']['output'];
  /** Campaign id. */
  id: Scalars['ID']['output'];
  /** Campaign name. */
  name: Scalars['String']['output'];
};

/** A base of a merge segment that the merge's owner may no longer see (see SegmentDefinition.unavailableSegments). */
export type UnavailableSegment = {
  __typename?: 'UnavailableSegment';
  /** Code of the base segment. */
  code: Scalars['ID']['output'];
  /** Business name of the base segment (INCA_…). */
  name: Scalars['String']['output'];
};

/**
 * What an edit may change (§4: in edit mode only dates, frequency, update day, name, description and recipients are
 * sent). Same rules as CreateAudienceInput; a requested audience cannot be edited.
 */
export type UpdateAudienceInput = {
  /** Description (required). */
  description: Scalars['String']['input'];
  /** Last day, YYYY-MM-DD. */
  endDate: Scalars['String']['input'];
  /** Frequency. */
  frequency: AudienceFrequency;
  /** Name: at most 50 characters, none of < > " ' `; INCA_ is added when missing. */
  name: Scalars['String']['input'];
  /** E-mails notified of its runs (the whole list; omitted keeps it). */
  recipients?: InputMaybe<Array<Scalars['String']['input']>>;
  /** First day, YYYY-MM-DD. */
  startDate: Scalars['String']['input'];
  /** Update day (WEEKLY 0 to 6, MONTHLY 1 to 28). */
  updateDay?: InputMaybe<Scalars['Int']['input']>;
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

export type BillingTable_RowFragment = { __typename?: 'BillingRow', companyName: string, processDate: string, platformName: string, platform: Platform, status: string, statusDate?: string | null, sourceFileRowCount: number, totalMatch: number, percentage: number };

export type AudienceBillingQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  processDate?: InputMaybe<Scalars['String']['input']>;
}>;


export type AudienceBillingQuery = { __typename?: 'Query', audience: { __typename?: 'Audience', id: string, name: string, canBill: boolean, billingProcessDates: Array<string>, company: { __typename?: 'Company', code: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, billing: Array<{ __typename?: 'BillingRow', companyName: string, processDate: string, platformName: string, platform: Platform, status: string, statusDate?: string | null, sourceFileRowCount: number, totalMatch: number, percentage: number }> }, audienceStates: Array<{ __typename?: 'AudienceState', code: string, name: string }> };

export type StartBillingMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type StartBillingMutation = { __typename?: 'Mutation', startBilling: { __typename?: 'AudienceActionResult', message: string, audience: { __typename?: 'Audience', id: string } } };

export type AudienceRuns_RunFragment = { __typename?: 'AudienceRun', id: string, status: string, startedAt: string, finishedAt?: string | null, sent: number, removed: number, rejected: number, error?: string | null, rejectedByReason: Array<{ __typename?: 'RejectionCount', reason: string, count: number }> };

export type AudienceTimeline_EntryFragment = { __typename?: 'AudienceTimelineEntry', statusCode: string, statusName: string, statusDate: string, matchCount?: number | null, segmentUniqueUsers: number, sourceFileRowCount: number, message?: string | null };

export type AudienceDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  timelinePage: Scalars['Int']['input'];
  timelinePageSize: Scalars['Int']['input'];
}>;


export type AudienceDetailQuery = { __typename?: 'Query', audience: { __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, recipients: Array<string>, enabled: boolean, requested: boolean, statusColor: StatusColor, matchCount?: number | null, matchMessage?: string | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, segmentUniqueUsers: number, sourceFileName?: string | null, company: { __typename?: 'Company', code: string, name: string, alias: string }, segment: { __typename?: 'Segment', code: string, name: string, type: { __typename?: 'SegmentType', id: number, label: string } }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string }, timeline: { __typename?: 'AudienceTimelinePage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'AudienceTimelineEntry', statusCode: string, statusName: string, statusDate: string, matchCount?: number | null, segmentUniqueUsers: number, sourceFileRowCount: number, message?: string | null }> }, tracks: Array<{ __typename?: 'AudienceTrack', date: string, segmentUniqueUsers: number, sourceFileRowCount: number }>, runs: Array<{ __typename?: 'AudienceRun', id: string, status: string, startedAt: string, finishedAt?: string | null, sent: number, removed: number, rejected: number, error?: string | null, rejectedByReason: Array<{ __typename?: 'RejectionCount', reason: string, count: number }> }> }, audienceStates: Array<{ __typename?: 'AudienceState', code: string, name: string }> };

export type AudienceFormCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type AudienceFormCompaniesQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, company: { __typename?: 'Company', code: string, name: string, alias: string, domain: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', editAudienceTypeGoogle: boolean } | null }, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, domain: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', editAudienceTypeGoogle: boolean } | null }> } };

export type AudienceFormCompanyFragment = { __typename?: 'Company', code: string, name: string, alias: string, domain: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', editAudienceTypeGoogle: boolean } | null };

export type AudienceFormSegmentsQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  type?: InputMaybe<AudienceSegmentType>;
}>;


export type AudienceFormSegmentsQuery = { __typename?: 'Query', audienceFormSegments: Array<{ __typename?: 'AudienceFormSegment', code: string, name: string, ownerCompanyCode: string, shared: boolean, typeName?: AudienceSegmentType | null }> };

export type TalonOneApplicationsQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  adsAccountCode: Scalars['ID']['input'];
}>;


export type TalonOneApplicationsQuery = { __typename?: 'Query', talonOneApplications: Array<{ __typename?: 'TalonOneApplication', id: string, name: string }> };

export type TalonOneCampaignsQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  adsAccountCode: Scalars['ID']['input'];
  applicationId: Scalars['ID']['input'];
}>;


export type TalonOneCampaignsQuery = { __typename?: 'Query', talonOneCampaigns: Array<{ __typename?: 'TalonOneCampaign', id: string, name: string }> };

export type AudienceForFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AudienceForFormQuery = { __typename?: 'Query', audience: { __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, recipients: Array<string>, requested: boolean, canEdit: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string, domain: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', editAudienceTypeGoogle: boolean } | null }, segment: { __typename?: 'Segment', code: string, name: string, shared: boolean, definition: { __typename?: 'SegmentDefinition', typeName?: AudienceSegmentType | null } }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }, google?: { __typename?: 'GoogleAudienceSettings', audienceType: GoogleAudienceType, appIdType?: GoogleAppIdType | null, appId?: string | null } | null, adobe?: { __typename?: 'AdobeAudienceSettings', dataset: string, table: string, flagVariable: string } | null, salesforceAutomation?: { __typename?: 'SalesforceAutomation', id: string, name: string, audienceName: string } | null, talonOne?: { __typename?: 'TalonOneAudienceSettings', applicationId: string, campaignId?: string | null } | null } };

export type CreateAudiencesMutationVariables = Exact<{
  input: CreateAudienceInput;
}>;


export type CreateAudiencesMutation = { __typename?: 'Mutation', createAudiences: { __typename?: 'CreateAudiencesResult', created: Array<{ __typename?: 'Audience', id: string, name: string, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string } }>, errors: Array<{ __typename?: 'AudienceCreateError', platform?: Platform | null, message: string }> } };

export type UpdateAudienceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateAudienceInput;
}>;


export type UpdateAudienceMutation = { __typename?: 'Mutation', updateAudience: { __typename?: 'Audience', id: string, name: string, description: string, startDate: string, endDate: string, frequency: AudienceFrequency, updateDay?: number | null, recipients: Array<string> } };

export type CreateSalesforceAutomationMutationVariables = Exact<{
  input: SalesforceAutomationInput;
}>;


export type CreateSalesforceAutomationMutation = { __typename?: 'Mutation', createSalesforceAutomation: { __typename?: 'SalesforceAutomationResult', message: string, automation: { __typename?: 'SalesforceAutomation', id: string, name: string, audienceName: string } } };

export type AudienceTable_AudienceFragment = { __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, enabled: boolean, requested: boolean, toUpdate: boolean, statusColor: StatusColor, matchCount?: number | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, canBill: boolean, canSeeImages: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } };

export type AudienceListQueryVariables = Exact<{
  filter?: InputMaybe<AudienceFilter>;
  sort?: InputMaybe<AudienceSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AudienceListQuery = { __typename?: 'Query', audiences: { __typename?: 'AudiencePage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, enabled: boolean, requested: boolean, toUpdate: boolean, statusColor: StatusColor, matchCount?: number | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, canBill: boolean, canSeeImages: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } }> } };

export type AudienceListOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AudienceListOptionsQuery = { __typename?: 'Query', audienceStates: Array<{ __typename?: 'AudienceState', code: string, name: string, description: string }>, audiencePlatforms: Array<{ __typename?: 'AdsPlatformInfo', code: Platform, name: string }>, audienceFrequencies: Array<{ __typename?: 'AudienceFrequencyOption', value: AudienceFrequency, code: string, name: string }>, viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> } };

export type AudienceExportQueryVariables = Exact<{
  filter?: InputMaybe<AudienceFilter>;
  sort?: InputMaybe<AudienceSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AudienceExportQuery = { __typename?: 'Query', audiences: { __typename?: 'AudiencePage', totalCount: number, nodes: Array<{ __typename?: 'Audience', id: string, name: string, description: string, enabled: boolean, sourceFileRowCount: number, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, lastProcessDate?: string | null, matchCount?: number | null, company: { __typename?: 'Company', code: string, name: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, date: string } }> } };

export type AudienceApiHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type AudienceApiHealthQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, itManagerEmail?: string | null, apiHealth: Array<{ __typename?: 'PlatformApiHealth', platform: Platform, state: PlatformApiState, errorKind?: PlatformApiErrorKind | null, error?: string | null }> }> }> }, audiencePlatforms: Array<{ __typename?: 'AdsPlatformInfo', code: Platform, name: string }> };

export type DeleteAudienceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteAudienceMutation = { __typename?: 'Mutation', deleteAudience: { __typename?: 'DeleteAudienceResult', id: string, message: string } };

export type SetAudienceEnabledMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetAudienceEnabledMutation = { __typename?: 'Mutation', setAudienceEnabled: { __typename?: 'AudienceActionResult', message: string, audience: { __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, enabled: boolean, requested: boolean, toUpdate: boolean, statusColor: StatusColor, matchCount?: number | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, canBill: boolean, canSeeImages: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } } } };

export type ResendAudienceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendAudienceMutation = { __typename?: 'Mutation', resendAudience: { __typename?: 'AudienceActionResult', message: string, audience: { __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, enabled: boolean, requested: boolean, toUpdate: boolean, statusColor: StatusColor, matchCount?: number | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, canBill: boolean, canSeeImages: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } } } };

export type UpdateAudienceFrequencyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UpdateAudienceFrequencyMutation = { __typename?: 'Mutation', updateAudienceFrequency: { __typename?: 'AudienceActionResult', message: string, audience: { __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, enabled: boolean, requested: boolean, toUpdate: boolean, statusColor: StatusColor, matchCount?: number | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, canBill: boolean, canSeeImages: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } } } };

export type BulkUpdateAudiencesMutationVariables = Exact<{
  input: BulkUpdateAudiencesInput;
}>;


export type BulkUpdateAudiencesMutation = { __typename?: 'Mutation', bulkUpdateAudiences: { __typename?: 'BulkUpdateAudiencesResult', updatedCount: number, message: string } };

export type SegmentUsage_SegmentFragment = { __typename?: 'Segment', audiences: Array<{ __typename?: 'Audience', id: string, name: string, platform: { __typename?: 'AdsPlatformInfo', code: Platform } }>, usedInMerges: Array<{ __typename?: 'SegmentMergeUse', code: string, name: string, viewable: boolean }> };

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


export type SegmentForBuilderQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, name: string, description: string, screen: SegmentScreen, requested: boolean, shared: boolean, editVisible: boolean, canEdit: boolean, editBlockedReason?: string | null, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string }, definition: { __typename?: 'SegmentDefinition', typeName?: AudienceSegmentType | null, mergeType?: MergeType | null, unavailableSegments: Array<{ __typename?: 'UnavailableSegment', code: string, name: string }>, segmentA?: { __typename?: 'Segment', code: string, name: string } | null, segmentB?: { __typename?: 'Segment', code: string, name: string } | null, attributes: Array<{ __typename?: 'SelectedAttribute', id: number, values?: Array<string> | null, value?: string | null, lower?: number | null, upper?: number | null, symbol?: CompareSymbol | null }>, preview?: { __typename?: 'SegmentPreview', previewId: string, uniqueUsers: number, uniqueUsersWithContact: number, uniqueUsersWithAdvertising: number, uniqueUsersWithContactRestricted: number, lowContactable: boolean, companyPercentages: Array<{ __typename?: 'CompanyShare', percentage: number, count: number, company: { __typename?: 'Company', code: string, name: string, alias: string } }>, contactRestrictedByCompany: Array<{ __typename?: 'CompanyShare', percentage: number, company: { __typename?: 'Company', code: string, alias: string } }> } | null }, audiences: Array<{ __typename?: 'Audience', id: string, name: string, platform: { __typename?: 'AdsPlatformInfo', code: Platform } }>, usedInMerges: Array<{ __typename?: 'SegmentMergeUse', code: string, name: string, viewable: boolean }> } };

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


export type SegmentExportQuery = { __typename?: 'Query', segments: { __typename?: 'SegmentPage', totalCount: number, nodes: Array<{ __typename?: 'Segment', code: string, name: string, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, type: { __typename?: 'SegmentType', label: string }, ownerCompany: { __typename?: 'Company', code: string, name: string }, audiences?: Array<{ __typename?: 'Audience', id: string, name: string, description: string, sourceFileRowCount: number, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, lastProcessDate?: string | null, matchCount?: number | null, company: { __typename?: 'Company', code: string, name: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform }, status: { __typename?: 'AudienceStatus', code: string, date: string } }> }> } };

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

export const BillingTable_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"processDate"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalMatch"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]} as unknown as DocumentNode<BillingTable_RowFragment, unknown>;
export const AudienceRuns_RunFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceRuns_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AudienceRuns_RunFragment, unknown>;
export const AudienceTimeline_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTimeline_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceTimelineEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AudienceTimeline_EntryFragment, unknown>;
export const AudienceFormCompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]}}]} as unknown as DocumentNode<AudienceFormCompanyFragment, unknown>;
export const AudienceTable_AudienceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"toUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}}]}}]} as unknown as DocumentNode<AudienceTable_AudienceFragment, unknown>;
export const SegmentUsage_SegmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentUsage_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]} as unknown as DocumentNode<SegmentUsage_SegmentFragment, unknown>;
export const PreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewFieldsFragment, unknown>;
export const SegmentTable_SegmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<SegmentTable_SegmentFragment, unknown>;
export const AudienceBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"billingProcessDates"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingTable_row"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"processDate"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalMatch"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]} as unknown as DocumentNode<AudienceBillingQuery, AudienceBillingQueryVariables>;
export const StartBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBilling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<StartBillingMutation, StartBillingMutationVariables>;
export const AudienceDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timelinePage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timelinePageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileName"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timelinePage"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timelinePageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceTimeline_entry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceRuns_run"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTimeline_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceTimelineEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceRuns_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<AudienceDetailQuery, AudienceDetailQueryVariables>;
export const AudienceFormCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceFormCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceFormCompany"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceFormCompany"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]}}]} as unknown as DocumentNode<AudienceFormCompaniesQuery, AudienceFormCompaniesQueryVariables>;
export const AudienceFormSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceFormSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSegmentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceFormSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompanyCode"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}}]}}]}}]} as unknown as DocumentNode<AudienceFormSegmentsQuery, AudienceFormSegmentsQueryVariables>;
export const TalonOneApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TalonOneApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talonOneApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TalonOneApplicationsQuery, TalonOneApplicationsQueryVariables>;
export const TalonOneCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TalonOneCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talonOneCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TalonOneCampaignsQuery, TalonOneCampaignsQueryVariables>;
export const AudienceForFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceForForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceFormCompany"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"google"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceType"}},{"kind":"Field","name":{"kind":"Name","value":"appIdType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adobe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"flagVariable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesforceAutomation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"audienceName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"talonOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]}}]} as unknown as DocumentNode<AudienceForFormQuery, AudienceForFormQueryVariables>;
export const CreateAudiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAudiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAudiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAudiencesMutation, CreateAudiencesMutationVariables>;
export const UpdateAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<UpdateAudienceMutation, UpdateAudienceMutationVariables>;
export const CreateSalesforceAutomationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSalesforceAutomation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesforceAutomationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesforceAutomation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"automation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"audienceName"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSalesforceAutomationMutation, CreateSalesforceAutomationMutationVariables>;
export const AudienceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceTable_audience"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"toUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}}]}}]} as unknown as DocumentNode<AudienceListQuery, AudienceListQueryVariables>;
export const AudienceListOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceListOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiencePlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceFrequencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<AudienceListOptionsQuery, AudienceListOptionsQueryVariables>;
export const AudienceExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}}]}}]}}]}}]} as unknown as DocumentNode<AudienceExportQuery, AudienceExportQueryVariables>;
export const AudienceApiHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceApiHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"itManagerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"apiHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiencePlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AudienceApiHealthQuery, AudienceApiHealthQueryVariables>;
export const DeleteAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteAudienceMutation, DeleteAudienceMutationVariables>;
export const SetAudienceEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAudienceEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAudienceEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceTable_audience"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"toUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}}]}}]} as unknown as DocumentNode<SetAudienceEnabledMutation, SetAudienceEnabledMutationVariables>;
export const ResendAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceTable_audience"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"toUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}}]}}]} as unknown as DocumentNode<ResendAudienceMutation, ResendAudienceMutationVariables>;
export const UpdateAudienceFrequencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAudienceFrequency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAudienceFrequency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceTable_audience"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"toUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}}]}}]} as unknown as DocumentNode<UpdateAudienceFrequencyMutation, UpdateAudienceFrequencyMutationVariables>;
export const BulkUpdateAudiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkUpdateAudiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkUpdateAudiencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateAudiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatedCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BulkUpdateAudiencesMutation, BulkUpdateAudiencesMutationVariables>;
export const SegmentCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentCatalogue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tooltip"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dependent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeId"}},{"kind":"Field","name":{"kind":"Name","value":"orCondition"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredAnd"}},{"kind":"Field","name":{"kind":"Name","value":"requiredOr"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergeTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentCatalogueQuery, SegmentCatalogueQueryVariables>;
export const PreviewSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewSegmentMutation, PreviewSegmentMutationVariables>;
export const CreateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateSegmentMutation, CreateSegmentMutationVariables>;
export const UpdateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateSegmentMutation, UpdateSegmentMutationVariables>;
export const SegmentForBuilderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentForBuilder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentUsage_segment"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"mergeType"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableSegments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"lower"}},{"kind":"Field","name":{"kind":"Name","value":"upper"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentUsage_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<SegmentForBuilderQuery, SegmentForBuilderQueryVariables>;
export const MergeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MergeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSegmentType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MergeOptionsQuery, MergeOptionsQueryVariables>;
export const BuilderOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retailPurchasePrediction"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BuilderOptionsQuery, BuilderOptionsQueryVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareAction"}},{"kind":"Field","name":{"kind":"Name","value":"gptImages"}},{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"editSegment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variableTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const SegmentListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentTable_segment"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<SegmentListQuery, SegmentListQueryVariables>;
export const SegmentListOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentListOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segmentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"segmentFilterCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]} as unknown as DocumentNode<SegmentListOptionsQuery, SegmentListOptionsQueryVariables>;
export const SegmentExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withAudiences"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"audiences"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withAudiences"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SegmentExportQuery, SegmentExportQueryVariables>;
export const SegmentSharesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentShares"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"shares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentSharesQuery, SegmentSharesQueryVariables>;
export const SegmentRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentRequestsQuery, SegmentRequestsQueryVariables>;
export const UserHasRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserHasRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userHasRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}]}]}}]} as unknown as DocumentNode<UserHasRoleQuery, UserHasRoleQueryVariables>;
export const ShareSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShareSegmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentTable_segment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<ShareSegmentMutation, ShareSegmentMutationVariables>;
export const UnshareSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnshareSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sharingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unshareSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"sharingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sharingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentTable_segment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<UnshareSegmentMutation, UnshareSegmentMutationVariables>;
export const DuplicateSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<DuplicateSegmentMutation, DuplicateSegmentMutationVariables>;
export const DeleteSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteSegmentMutation, DeleteSegmentMutationVariables>;
export const SegmentMergeUsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentMergeUses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]}}]} as unknown as DocumentNode<SegmentMergeUsesQuery, SegmentMergeUsesQueryVariables>;
export const ShellViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isRetailAnalyst"}},{"kind":"Field","name":{"kind":"Name","value":"seesCompanyColumn"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}}]}}]}}]}}]} as unknown as DocumentNode<ShellViewerQuery, ShellViewerQueryVariables>;