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

/** An entry of an audit trail: who changed what, when, with the state before and after. */
export type AccessAuditEntry = {
  __typename?: 'AccessAuditEntry';
  /** What happened: REQUESTED, APPROVED, DECLINED, UNTIL_DATE_UPDATED, RESTRICTIONS_UPDATED or ATTRIBUTE_RESTRICTIONS_UPDATED. */
  action: Scalars['String']['output'];
  /** E-mail of who did it. */
  actor: Scalars['String']['output'];
  /** State after, as JSON. */
  after: Scalars['String']['output'];
  /** When, ISO 8601 in UTC. */
  at: Scalars['String']['output'];
  /** State before, as JSON; null when the record was created. */
  before?: Maybe<Scalars['String']['output']>;
};

/** A request by which a company asks to use another company's segment until a date (exception screen, Requests tab). */
export type AccessRequest = {
  __typename?: 'AccessRequest';
  /** Every change, oldest first. */
  auditTrail: Array<AccessAuditEntry>;
  /** The viewer may approve or decline it now (pending, and the viewer approves requests for the requested company). */
  canDecide: Scalars['Boolean']['output'];
  /** The viewer may update its until date now (approved, and the viewer approves requests for the requested company). */
  canUpdateUntilDate: Scalars['Boolean']['output'];
  /** Request id. */
  id: Scalars['ID']['output'];
  /** E-mail of who filed it (request_user). */
  requestedBy: Scalars['String']['output'];
  /** Company that owns the segment (company_name_requested). */
  requestedCompany: Company;
  /** Company that asks (company_name_request). */
  requestingCompany: Company;
  /** E-mail of who approved or declined it; null while pending. */
  reviewedBy?: Maybe<Scalars['String']['output']>;
  /** Code of the segment requested. */
  segmentCode: Scalars['ID']['output'];
  /** Description of the segment. */
  segmentDescription: Scalars['String']['output'];
  /** Business name of the segment. */
  segmentName: Scalars['String']['output'];
  /** Screen that opens the segment read-only (View segment action). */
  segmentScreen: SegmentScreen;
  /** Type id of the segment (1/4 cross table, 2 segment, other merge). */
  segmentTypeId: Scalars['Int']['output'];
  /** When the status last changed (fecha_estado), ISO 8601 in UTC. */
  stateDate: Scalars['String']['output'];
  /** PENDING, APPROVED or DECLINED. */
  status: AccessRequestStatus;
  /** Last day of use, YYYY-MM-DD inclusive (request_until_date): asked for while pending, granted once approved. */
  untilDate?: Maybe<Scalars['String']['output']>;
};

/** Filters of the Requests tab; every filter given must match. Dates YYYY-MM-DD inclusive (first 10 characters compared). */
export type AccessRequestFilter = {
  /** Part of the requester's e-mail, ignoring case. */
  requestedBy?: InputMaybe<Scalars['String']['input']>;
  /** Requested (owner) company codes. */
  requestedCompanyCodes?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Requesting company codes. */
  requestingCompanyCodes?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the segment name, ignoring case and accents. */
  segmentName?: InputMaybe<Scalars['String']['input']>;
  /** First state day included. */
  stateDateFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last state day included. */
  stateDateTo?: InputMaybe<Scalars['String']['input']>;
  /** Statuses (PENDING, APPROVED, DECLINED); omitted: all. */
  status?: InputMaybe<Array<AccessRequestStatus>>;
  /** First until day included. */
  untilDateFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last until day included. */
  untilDateTo?: InputMaybe<Scalars['String']['input']>;
};

/** A page of access requests, latest state date first. */
export type AccessRequestPage = {
  __typename?: 'AccessRequestPage';
  /** Requests of the page. */
  items: Array<AccessRequest>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Requests over all pages. */
  total: Scalars['Int']['output'];
};

/** Status of a segment access request (spec §4). */
export type AccessRequestStatus =
  /** Approved until its until date; only the until date may change. */
  | 'APPROVED'
  /** Declined; terminal, view only. */
  | 'DECLINED'
  /** Waiting (accepted=0, declined=0); may be approved or declined. */
  | 'PENDING';

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
  /** When the platforms' health was last checked with their connectors (ISO 8601); null when unknown here or never checked. */
  apiCheckedAt?: Maybe<Scalars['String']['output']>;
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

/** The ads account registration form. */
export type AdsAccountInput = {
  /** Name shown to users (3–80). */
  businessName: Scalars['String']['input'];
  /** Every channel (the seven platforms). */
  channels: Array<AdsChannelInput>;
  /** Company code. */
  companyCode: Scalars['ID']['input'];
  /** Google Cloud project. */
  gcpProject?: InputMaybe<Scalars['String']['input']>;
  /** IT manager's e-mail. */
  itManagerEmail?: InputMaybe<Scalars['String']['input']>;
  /** IT manager. */
  itManagerName?: InputMaybe<Scalars['String']['input']>;
  /** Business manager's e-mail. */
  managerEmail?: InputMaybe<Scalars['String']['input']>;
  /** Business manager. */
  managerName?: InputMaybe<Scalars['String']['input']>;
  /** Notify the managers. */
  sendNotification: Scalars['Boolean']['input'];
  /** Technical name (lowercase, digits, underscores; 3–60). */
  technicalName: Scalars['String']['input'];
};

/** An ads account with its managers and channels, as registered on the configuration screen (audience admin only). */
export type AdsAccountSettings = {
  __typename?: 'AdsAccountSettings';
  /** Name shown to users. */
  businessName: Scalars['String']['output'];
  /** One entry per channel, in platform order. */
  channels: Array<AdsChannelSettings>;
  /** Company code. */
  companyCode: Scalars['ID']['output'];
  /** Google Cloud project of the account's integrations. */
  gcpProject?: Maybe<Scalars['String']['output']>;
  /** Account id. */
  id: Scalars['ID']['output'];
  /** IT manager's e-mail (told when a channel becomes unavailable). */
  itManagerEmail?: Maybe<Scalars['String']['output']>;
  /** IT manager. */
  itManagerName?: Maybe<Scalars['String']['output']>;
  /** Business manager's e-mail. */
  managerEmail?: Maybe<Scalars['String']['output']>;
  /** Business manager. */
  managerName?: Maybe<Scalars['String']['output']>;
  /** Whether the managers are notified. */
  sendNotification: Scalars['Boolean']['output'];
  /** Technical name: the account's code in audience payloads. */
  technicalName: Scalars['String']['output'];
};

/** One platform check of an ads account on a day (the daily validation columns of spec §3). */
export type AdsAccountValidation = {
  __typename?: 'AdsAccountValidation';
  /** The account's code (technical name). */
  adsAccountCode: Scalars['ID']['output'];
  /** The account's name. */
  businessName: Scalars['String']['output'];
  /** When it was checked, ISO 8601. */
  checkedAt: Scalars['String']['output'];
  /** Who checked it (an e-mail, or the daily job). */
  checkedBy: Scalars['String']['output'];
  /** Company code of the account. */
  companyCode: Scalars['ID']['output'];
  /** The §4 kind of the answer. */
  errorKind: PlatformApiErrorKind;
  /** What the platform answered ('ok' or its error text). */
  errorText: Scalars['String']['output'];
  /** True when the platform answered. */
  ok: Scalars['Boolean']['output'];
  /** The platform checked. */
  platform: Platform;
};

/** One channel of an ads account in the registration form. */
export type AdsChannelInput = {
  /** Account id at the platform (format per platform). */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** Deployment repository. */
  devopsRepo?: InputMaybe<Scalars['String']['input']>;
  /** Enabled for audiences. */
  enabled: Scalars['Boolean']['input'];
  /** https address of the platform API; empty for its default. */
  endpoint?: InputMaybe<Scalars['String']['input']>;
  /** Adobe parameters, a JSON object text. */
  params?: InputMaybe<Scalars['String']['input']>;
  /** The channel. */
  platform: Platform;
  /** A new credential (token); empty keeps the stored one. Stored encrypted, never answered. */
  secret?: InputMaybe<Scalars['String']['input']>;
  /** Salesforce storage. */
  storage?: InputMaybe<Scalars['String']['input']>;
};

/** How an ads account connects to one channel, as the configuration screen edits it (credentials are never answered). */
export type AdsChannelSettings = {
  __typename?: 'AdsChannelSettings';
  /** The account id at the platform, as entered. */
  accountId?: Maybe<Scalars['String']['output']>;
  /** Deployment repository of the integration. */
  devopsRepo?: Maybe<Scalars['String']['output']>;
  /** Audiences may publish to it through this account. */
  enabled: Scalars['Boolean']['output'];
  /** The platform API's address (https); null: the platform's default (the simulators in embedded mode). */
  endpoint?: Maybe<Scalars['String']['output']>;
  /** Adobe: connector parameters as a JSON object text. */
  params?: Maybe<Scalars['String']['output']>;
  /** The channel. */
  platform: Platform;
  /** True when a credential is stored (encrypted at rest). */
  secretSet: Scalars['Boolean']['output'];
  /** Salesforce: the storage (data extension folder) the audiences go to. */
  storage?: Maybe<Scalars['String']['output']>;
};

/** An advertising platform as the service's platform table names it. */
export type AdsPlatformInfo = {
  __typename?: 'AdsPlatformInfo';
  /** Platform code. */
  code: Platform;
  /** Name shown to users (e.g. Google Ads). */
  name: Scalars['String']['output'];
};

/** One of the analytics reports of the menu, as the caller may open it. */
export type AnalyticsReport = {
  __typename?: 'AnalyticsReport';
  /** False when the report does not exist for the caller's company (omnichannel outside 032 and 024). */
  available: Scalars['Boolean']['output'];
  /** How it opens, when available. */
  frame?: Maybe<ReportFrame>;
  /** Which report. */
  report: AnalyticsReportKind;
};

/** The company-wide analytics reports of the reports menu. */
export type AnalyticsReportKind =
  /** Monetization report. */
  | 'MONETIZATION'
  /** Omnichannel report: only for companies 032 and 024. */
  | 'OMNICHANNEL'
  /** Audience performance report. */
  | 'PERFORMANCE'
  /** Audience share report: audience admin only. */
  | 'SHARE';

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

/** Attributes a company may not use in its segments (removed from its builder catalogue at once). */
export type AttributeRestriction = {
  __typename?: 'AttributeRestriction';
  /** Restricted attribute ids (attribute_mapping_id). */
  attributeIds: Array<Scalars['Int']['output']>;
  /** Changes, oldest first. */
  auditTrail: Array<AccessAuditEntry>;
  /** The company. */
  company: Company;
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
  /** Process dates that have billing rows, newest first (the billing screen's filter). FORBIDDEN when billing does not apply (canBill false). */
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
  /** The normalization quality report of the latest measured run; null before the first run. Batched and weighed as Audience.timeline. */
  qualityReport?: Maybe<AudienceQualityReport>;
  /** E-mails notified of its runs. */
  recipients: Array<Scalars['String']['output']>;
  /** True when it comes from an approved data-access request: it cannot be edited, deleted, activated or deactivated. */
  requested: Scalars['Boolean']['output'];
  /** Publishing runs, newest first (the last 20). */
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
  /**
   * Status history (estados), newest first, 10 a page by default. This field and tracks, runs, lastRun,
   * billingProcessDates, billing and qualityReport are read with one service call for a whole page of audiences
   * (per field, per page size asked), and each weighs 10 per audience in the gateway's query cost.
   */
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

/**
 * An image kept for an audience (§3 audience image). Its bytes are served by the gateway under `url` and
 * `downloadUrl` with the user's session, after the images service checks the user may see them.
 */
export type AudienceImage = {
  __typename?: 'AudienceImage';
  /** The audience it belongs to. */
  audienceId: Scalars['ID']['output'];
  /** Company code of the audience. */
  companyCode: Scalars['String']['output'];
  /** MIME type of the stored file (image/png, image/jpeg or image/bmp). */
  contentType: Scalars['String']['output'];
  /** When it was stored (ISO 8601 instant). */
  createdAt: Scalars['String']['output'];
  /** E-mail of the user who generated or uploaded it. */
  createdBy: Scalars['String']['output'];
  /** The description the user wrote when generating it. */
  description: Scalars['String']['output'];
  /**
   * Where to download the image as a file (relative to the gateway; needs the session).
   * @deprecated Use the mutation audienceImageDownloadLink: a short-lived signed link, the platform's one file route.
   */
  downloadUrl: Scalars['String']['output'];
  /** Stored file name (filename_storage). */
  filename: Scalars['String']['output'];
  /** Image id. */
  id: Scalars['ID']['output'];
  /** Generated by the provider or uploaded from the designer. */
  origin: AudienceImageOrigin;
  /** Selected (1) or candidate (2). */
  state: AudienceImageState;
  /** Where to view the image (relative to the gateway; needs the session). */
  url: Scalars['String']['output'];
};

/** Where an audience image came from. */
export type AudienceImageOrigin =
  /** Drawn by the company's image generation provider. */
  | 'GENERATED'
  /** Made by a user in the designer and saved to the gallery. */
  | 'UPLOADED';

/** One page of an audience's images (§9: 12 first, then steps of 8). */
export type AudienceImagePage = {
  __typename?: 'AudienceImagePage';
  /** Whether more images follow this page. */
  hasMore: Scalars['Boolean']['output'];
  /** The images of this page, newest first. */
  items: Array<AudienceImage>;
  /** Position of the first item of this page. */
  offset: Scalars['Int']['output'];
  /** How many images of the asked state the audience has. */
  total: Scalars['Int']['output'];
};

/** The state of an audience image (§4): 1 selected (kept in the audience's gallery) or 2 candidate (discarded). */
export type AudienceImageState =
  /** State 2: a generated candidate not (or no longer) kept. */
  | 'CANDIDATE'
  /** State 1: kept in the audience's gallery. */
  | 'SELECTED';

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

/**
 * What share of an audience's segment was usable per identifier its platform takes, and why the rest was not,
 * measured at its latest run (on a sample of the segment when the segment is large).
 */
export type AudienceQualityReport = {
  __typename?: 'AudienceQualityReport';
  /** When that run finished, ISO 8601 in UTC; null while it runs. */
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** One line per identifier the platform takes and the warehouse holds, the identifiers sent as members first. */
  identifiers: Array<IdentifierQuality>;
  /** Customers read without any usable identifier. */
  rejected: Scalars['Int']['output'];
  /** Customers the run read (those holding an identifier of the kind the platform takes). */
  rowsRead: Scalars['Int']['output'];
  /** The run it was measured at. */
  runId: Scalars['ID']['output'];
  /** That run's status (RUNNING, SENT, PUBLISHED, NOTHING, FAILED, ABANDONED). */
  runStatus: Scalars['String']['output'];
  /** Customers in that sample (all of them when not sampled). */
  sampleSize: Scalars['Int']['output'];
  /** True when the lines below are estimated from a sample of the segment. */
  sampled: Scalars['Boolean']['output'];
  /** Customers of the segment when the run read it. */
  segmentSize: Scalars['Int']['output'];
  /** When that run started, ISO 8601 in UTC. */
  startedAt: Scalars['String']['output'];
  /** Customers with a usable identifier: the run's members. */
  valid: Scalars['Int']['output'];
};

/** A publishing run of an audience: one re-evaluation of its segment and upload of the changes to its platform. */
export type AudienceRun = {
  __typename?: 'AudienceRun';
  /** The match size the platform answered for this run; null until it answers. */
  actualMatch?: Maybe<Scalars['Int']['output']>;
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
  /** Match size predicted when the run sent its members, before the platform answered; null for runs that sent nothing or predate predictions. */
  predictedMatch?: Maybe<Scalars['Int']['output']>;
  /** What the prediction's rates came from; null without a prediction. */
  predictionBasis?: Maybe<MatchPredictionBasis>;
  /** How far the prediction was from the platform's answer, relative to it: (predicted − actual) / actual, e.g. 0.05 = 5 % over; null until both exist. */
  predictionError?: Maybe<Scalars['Float']['output']>;
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

/** The figures of a built-in report for the chosen filters. */
export type BuiltInReport = {
  __typename?: 'BuiltInReport';
  /** Billable matches per company and platform. */
  billing: Array<ReportBillingRow>;
  /** Companies the figures cover. */
  companies: Array<Scalars['String']['output']>;
  /** Coupons issued, reserved and redeemed per day and company (Talon.One coupon campaigns; empty under another platform's filter). */
  couponsByDay: Array<ReportCouponDay>;
  /** Audiences created per month and platform. */
  createdByMonth: Array<ReportMonthCount>;
  /** First day, YYYY-MM-DD. */
  from: Scalars['String']['output'];
  /** Platform code the figures are limited to, if any. */
  platform?: Maybe<Scalars['String']['output']>;
  /** Publications, customers sent and matched per month and platform. */
  publishedByMonth: Array<ReportPublishedMonth>;
  /** Which report. */
  report: AnalyticsReportKind;
  /** Segments and customers reached per company. */
  segmentReach: Array<ReportSegmentReach>;
  /** Audiences per platform and current status. */
  statusByPlatform: Array<ReportStatusCount>;
  /** Last day, YYYY-MM-DD. */
  to: Scalars['String']['output'];
};

/** Filters of a built-in report; each narrows within the caller's companies. */
export type BuiltInReportFilter = {
  /** One company (code) instead of all the caller's companies. */
  companyCode?: InputMaybe<Scalars['String']['input']>;
  /** First day, YYYY-MM-DD (default: a year before the last day). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Platform code (gads, fbk, tiktok, salesforce, talonone, criteo, adobe). */
  platform?: InputMaybe<Scalars['String']['input']>;
  /** Last day, YYYY-MM-DD (default: today in America/Santiago). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** What the list's 'process to recommendation' answers. */
export type BulkSendResult = {
  __typename?: 'BulkSendResult';
  /** Spanish confirmation. */
  message: Scalars['String']['output'];
  /** Process ids queued. */
  queued: Array<Scalars['ID']['output']>;
  /** Campaigns not sent, with the reason. */
  skipped: Array<CampaignSendSkip>;
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

/** A marketing campaign (spec campaigns-variables §3): list row and the further grid fields. */
export type Campaign = {
  __typename?: 'Campaign';
  /** Brand code. */
  brandCode: Scalars['String']['output'];
  /** Campaign code. */
  code: Scalars['String']['output'];
  /** Code of the company the campaign belongs to. */
  companyCode: Scalars['String']['output'];
  /** Whether the campaign's company is the corporate one (032, §6). */
  corporate: Scalars['Boolean']['output'];
  /** When the campaign was created (ISO date and time). */
  createdAt: Scalars['String']['output'];
  /** Whether today is on or before its end date. */
  current: Scalars['Boolean']['output'];
  /** Description (the campaign's name). */
  description: Scalars['String']['output'];
  /** Digital campaign type. */
  digitalType: Scalars['String']['output'];
  /** Digital campaign type 2. */
  digitalType2: Scalars['String']['output'];
  /** Discount type. */
  discountType: Scalars['String']['output'];
  /** Whether its rules may be saved, previewed and sent to process. */
  editable: Scalars['Boolean']['output'];
  /** End of validity (YYYY-MM-DD). */
  endDate: Scalars['String']['output'];
  /** File type: 1 CUPONES, 2 PRODUCTOS, 3 PAQUETE PRODUCTOS. */
  fileType: Scalars['Int']['output'];
  /** Flash campaign type. */
  flashType: Scalars['String']['output'];
  /** Campaign id. */
  id: Scalars['ID']['output'];
  /** INCA status: 1 Pendiente, 2 Por completar, 3 Completado. */
  incaStatus: Scalars['Int']['output'];
  /** INCA status name in Spanish. */
  incaStatusName: Scalars['String']['output'];
  /** Instant campaign indicator (S or N). */
  instant: Scalars['String']['output'];
  /** Minimum purchase amount. */
  minimumAmount: Scalars['Float']['output'];
  /** When the campaign was last modified (ISO date and time). */
  modifiedAt: Scalars['String']['output'];
  /** Omnichannel indicator (S or N). */
  omnichannel: Scalars['String']['output'];
  /** Platform code (the coupons platform). */
  platformCode: Scalars['String']['output'];
  /** Campaign priority. */
  priority: Scalars['Int']['output'];
  /** Whether a recommendation process has produced its products. */
  recommendationProcessed: Scalars['Boolean']['output'];
  /** When its rules were last changed (ISO date and time). */
  rulesModifiedAt?: Maybe<Scalars['String']['output']>;
  /** The last rules summary (preview or process); empty in lists. */
  rulesSummary: Array<RulesSummaryLine>;
  /** Start of validity (YYYY-MM-DD). */
  startDate: Scalars['String']['output'];
  /** Status in the source platform. */
  status: Scalars['String']['output'];
  /** End of the usage period (YYYY-MM-DD). */
  usageEndDate?: Maybe<Scalars['String']['output']>;
  /** Start of the usage period (YYYY-MM-DD). */
  usageStartDate?: Maybe<Scalars['String']['output']>;
  /** Variable groups assigned to the campaign, by priority. */
  variableGroups: Array<CampaignVariableGroup>;
};

/** A company of the campaign filter (setting SET0003). */
export type CampaignCompany = {
  __typename?: 'CampaignCompany';
  /** Company code. */
  code: Scalars['String']['output'];
  /** Company description. */
  description: Scalars['String']['output'];
};

/** The campaign files that can be downloaded or uploaded through a signed link. */
export type CampaignFile =
  /** Campaigns of the filter (campaigns.csv). */
  | 'CAMPAIGNS_CSV'
  /** Process history of the filter (result.csv). */
  | 'HISTORY_CSV'
  /** Items list of a table parameter (result.csv). */
  | 'PARAM_LIST_ITEMS_CSV'
  /** Upload the items list of a table parameter (.csv with header items). */
  | 'PARAM_LIST_UPLOAD'
  /** Information of a process (information.json). */
  | 'PROCESS_JSON'
  /** Result file of an upload process (result.csv). */
  | 'PROCESS_RESULT'
  /** Products of a campaign (Products.csv). */
  | 'PRODUCTS_CSV'
  /** Rules history of the filtered campaigns (rules_history.csv). */
  | 'RULES_HISTORY_CSV'
  /** Rules template of the campaigns still to configure (.xlsx). */
  | 'RULES_TEMPLATE_XLSX'
  /** Upload a rules spreadsheet (.xlsx): answers the result file. */
  | 'RULES_UPLOAD'
  /** Rules spreadsheet of a campaign or of the filter (.xlsx). */
  | 'RULES_XLSX';

/** What a file link is for. */
export type CampaignFileInput = {
  /** Campaign (products, rules, items list upload). */
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  /** Which file. */
  file: CampaignFile;
  /** Name of the file being uploaded. */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Campaign filter (campaigns, rules history, rules spreadsheet). */
  filter?: InputMaybe<CampaignFilter>;
  /** Group and variable of a table parameter (items list upload). */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** History filter (history CSV). */
  historyFilter?: InputMaybe<ProcessHistoryFilter>;
  /** Parameter (items list download). */
  paramId?: InputMaybe<Scalars['ID']['input']>;
  /** Process (information, result file). */
  processId?: InputMaybe<Scalars['ID']['input']>;
  /** Products filter (products CSV). */
  productFilter?: InputMaybe<CampaignProductFilter>;
  /** Variable of a table parameter (items list upload). */
  variableId?: InputMaybe<Scalars['ID']['input']>;
};

/** Campaign list filter (§2.1). */
export type CampaignFilter = {
  /** Part of the campaign code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Companies (only for roles with the company filter). */
  companyCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Validity to (YYYY-MM-DD). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** File types (1, 2, 3). */
  fileTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** INCA statuses (1, 2, 3). */
  incaStatuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Part of the campaign name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Platform code. */
  platformCode?: InputMaybe<Scalars['String']['input']>;
  /** Rules modified within the last hours (1, 2, 4, 8 or other up to 99). */
  rulesModifiedHours?: InputMaybe<Scalars['Int']['input']>;
  /** Validity from (YYYY-MM-DD). */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** A key and value pair of a campaign's source data (the details modal). */
export type CampaignInfoEntry = {
  __typename?: 'CampaignInfoEntry';
  /** Field name. */
  key: Scalars['String']['output'];
  /** Field value. */
  value: Scalars['String']['output'];
};

/** A page of campaigns. */
export type CampaignPage = {
  __typename?: 'CampaignPage';
  /** The campaigns of this page. */
  nodes: Array<Campaign>;
  /** Whether the caller sees the company column and filter (§6). */
  showCompany: Scalars['Boolean']['output'];
  /** Campaigns matching the filter, all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A campaign parameter (§3): one variable of one assigned group, with the value configured for the campaign. */
export type CampaignParam = {
  __typename?: 'CampaignParam';
  /** Variable group id. */
  groupId: Scalars['ID']['output'];
  /** Variable group name. */
  groupName: Scalars['String']['output'];
  /** Variable group priority. */
  groupPriority: Scalars['Int']['output'];
  /** Whether the variable has a parent variable. */
  hasParent: Scalars['Boolean']['output'];
  /** Parameter id; null while nothing is stored for it. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Whether the options are campaigns of the same company. */
  infoCampaign: Scalars['Boolean']['output'];
  /** The chosen items (multiple selection or table). */
  items: Array<Scalars['String']['output']>;
  /** Whether an items list file is stored for it. */
  listFileSaved: Scalars['Boolean']['output'];
  /** How many items its stored list holds. */
  listItemsCount: Scalars['Int']['output'];
  /** Largest value allowed (variable maximum or 999999999). */
  maxRange: Scalars['Float']['output'];
  /** Smallest value allowed (variable minimum or 0). */
  minRange: Scalars['Float']['output'];
  /** Whether several options may be chosen. */
  multiple: Scalars['Boolean']['output'];
  /** Options of a selection. */
  options: Array<CampaignParamOption>;
  /** Position of the variable in its group (from 1). */
  order: Scalars['Int']['output'];
  /** Parent variable id (a child select). */
  parentVariableId?: Maybe<Scalars['ID']['output']>;
  /** Whether the value is a numeric range. */
  range: Scalars['Boolean']['output'];
  /** Range end. */
  rangeEnd?: Maybe<Scalars['Float']['output']>;
  /** Range start. */
  rangeStart?: Maybe<Scalars['Float']['output']>;
  /** Whether a value is required. */
  required: Scalars['Boolean']['output'];
  /** Whether the value is a segment code chosen in the segment selection modal. */
  segmentSelector: Scalars['Boolean']['output'];
  /** Whether a list can be uploaded for it (table variables). */
  uploadData: Scalars['Boolean']['output'];
  /** The single value. */
  value?: Maybe<Scalars['String']['output']>;
  /** Variable code. */
  variableCode: Scalars['String']['output'];
  /** Variable description. */
  variableDescription: Scalars['String']['output'];
  /** Variable id. */
  variableId: Scalars['ID']['output'];
  /** Variable name. */
  variableName: Scalars['String']['output'];
  /** Variable type id (1 NUMBER, 2 TXT, 3 SELECT, 5 DATETIME, 7 TABLA); null when not chosen. */
  variableTypeId?: Maybe<Scalars['Int']['output']>;
};

/** A value of one campaign parameter, as the rules page sends it. */
export type CampaignParamInput = {
  /** Variable group id. */
  groupId: Scalars['ID']['input'];
  /** Chosen items. */
  items?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Range end. */
  rangeEnd?: InputMaybe<Scalars['Float']['input']>;
  /** Range start. */
  rangeStart?: InputMaybe<Scalars['Float']['input']>;
  /** Single value. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** Variable id. */
  variableId: Scalars['ID']['input'];
};

/** One option of a selection parameter. */
export type CampaignParamOption = {
  __typename?: 'CampaignParamOption';
  /** Option key (what is stored). */
  key: Scalars['String']['output'];
  /** Key of the parent option, for a child variable. */
  parentKey?: Maybe<Scalars['String']['output']>;
  /** Option text. */
  value: Scalars['String']['output'];
};

/** A product recommended for a campaign (§2.3 products tab). */
export type CampaignProduct = {
  __typename?: 'CampaignProduct';
  /** Item code. */
  itemCode: Scalars['String']['output'];
  /** Discount mode. */
  itemDiscountMode: Scalars['String']['output'];
  /** Discount type. */
  itemDiscountType: Scalars['String']['output'];
  /** Discount value. */
  itemDiscountValue: Scalars['Float']['output'];
  /** Item name. */
  itemName: Scalars['String']['output'];
  /** Offering amount. */
  itemOfferingAmount: Scalars['Float']['output'];
  /** Offering mode. */
  itemOfferingMode: Scalars['String']['output'];
  /** When the item was created in its source (ISO date and time). */
  itemSourceCreationTime: Scalars['String']['output'];
  /** Item status. */
  itemStatus: Scalars['String']['output'];
  /** Row number in the whole list. */
  rowNumber: Scalars['Int']['output'];
};

/** Products tab filter (§2.3). */
export type CampaignProductFilter = {
  /** Created within the last hours (1–99). */
  createdHours?: InputMaybe<Scalars['Int']['input']>;
  /** Created until (YYYY-MM-DD). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Part of the item code. */
  itemCode?: InputMaybe<Scalars['String']['input']>;
  /** Part of the item name. */
  itemName?: InputMaybe<Scalars['String']['input']>;
  /** Created from (YYYY-MM-DD). */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** A page of campaign products. */
export type CampaignProductPage = {
  __typename?: 'CampaignProductPage';
  /** The products of this page. */
  nodes: Array<CampaignProduct>;
  /** Products matching the filter, all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A campaign's rules: the campaign and every parameter of its assigned groups. */
export type CampaignRules = {
  __typename?: 'CampaignRules';
  /** The campaign. */
  campaign: Campaign;
  /** Parameters by group priority, then variable order. */
  params: Array<CampaignParam>;
};

/** A campaign the bulk send skipped, with the reason. */
export type CampaignSendSkip = {
  __typename?: 'CampaignSendSkip';
  /** Campaign id. */
  campaignId: Scalars['ID']['output'];
  /** Why it was not sent. */
  message: Scalars['String']['output'];
};

/** Sortable campaign columns. */
export type CampaignSortField =
  /** Campaign code. */
  | 'CODE'
  /** Company. */
  | 'COMPANY'
  /** Creation date. */
  | 'CREATED'
  /** Description. */
  | 'DESCRIPTION'
  /** End date. */
  | 'END_DATE'
  /** INCA status. */
  | 'INCA_STATUS'
  /** Minimum amount. */
  | 'MINIMUM_AMOUNT'
  /** Modification date. */
  | 'MODIFIED'
  /** Priority. */
  | 'PRIORITY'
  /** Rules modified time. */
  | 'RULES_MODIFIED'
  /** Start date. */
  | 'START_DATE'
  /** Source status. */
  | 'STATUS';

/** Sort direction of campaign lists. */
export type CampaignSortOrder =
  /** Ascending. */
  | 'ASC'
  /** Descending. */
  | 'DESC';

/** A variable group assigned to a campaign (the per-row multi-select of the campaign list). */
export type CampaignVariableGroup = {
  __typename?: 'CampaignVariableGroup';
  /** Variable group id. */
  id: Scalars['ID']['output'];
  /** Group name. */
  name: Scalars['String']['output'];
  /** Priority: groups are listed by it, lowest first. */
  priority: Scalars['Int']['output'];
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

/** A company as the configuration screen lists it, with its nine flags (audience admin only). */
export type CompanyConfiguration = {
  __typename?: 'CompanyConfiguration';
  /** Every change of its flags, newest first (at most 100). */
  changes: Array<CompanyFlagChange>;
  /** The company. */
  company: Company;
  /** Its flags now. */
  flags: CompanyFlags;
};

/** One change of a company's flags: who, when, before and after. */
export type CompanyFlagChange = {
  __typename?: 'CompanyFlagChange';
  /** The flags after. */
  after: CompanyFlags;
  /** The flags before. */
  before: CompanyFlags;
  /** When, ISO 8601. */
  changedAt: Scalars['String']['output'];
  /** E-mail of who saved it. */
  changedBy: Scalars['String']['output'];
  /** Change id. */
  id: Scalars['ID']['output'];
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

/** The nine flags of a company, all required (saved as "0"/"1"). */
export type CompanyFlagsInput = {
  /** Data stewards may approve access requests. */
  approveRequestData: Scalars['Boolean']['input'];
  /** The Google Ads audience type may be chosen. */
  editAudienceTypeGoogle: Scalars['Boolean']['input'];
  /** Segments that already feed audiences may be edited. */
  editSegment: Scalars['Boolean']['input'];
  /** AI image generation is enabled. */
  gptImages: Scalars['Boolean']['input'];
  /** Retail purchase-prediction attributes may be used. */
  retailPurchasePrediction: Scalars['Boolean']['input'];
  /** Ads keys are kept separately per platform. */
  separatedKeyAds: Scalars['Boolean']['input'];
  /** Segments may be shared. */
  shareAction: Scalars['Boolean']['input'];
  /** Talon.One coupon campaigns are enabled. */
  talononeCoupons: Scalars['Boolean']['input'];
  /** Talon.One uses the user id as identifier. */
  userIdTalonone: Scalars['Boolean']['input'];
};

/** Which companies' customers a company may not count (its restricted counts leave them out). */
export type CompanyRestriction = {
  __typename?: 'CompanyRestriction';
  /** Changes, oldest first. */
  auditTrail: Array<AccessAuditEntry>;
  /** The company the restriction applies to. */
  company: Company;
  /** Companies whose customers it may not count. */
  restrictedCompanies: Array<Company>;
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
 * A coupon campaign (spec §2.6, §3): a segment's customers sent to a Talon.One campaign as coupon holders, through
 * an ads account, from a start to an end date, with coupon limits. Its Talon.One audience carries the publication
 * status, the enabled switch, the match and the row actions (delete, activate, deactivate, resend, frequency
 * update act on that audience by its id).
 */
export type CouponCampaign = {
  __typename?: 'CouponCampaign';
  /** Ads account it is published through (enables Talon.One). */
  adsAccount: AdsAccount;
  /** Its Talon.One audience: status, statusColor, enabled, matchCount and the can* rights come from it. */
  audience: Audience;
  /** Company the campaign belongs to. */
  company: Company;
  /** Computed: coupons issued over every day (the sum of dailyStats.issued). */
  couponsIssued: Scalars['Int']['output'];
  /** Computed: coupons redeemed over every day (the sum of dailyStats.redeemed). */
  couponsRedeemed: Scalars['Int']['output'];
  /** Computed: coupons reserved over every day (the sum of dailyStats.reserved). */
  couponsReserved: Scalars['Int']['output'];
  /** When it was created, ISO 8601 in UTC (the list's order, newest first). */
  createdDate: Scalars['String']['output'];
  /** Coupons issued, reserved and redeemed per day, oldest first; between two days (YYYY-MM-DD, inclusive) when given. */
  dailyStats: Array<CouponDayStats>;
  /** Campaign description. */
  description: Scalars['String']['output'];
  /** Total discount a coupon may grant. */
  discountLimit: Scalars['Float']['output'];
  /** Last day of the campaign, YYYY-MM-DD. */
  endDate: Scalars['String']['output'];
  /** The campaign id (custom_coupons_id): the id of every coupon route and service path. */
  id: Scalars['ID']['output'];
  /** Last time it was processed, ISO 8601 in UTC; null if never. */
  lastProcessDate?: Maybe<Scalars['String']['output']>;
  /** Campaign name (starts with INCA_). */
  name: Scalars['String']['output'];
  /** Reservations allowed per coupon. */
  reservationLimit: Scalars['Int']['output'];
  /** Segment whose customers receive the coupons. */
  segment: Segment;
  /** Unique customers of the segment at the last run; null before the first run. */
  segmentSize?: Maybe<Scalars['Int']['output']>;
  /** Name of the file uploaded in the last run (the card's file); null when none. */
  sourceFileName?: Maybe<Scalars['String']['output']>;
  /** Rows uploaded to Talon.One in the last run; null before the first run. */
  sourceFileRowCount?: Maybe<Scalars['Int']['output']>;
  /** First day of the campaign, YYYY-MM-DD. */
  startDate: Scalars['String']['output'];
  /** Talon.One application the coupons are created in. */
  talonOneApplicationId: Scalars['ID']['output'];
  /** Talon.One campaign the coupons are created in, as read when the coupon campaign was saved. */
  talonOneCampaign: TalonOneCouponCampaign;
  /** Status history of its audiences (estados), newest first. One service call per campaign: read it on the detail. */
  timeline: Array<CouponTimelineEntry>;
  /** Redemptions allowed per coupon (0 = unlimited). */
  usageLimit: Scalars['Int']['output'];
};


/**
 * A coupon campaign (spec §2.6, §3): a segment's customers sent to a Talon.One campaign as coupon holders, through
 * an ads account, from a start to an end date, with coupon limits. Its Talon.One audience carries the publication
 * status, the enabled switch, the match and the row actions (delete, activate, deactivate, resend, frequency
 * update act on that audience by its id).
 */
export type CouponCampaignDailyStatsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A page of coupon campaigns and how many match in all. */
export type CouponCampaignPage = {
  __typename?: 'CouponCampaignPage';
  /** The campaigns of this page, newest first (created date, then id). */
  nodes: Array<CouponCampaign>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page (1 to 100). */
  pageSize: Scalars['Int']['output'];
  /** How many campaigns match the filter, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** Coupons of a campaign on one day, as Talon.One's campaign analytics reported them. */
export type CouponDayStats = {
  __typename?: 'CouponDayStats';
  /** Calendar day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** Coupons created and assigned to customers that day. */
  issued: Scalars['Int']['output'];
  /** Coupons redeemed that day. */
  redeemed: Scalars['Int']['output'];
  /** Coupons reserved that day. */
  reserved: Scalars['Int']['output'];
};

/** Filters of the coupon list; every filter given must match. Dates are YYYY-MM-DD, inclusive, in Chilean time. */
export type CouponFilter = {
  /** Company (three digits); omitted: every company of the viewer's scope that has coupons enabled. */
  companyCode?: InputMaybe<Scalars['ID']['input']>;
  /** First creation day included, YYYY-MM-DD. */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last creation day included, YYYY-MM-DD. */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** Only enabled (true) or only disabled (false) campaigns; omitted: both. */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the campaign name, matched ignoring case and accents. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Status code of its audience (P_NOD, P_ENV, P_ACT, P_PUB, …). */
  status?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Whether a segment may feed a coupon campaign (§5, check-segmento-coupons): with the company's user_id_talonone flag
 * on, the segment must carry the customers' user id.
 */
export type CouponSegmentCheck = {
  __typename?: 'CouponSegmentCheck';
  /** Why it may not, the service's Spanish message ('Debe seleccionar un segmento que contenga la columna "user_id".'); null when valid. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the segment may be used. */
  valid: Scalars['Boolean']['output'];
};

/** One entry of a coupon campaign's status timeline (the estados of its audiences), newest first. */
export type CouponTimelineEntry = {
  __typename?: 'CouponTimelineEntry';
  /** Match size: customers the platform reported (audience_match_count); null when none. */
  matchSize?: Maybe<Scalars['Int']['output']>;
  /** Platform of the audience the entry belongs to. */
  platform: Platform;
  /** Rows of the uploaded file (source_file_row_count). */
  sourceFileRowCount: Scalars['Float']['output'];
  /** Status code of the entry (P_NOD, P_ENV, P_ACT, P_PUB or a platform error code). */
  statusCode: Scalars['String']['output'];
  /** When the status was set, ISO 8601 in UTC. */
  statusDate: Scalars['String']['output'];
  /** Spanish name from the status table; 'INICIO' for a code the table does not know. */
  statusName: Scalars['String']['output'];
  /** Upload size: unique customers of the segment sent (segment_row_count_unique). */
  uploadSize: Scalars['Float']['output'];
};

/** A new access request: the companies that want to use a segment until a date (one request per company). */
export type CreateAccessRequestInput = {
  /** Companies that will use it, at least one (required), none the segment's owner. */
  companyCodes?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Last day asked for, YYYY-MM-DD, today or later (required). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Why, optional, up to 200 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Segment asked for (required). */
  segmentCode?: InputMaybe<Scalars['ID']['input']>;
};

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

/**
 * A new coupon campaign (§5). The service checks every rule; a broken one is a BAD_USER_INPUT or FORBIDDEN error
 * with the Spanish message, and nothing is created.
 */
export type CreateCouponCampaignInput = {
  /** Ads account (technical name) of the company; must enable Talon.One. */
  adsAccountCode: Scalars['ID']['input'];
  /** Company (three digits); must be in the viewer's scope and have coupons enabled. */
  companyCode: Scalars['ID']['input'];
  /** Description (required, at most 200 characters). */
  description: Scalars['String']['input'];
  /** Total discount a coupon may grant. */
  discountLimit: Scalars['Float']['input'];
  /** Last day, YYYY-MM-DD; not before startDate. */
  endDate: Scalars['String']['input'];
  /** Name: at most 45 characters, none of < > " ' `; INCA_ is added when it does not already start with it. */
  name: Scalars['String']['input'];
  /** Platforms (at least one; only TALONONE is accepted). */
  platforms: Array<Platform>;
  /** Reservations allowed per coupon. */
  reservationLimit: Scalars['Int']['input'];
  /** Segment whose customers receive the coupons; must pass couponSegmentCheck. */
  segmentCode: Scalars['ID']['input'];
  /** First day, YYYY-MM-DD, not before today (America/Santiago) and not after endDate. */
  startDate: Scalars['String']['input'];
  /** Talon.One application (from talonOneApplications). */
  talonOneApplicationId: Scalars['ID']['input'];
  /** Talon.One campaign of that application (from talonOneCouponCampaigns). */
  talonOneCampaignId: Scalars['ID']['input'];
  /** Redemptions allowed per coupon (0 = unlimited). */
  usageLimit: Scalars['Int']['input'];
};

/** What defines a cross-table (type 1) or sandbox (type 4) segment. */
export type CrossTableDefinition = {
  __typename?: 'CrossTableDefinition';
  /** Dataset id of the table (type 1); null for sandbox segments. */
  datasetId?: Maybe<Scalars['String']['output']>;
  /** Group of the use case (sandbox_segment, type 4); null for tables. */
  group?: Maybe<Scalars['String']['output']>;
  /** Customers in the group when the segment was saved (sandbox_n_rows, type 4); null for tables and for segments saved without it. */
  numRows?: Maybe<Scalars['Float']['output']>;
  /** Process date of the group, YYYY-MM-DD (sandbox_process_date, type 4); null for tables. */
  processDate?: Maybe<Scalars['String']['output']>;
  /** Project id of the table (type 1); null for sandbox segments. */
  projectId?: Maybe<Scalars['String']['output']>;
  /** Resource name of the table or view (type 1); null for sandbox segments. */
  relativeResourceName?: Maybe<Scalars['String']['output']>;
  /** True for a sandbox segment (type 4): a use-case group instead of a table. */
  sandbox: Scalars['Boolean']['output'];
  /** Table or view id (type 1); null for sandbox segments. */
  tableId?: Maybe<Scalars['String']['output']>;
  /** Use case (sandbox_use_case, type 4); null for tables. */
  useCase?: Maybe<Scalars['String']['output']>;
};

/** A table or sandbox group to count as a segment. */
export type CrossTableInput = {
  /** Company the segment is built for (three digits); its restricted companies apply to the restricted counts. */
  companyCode: Scalars['ID']['input'];
  /** Group of the use case, required when sandbox is true ('El grupo es requerido'). */
  group?: InputMaybe<Scalars['String']['input']>;
  /** Table or view resource name, required when sandbox is false ('La Vista es requerida'). */
  relativeResourceName?: InputMaybe<Scalars['String']['input']>;
  /** True for a sandbox group (type 4), false for a table or view (type 1). */
  sandbox: Scalars['Boolean']['input'];
  /** Use case, required when sandbox is true. */
  useCase?: InputMaybe<Scalars['String']['input']>;
};

/** A row of an uploaded CSV that was skipped, with its file row number. */
export type CsvRowProblem = {
  __typename?: 'CsvRowProblem';
  /** Why the row was skipped, in Spanish. */
  message: Scalars['String']['output'];
  /** Row number in the file (the header is row 1). */
  row: Scalars['Int']['output'];
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

/** Which tabs of the exception screen the viewer sees (spec §6), decided by the service. */
export type ExceptionAccess = {
  __typename?: 'ExceptionAccess';
  /** Configuration tab: audience admin only. */
  configuration: Scalars['Boolean']['output'];
  /** Request exception tab: everyone. */
  requestException: Scalars['Boolean']['output'];
  /** Requests tab: audience admin, or data steward whose company has approve_request_data. */
  requests: Scalars['Boolean']['output'];
};

/** A short-lived signed URL of a file: download it (GET) or upload to it (POST) through the gateway. */
export type FileLink = {
  __typename?: 'FileLink';
  /** When the link stops working (ISO date and time). */
  expiresAt: Scalars['String']['output'];
  /** GET to download, POST to upload. */
  method: Scalars['String']['output'];
  /** Path of the link on the gateway. */
  url: Scalars['String']['output'];
};

/** What the user asks to generate. */
export type GenerateAudienceImagesInput = {
  /** The audience the images are for. */
  audienceId: Scalars['ID']['input'];
  /** Company code of the audience. */
  companyCode: Scalars['String']['input'];
  /** The new image description (at most 1000 characters); the audience description is added to it. */
  description: Scalars['String']['input'];
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

/** One identifier's part of a match prediction. */
export type IdentifierMatchPrediction = {
  __typename?: 'IdentifierMatchPrediction';
  /** The platform's key for it. */
  key: Scalars['String']['output'];
  /** usable × rate, rounded. */
  predictedMatch: Scalars['Int']['output'];
  /** The platform's match rate for it, from 0 to 1. */
  rate: Scalars['Float']['output'];
  /** The kind of identifier. */
  type: IdentifierType;
  /** Customers whose member would be this identifier. */
  usable: Scalars['Int']['output'];
};

/** The quality of one identifier (a key of the platform's normalizer, e.g. em, phone_number) over the segment. */
export type IdentifierQuality = {
  __typename?: 'IdentifierQuality';
  /** The platform's key for it (em, email_address, phone_number, madid, …). */
  key: Scalars['String']['output'];
  /** Why the rest was not usable, largest first; the counts and usable add up to total. */
  reasons: Array<IdentifierRejection>;
  /** True when this identifier becomes the member sent to the platform (its first usable member identifier). */
  sentAsMember: Scalars['Boolean']['output'];
  /** usable / total, from 0 to 1. */
  share: Scalars['Float']['output'];
  /** Customers of the segment. */
  total: Scalars['Int']['output'];
  /** The kind of identifier. */
  type: IdentifierType;
  /** Customers whose identifier is usable after the platform's normalizer. */
  usable: Scalars['Int']['output'];
};

/** How many customers' identifier was unusable for one reason. */
export type IdentifierRejection = {
  __typename?: 'IdentifierRejection';
  /** Customers. */
  count: Scalars['Int']['output'];
  /** The reason. */
  reason: IdentifierRejectionReason;
};

/** Why an identifier could not be sent. */
export type IdentifierRejectionReason =
  /** Not a well-formed e-mail address for the platform. */
  | 'EMAIL_FORMAT'
  /** Already hashed, in a form the platform's account does not take. */
  | 'HASH_FORMAT'
  /** Any other unusable value. */
  | 'INVALID'
  /** The customer has no value for it. */
  | 'MISSING'
  /** Not a well-formed mobile advertising id. */
  | 'MOBILE_ID_FORMAT'
  /** The all-zero mobile id of a device that limits ad tracking. */
  | 'MOBILE_ID_LIMITED'
  /** The platform does not take this identifier in this audience type. */
  | 'NOT_SUPPORTED'
  /** No valid phone number has that many digits. */
  | 'PHONE_LENGTH'
  /** Not a mobile number, and the platform needs one (SMS). */
  | 'PHONE_NOT_MOBILE'
  /** Not a Chilean subscriber number (starts with 0 or 1). */
  | 'PHONE_NOT_SUBSCRIBER'
  /** An old 7- or 8-digit Chilean number: ambiguous. */
  | 'PHONE_OLD'
  /** The phone holds letters or symbols, or no digits. */
  | 'PHONE_SYMBOLS'
  /** The value is a placeholder ('sin correo', 'n/a', …). */
  | 'PLACEHOLDER';

/** A kind of customer identifier. */
export type IdentifierType =
  /** Birth date. */
  | 'BIRTHDATE'
  /** City. */
  | 'CITY'
  /** Country. */
  | 'COUNTRY'
  /** The customer's own id at the platform (Talon.One integration id). */
  | 'CUSTOMER_ID'
  /** E-mail address. */
  | 'EMAIL'
  /** First name. */
  | 'FIRST_NAME'
  /** Gender. */
  | 'GENDER'
  /** Last name. */
  | 'LAST_NAME'
  /** Mobile advertising id (IDFA / AAID). */
  | 'MOBILE_ID'
  /** Phone number. */
  | 'PHONE'
  /** Postal code. */
  | 'POSTAL_CODE'
  /** Region. */
  | 'REGION';

/**
 * An image generation request (§3 image generation request): a job on the Postgres queue asking the
 * company's provider for 4 images of 1024×1024 from the audience description and the user's text.
 */
export type ImageGeneration = {
  __typename?: 'ImageGeneration';
  /** The provider attempt under way or coming: 1 first, more while the provider's failures are retried. */
  attempt: Scalars['Int']['output'];
  /** The audience the images are for. */
  audienceId: Scalars['ID']['output'];
  /** When it was asked (ISO 8601 instant). */
  createdAt: Scalars['String']['output'];
  /** The user's new image description. */
  description: Scalars['String']['output'];
  /** Request id. */
  id: Scalars['ID']['output'];
  /** The candidates stored so far (state candidate until the user keeps them). */
  images: Array<AudienceImage>;
  /** Attempts the request makes at most before it fails. */
  maxAttempts: Scalars['Int']['output'];
  /** The outcome in Spanish, once finished. */
  message?: Maybe<Scalars['String']['output']>;
  /** Progress in percent (0 to 100). */
  progress: Scalars['Int']['output'];
  /** Where the request is. */
  state: ImageGenerationState;
};

/** The progress of an image generation request. */
export type ImageGenerationState =
  /** The user cancelled the request; nothing of it was kept. */
  | 'CANCELLED'
  /** The candidates are ready. */
  | 'DONE'
  /** The request failed; `message` says why. */
  | 'FAILED'
  /** Waiting on the queue. */
  | 'QUEUED'
  /** The provider is drawing, or the images are being stored. */
  | 'RUNNING';

/** How an e-mail about a run was delivered. */
export type MailDelivery =
  /** Kept in the outbox only (no SMTP_URL configured). */
  | 'OUTBOX'
  /** Sent through SMTP (and kept). */
  | 'SMTP'
  /** SMTP refused it; see error. */
  | 'SMTP_FAILED';

/** An e-mail telling an audience's recipient how one of its runs ended (published or failed). */
export type MailMessage = {
  __typename?: 'MailMessage';
  /** For a notice of the daily ads-account check: the account's name (null otherwise). */
  adsAccountName?: Maybe<Scalars['String']['output']>;
  /** For a notice of the daily ads-account check: the channel that turned unavailable (null otherwise). */
  adsPlatform?: Maybe<Platform>;
  /** The audience it is about; null once the audience was deleted. */
  audienceId?: Maybe<Scalars['ID']['output']>;
  /** The audience's name; null once it was deleted. */
  audienceName?: Maybe<Scalars['String']['output']>;
  /** Plain-text body, in Spanish. */
  body: Scalars['String']['output'];
  /** The audience's company code. */
  companyCode: Scalars['String']['output'];
  /** When it was written, ISO 8601 in UTC. */
  createdAt: Scalars['String']['output'];
  /** How it was delivered. */
  delivery: MailDelivery;
  /** The SMTP error when delivery is SMTP_FAILED. */
  error?: Maybe<Scalars['String']['output']>;
  /** Message id. */
  id: Scalars['ID']['output'];
  /** The recipient's address. */
  recipient: Scalars['String']['output'];
  /** The run it is about. */
  runId?: Maybe<Scalars['ID']['output']>;
  /** Subject, in Spanish. */
  subject: Scalars['String']['output'];
};

/** A page of e-mails, newest first. */
export type MailMessagePage = {
  __typename?: 'MailMessagePage';
  /** The messages of this page. */
  nodes: Array<MailMessage>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Messages per page. */
  pageSize: Scalars['Int']['output'];
  /** Messages over every page. */
  totalCount: Scalars['Int']['output'];
};

/**
 * The match size a segment is predicted to reach at a platform before anything is sent: its usable identifiers per type
 * (after the platform's normalizer) × the platform's recent match rate per type.
 */
export type MatchPrediction = {
  __typename?: 'MatchPrediction';
  /** Contact data or mobile advertising ids (Google's audience type; CONTACT_INFO on other platforms). */
  audienceType: GoogleAudienceType;
  /** Where the rates came from. */
  basis: MatchPredictionBasis;
  /** Published runs of the platform the rates learnt from (0 with DEFAULT). */
  historyRuns: Scalars['Int']['output'];
  /** Per identifier sent as a member: usable customers, rate and their share of the prediction. */
  identifiers: Array<IdentifierMatchPrediction>;
  /** The platform. */
  platform: Platform;
  /** Predicted match size. */
  predictedMatch: Scalars['Int']['output'];
  /** Customers in that sample. */
  sampleSize: Scalars['Int']['output'];
  /** True when the usable counts are estimated from a sample of the segment. */
  sampled: Scalars['Boolean']['output'];
  /** Customers of the segment now. */
  segmentSize: Scalars['Int']['output'];
};

/** Where the match rates of a prediction came from. */
export type MatchPredictionBasis =
  /** Default rates per identifier type: there is no history yet, so the prediction is an estimate. */
  | 'DEFAULT'
  /** The platform's answers to its recent runs. */
  | 'HISTORY';

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
  /** Approves a pending request (action 1) until a date; CONFLICT when not pending, FORBIDDEN for non-approvers. */
  approveAccessRequest: AccessRequest;
  /**
   * Approves several pending requests until one date. No ids: 'Debe seleccionar al menos un registro.' (BAD_USER_INPUT).
   * All or nothing: CONFLICT (nothing changes) when any is not pending or not decidable by the viewer.
   */
  approveAccessRequests: Array<AccessRequest>;
  /** Approves a pending request (action 1) and grants access until the date; CONFLICT when not pending. */
  approveTableAccessRequest: TableAccessRequest;
  /** A short-lived signed link to download one image as a file (imagen_<audience>_<id>.<ext>): GET it through the gateway. */
  audienceImageDownloadLink: FileLink;
  /**
   * A short-lived signed link to save a picture (the designer's result) in the audience's gallery: POST the
   * picture's bytes to it through the gateway. The service reads the kind from the bytes (PNG, JPEG or BMP, 5 MB at most).
   */
  audienceImageUploadLink: FileLink;
  /**
   * A short-lived signed link to lista_audiencias.xlsx: every audience of the list's filter, in its order
   * (not only the page on screen). The browser downloads it with a GET of the link through the gateway.
   */
  audienceListFileLink: FileLink;
  /** Sets end date, frequency and update day of several audiences; every one must be editable by the viewer, else nothing changes. */
  bulkUpdateAudiences: BulkUpdateAudiencesResult;
  /** A short-lived signed URL to download or upload a campaign file. */
  campaignFileLink: FileLink;
  /** Cancels a queued or running generation: its work stops and the candidates it stored are removed; a finished one is answered as it is. */
  cancelImageGeneration: ImageGeneration;
  /** Files access requests (one per company): 'La solicitud se ha registrado correctamente.' Anyone may file. */
  createAccessRequest: Array<AccessRequest>;
  /**
   * Creates one audience per chosen platform, each starting at P_NOD (no platform is called). A rule of §5/§6 broken
   * by the input is a BAD_USER_INPUT or FORBIDDEN error with the Spanish message and creates nothing; errors lists
   * only platforms that failed while others were created. When every platform failed on its own (e.g. the name is
   * taken on each), the mutation fails with CONFLICT, the platforms' messages and extensions.details.errors.
   */
  createAudiences: CreateAudiencesResult;
  /** Creates a coupon campaign and its Talon.One audience (status P_NOD until the publishing worker sends it). */
  createCouponCampaign: CouponCampaign;
  /** Creates a cross-table (type 1) or sandbox (type 4) segment; the source must equal the previewed one and access must be current. */
  createCrossTableSegment: Segment;
  /** Registers a report (audience admin only). */
  createReport: Report;
  /** Creates the Salesforce automation flow a Salesforce audience needs, before the audience itself (§2.4). */
  createSalesforceAutomation: SalesforceAutomationResult;
  /** Creates an attribute or merge segment; the selection must equal the previewed one. */
  createSegment: Segment;
  /** Creates a variable group. */
  createVariableGroup: VariableGroup;
  /** Creates variables by code and name (BAD_USER_INPUT with the Spanish reason if a code is invalid or taken; nothing created then). */
  createVariables: Array<Variable>;
  /** Declines a pending request (action 2; terminal); CONFLICT when not pending. */
  declineAccessRequest: AccessRequest;
  /** Declines several pending requests; same rules as approveAccessRequests. */
  declineAccessRequests: Array<AccessRequest>;
  /** Declines a pending request (action 2; terminal); CONFLICT when not pending. */
  declineTableAccessRequest: TableAccessRequest;
  /** Deletes an audience. FORBIDDEN unless canDelete. */
  deleteAudience: DeleteAudienceResult;
  /** Deletes an image and its file; answers the id deleted. */
  deleteAudienceImage: Scalars['ID']['output'];
  /** Deletes a report (audience admin only); answers its id. */
  deleteReport: Scalars['ID']['output'];
  /**
   * Deletes a segment that no audience and no merge segment uses. Otherwise CONFLICT, with
   * extensions.details.audiences (audiences using it, checked first) or extensions.details.merges
   * ([{ code, business_name }] of the merge segments using it).
   */
  deleteSegment: DeleteSegmentResult;
  /** Deletes a variable (CONFLICT with the reason while a group, a child variable or a campaign uses it, or when it is disabled). Answers its id. */
  deleteVariable: Scalars['ID']['output'];
  /** Deletes a variable group (CONFLICT while campaigns use it). Answers its id. */
  deleteVariableGroup: Scalars['ID']['output'];
  /** Copies a segment under a new name (3 to 50 characters; INCA_ is added) for the viewer's company. */
  duplicateSegment: DuplicateSegmentResult;
  /**
   * Recounts a saved segment now (its counts and last process date refresh). Needs the edit right of the segment
   * (canEdit): FORBIDDEN otherwise ('No tiene permisos para re-evaluar este segmento.'), CONFLICT while audiences block
   * editing, NOT_FOUND when the viewer may not see it. A merge whose owner may no longer see one of its bases is refused
   * (CONFLICT, see SegmentDefinition.unavailableSegments). The publishing engine re-evaluates under its own service identity.
   */
  evaluateSegment: Segment;
  /** Queues a generation of 4 candidate images; poll `imageGeneration` for its progress. */
  generateAudienceImages: ImageGeneration;
  /** The rules summary of the values given, without saving anything. */
  previewCampaignRules: Array<RulesSummaryLine>;
  /**
   * Counts a table or sandbox group (cross-table preview). Refused when the table is missing or unreadable, when the
   * viewer holds no grant, or when the grant has expired ('El acceso a la tabla ha expirado, debe volver a solicitar el
   * acceso.'), as BAD_USER_INPUT with the spec's message.
   */
  previewCrossTable: SegmentPreview;
  /** Counts a selection or a merge in the warehouse. */
  previewSegment: SegmentPreview;
  /** Reads a variable data CSV for the Data grid: valid rows and skipped ones with row numbers; stores nothing. */
  readVariableDataCsv: VariableDataCsvResult;
  /** Files a productivize request; BAD_USER_INPUT 'La tabla no tiene los mismos campos que el caso de uso.' when a use-case attribute is missing. Its until date is 20 years ahead. */
  requestProductivize: TableAccessRequest;
  /** Files a request for access to a table or view of the viewer's domain. CONFLICT when one is already pending. */
  requestTableAccess: TableAccessRequest;
  /** Sends an audience again. FORBIDDEN unless canResend. */
  resendAudience: AudienceActionResult;
  /** Sends every enabled audience of a coupon campaign again ('Los cupones se estan reenviado.'). */
  resendCouponCampaign: CouponCampaign;
  /** Registers an ads account (no id) or changes one (audience admin only); credentials are stored encrypted. */
  saveAdsAccount: AdsAccountSettings;
  /** Replaces the attributes a company may not use; audience admin only: 'Se ha registrado correctamente.'. Takes effect at once in the builder catalogue. */
  saveAttributeRestriction: AttributeRestriction;
  /** Saves the campaign's rules (required fields first: BAD_USER_INPUT lists them). */
  saveCampaignRules: CampaignRules;
  /** Assigns the campaign's variable groups (at least one, else BAD_USER_INPUT). */
  saveCampaignVariableGroups: Campaign;
  /** Replaces the companies whose customers a company may not count; audience admin only. Takes effect in the next preview. */
  saveCompanyRestriction: CompanyRestriction;
  /** Saves a variable's object association (a table and its single associated column). */
  saveVariableObject: Variable;
  /** Saves the inline row settings (type, object, required) of a variable. */
  saveVariableRow: Variable;
  /** Saves the values given (if any) and queues the recommendation process. */
  sendCampaignToProcess: SendToProcessResult;
  /** Queues the recommendation for the given campaigns, or for every complete, editable and unprocessed one of the caller's scope. */
  sendCampaignsToRecommendation: BulkSendResult;
  /** Activates (true) or deactivates (false) an audience. FORBIDDEN unless canToggle. */
  setAudienceEnabled: AudienceActionResult;
  /** Keeps an image in the gallery (SELECTED) or returns it to the candidates; failure says 'No se ha podido realizar los cambios.'. */
  setAudienceImageState: AudienceImage;
  /**
   * Test mode only (the service started under the test runner or with TABLE_ACCESS_TEST_CLOCK=1), audience admin only:
   * sets the service's today (YYYY-MM-DD), or back to the real date with null. FORBIDDEN otherwise. Returns the new today.
   */
  setTableAccessTestClock: Scalars['String']['output'];
  /** Shares a segment with a user (who must hold audience_user or audience_analyst) or a company. */
  shareSegment: Segment;
  /** Starts billing an audience ('Se ha iniciado la facturación'). FORBIDDEN unless canBill. */
  startBilling: AudienceActionResult;
  /** Removes a share. */
  unshareSegment: Segment;
  /** Updates the until date of an approved request (action 3); CONFLICT when not approved. */
  updateAccessRequestUntilDate: AccessRequest;
  /** Edits an audience (§4 edit fields). FORBIDDEN when the viewer may not edit it (canEdit), e.g. a requested audience. */
  updateAudience: Audience;
  /** Applies a pending frequency update (toUpdate). FORBIDDEN unless canUpdateFrequency. */
  updateAudienceFrequency: AudienceActionResult;
  /** Saves a company's nine flags (audience admin only); they take effect at once and the change is audited. */
  updateCompanyFlags: CompanyConfiguration;
  /** Changes only the dates of a coupon campaign and its audiences (§5 edit mode) ('La audiencia se actualizó correctamente'). */
  updateCouponCampaignDates: CouponCampaign;
  /** Saves an edited cross-table or sandbox segment under the same code (same rules as create, plus the edit right). */
  updateCrossTableSegment: Segment;
  /** Changes a report (audience admin only). */
  updateReport: Report;
  /** Saves an edited attribute or merge segment under the same code. */
  updateSegment: Segment;
  /** Changes the until date of an approved request and its grant (action 3); CONFLICT when not approved. */
  updateTableAccessUntilDate: TableAccessRequest;
  /** Saves a variable's whole configuration under the §4 save rules and §5 validation. */
  updateVariable: Variable;
  /** Saves a variable group: name, priority and members in order. */
  updateVariableGroup: VariableGroup;
  /** Creates the variables of a CSV (codigo_de_variable, nombre_de_variable); stops at the first error, creating nothing. */
  uploadVariables: VariablesUploadResult;
  /**
   * Checks the platform APIs of a company's ads accounts (or one of them) with each platform's connector (its real health
   * call; the simulators in embedded and test mode), keeps one result per account, platform and day, and answers the
   * accounts with their new apiHealth and apiCheckedAt. Accounts already checked today (America/Santiago) are not checked
   * again unless force is true. FORBIDDEN for a company outside the viewer's scope.
   */
  verifyAdsAccounts: Array<AdsAccount>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationApproveAccessRequestArgs = {
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationApproveAccessRequestsArgs = {
  ids: Array<Scalars['ID']['input']>;
  untilDate: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationApproveTableAccessRequestArgs = {
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationAudienceImageDownloadLinkArgs = {
  imageId: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationAudienceImageUploadLinkArgs = {
  audienceId: Scalars['ID']['input'];
  companyCode: Scalars['String']['input'];
  description: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationAudienceListFileLinkArgs = {
  filter?: InputMaybe<AudienceFilter>;
  sort?: InputMaybe<AudienceSort>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationBulkUpdateAudiencesArgs = {
  input: BulkUpdateAudiencesInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCampaignFileLinkArgs = {
  input: CampaignFileInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCancelImageGenerationArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateAccessRequestArgs = {
  input: CreateAccessRequestInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateAudiencesArgs = {
  input: CreateAudienceInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateCouponCampaignArgs = {
  input: CreateCouponCampaignInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateCrossTableSegmentArgs = {
  input: SaveCrossTableInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateReportArgs = {
  input: ReportInput;
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
export type MutationCreateVariableGroupArgs = {
  input: VariableGroupInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationCreateVariablesArgs = {
  input: Array<NewVariableInput>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeclineAccessRequestArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeclineAccessRequestsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeclineTableAccessRequestArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteAudienceArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteAudienceImageArgs = {
  audienceId: Scalars['ID']['input'];
  companyCode: Scalars['String']['input'];
  imageId: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteReportArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteSegmentArgs = {
  code: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteVariableArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationDeleteVariableGroupArgs = {
  id: Scalars['ID']['input'];
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
export type MutationGenerateAudienceImagesArgs = {
  input: GenerateAudienceImagesInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationPreviewCampaignRulesArgs = {
  campaignId: Scalars['ID']['input'];
  params: Array<CampaignParamInput>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationPreviewCrossTableArgs = {
  input: CrossTableInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationPreviewSegmentArgs = {
  input: SegmentPreviewInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationReadVariableDataCsvArgs = {
  csv: Scalars['String']['input'];
  withParent: Scalars['Boolean']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationRequestProductivizeArgs = {
  input: RequestProductivizeInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationRequestTableAccessArgs = {
  input: RequestTableAccessInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationResendAudienceArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationResendCouponCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSaveAdsAccountArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: AdsAccountInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSaveAttributeRestrictionArgs = {
  attributeIds: Array<Scalars['Int']['input']>;
  companyCode: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSaveCampaignRulesArgs = {
  campaignId: Scalars['ID']['input'];
  params: Array<CampaignParamInput>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSaveCampaignVariableGroupsArgs = {
  campaignId: Scalars['ID']['input'];
  groupIds: Array<Scalars['ID']['input']>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSaveCompanyRestrictionArgs = {
  companyCode: Scalars['ID']['input'];
  restrictedCompanyCodes: Array<Scalars['ID']['input']>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSaveVariableObjectArgs = {
  id: Scalars['ID']['input'];
  input: VariableObjectInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSaveVariableRowArgs = {
  id: Scalars['ID']['input'];
  input: VariableRowInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSendCampaignToProcessArgs = {
  campaignId: Scalars['ID']['input'];
  params?: InputMaybe<Array<CampaignParamInput>>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSendCampaignsToRecommendationArgs = {
  campaignIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSetAudienceEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSetAudienceImageStateArgs = {
  audienceId: Scalars['ID']['input'];
  companyCode: Scalars['String']['input'];
  imageId: Scalars['ID']['input'];
  state: AudienceImageState;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationSetTableAccessTestClockArgs = {
  today?: InputMaybe<Scalars['String']['input']>;
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
export type MutationUpdateAccessRequestUntilDateArgs = {
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
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
export type MutationUpdateCompanyFlagsArgs = {
  companyCode: Scalars['ID']['input'];
  flags: CompanyFlagsInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateCouponCampaignDatesArgs = {
  endDate: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  startDate: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateCrossTableSegmentArgs = {
  code: Scalars['ID']['input'];
  input: SaveCrossTableInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateReportArgs = {
  id: Scalars['ID']['input'];
  input: ReportInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateSegmentArgs = {
  code: Scalars['ID']['input'];
  input: SaveSegmentInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateTableAccessUntilDateArgs = {
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateVariableArgs = {
  id: Scalars['ID']['input'];
  input: VariableConfigInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUpdateVariableGroupArgs = {
  id: Scalars['ID']['input'];
  input: VariableGroupInput;
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationUploadVariablesArgs = {
  csv: Scalars['String']['input'];
};


/** Write operations of the audience platform. Refusals are GraphQL errors with a Spanish message and extensions.code. */
export type MutationVerifyAdsAccountsArgs = {
  adsAccountCode?: InputMaybe<Scalars['ID']['input']>;
  companyCode: Scalars['ID']['input'];
  force?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A variable to create: code and name (its type and configuration come after). */
export type NewVariableInput = {
  /** Code: letters, digits and underscores (stored in capitals). */
  code: Scalars['String']['input'];
  /** Name. */
  name: Scalars['String']['input'];
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

/** A process run for campaigns (§2.2): a send to process or a rules upload. */
export type ProcessHistoryEntry = {
  __typename?: 'ProcessHistoryEntry';
  /** Campaign code, when the process is about one campaign. */
  campaignCode?: Maybe<Scalars['String']['output']>;
  /** Campaign id, when the process is about one campaign. */
  campaignId?: Maybe<Scalars['ID']['output']>;
  /** End (ISO date and time). */
  endTime?: Maybe<Scalars['String']['output']>;
  /** Final message of the process. */
  finalMessage: Scalars['String']['output'];
  /** Whether a result file can be downloaded. */
  hasResultFile: Scalars['Boolean']['output'];
  /** Process id. */
  id: Scalars['ID']['output'];
  /** Process name. */
  processName: Scalars['String']['output'];
  /** Records rejected. */
  rejectedRecords: Scalars['Int']['output'];
  /** Row number in the whole list. */
  rowNumber: Scalars['Int']['output'];
  /** Source (file or screen) of the process. */
  sourceName: Scalars['String']['output'];
  /** Start (ISO date and time). */
  startTime: Scalars['String']['output'];
  /** pending, running, success or error. */
  status: Scalars['String']['output'];
  /** Summary shown as key: value lines. */
  summary: Array<CampaignInfoEntry>;
  /** Records read. */
  totalRecords: Scalars['Int']['output'];
  /** Records applied or written. */
  uploadedRecords: Scalars['Int']['output'];
};

/** Process history filter (§2.2). */
export type ProcessHistoryFilter = {
  /** Only processes of this campaign. */
  campaignId?: InputMaybe<Scalars['ID']['input']>;
  /** Started until (YYYY-MM-DD, the whole day). */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** Part of the process name. */
  processName?: InputMaybe<Scalars['String']['input']>;
  /** Part of the source name. */
  sourceName?: InputMaybe<Scalars['String']['input']>;
  /** Started from (YYYY-MM-DD). */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** A page of process history. */
export type ProcessHistoryPage = {
  __typename?: 'ProcessHistoryPage';
  /** The processes of this page. */
  nodes: Array<ProcessHistoryEntry>;
  /** Processes matching the filter, all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Read operations of the audience platform. */
export type Query = {
  __typename?: 'Query';
  /** One access request with its audit trail; NOT_FOUND when the viewer may not see it (approvers, and the requester). */
  accessRequest: AccessRequest;
  /**
   * Segment access requests (Requests tab), latest state date first, 10 a page. FORBIDDEN unless the viewer sees the
   * Requests tab; a data steward sees requests whose requested company is in their scope.
   */
  accessRequests: AccessRequestPage;
  /** A company's ads accounts with their channel settings (audience admin only); credentials only as set or not. */
  adsAccountSettings: Array<AdsAccountSettings>;
  /** The platform checks of ads accounts made on a day (YYYY-MM-DD), of one company or all; audience admin only. */
  adsAccountValidations: Array<AdsAccountValidation>;
  /** An analytics report of the menu as the caller may open it. */
  analyticsReport: AnalyticsReport;
  /** Attribute restrictions of a company (Configuration tab); FORBIDDEN unless audience admin. */
  attributeRestriction: AttributeRestriction;
  /** The whole attribute catalogue by category (the attribute-restriction dialog); FORBIDDEN unless audience admin. */
  attributeRestrictionCatalogue: Array<AttributeCategory>;
  /** One audience; NOT_FOUND when it does not exist or the viewer may not see it. */
  audience: Audience;
  /**
   * Segments the audience form offers for a company (§6), of a segment type when given. FORBIDDEN for a company outside
   * the viewer's scope.
   */
  audienceFormSegments: Array<AudienceFormSegment>;
  /** Every frequency (the service's frequency table). */
  audienceFrequencies: Array<AudienceFrequencyOption>;
  /** An audience's images, a page at a time (12 first, then 8); only for the user's companies with the gpt_images flag. */
  audienceImages: AudienceImagePage;
  /**
   * Predicted match size of a segment at each platform, before anything is sent (the audience form). The viewer must be
   * able to see the segment (NOT_FOUND otherwise).
   */
  audienceMatchPrediction: Array<MatchPrediction>;
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
  /** The figures of a built-in report; params are the signed params of its frame. */
  builtInReport: BuiltInReport;
  /** One campaign; NOT_FOUND outside the caller's scope. */
  campaign: Campaign;
  /** Companies of the campaign filter (setting SET0003). */
  campaignCompanies: Array<CampaignCompany>;
  /** The campaign's source data as key and value pairs (details modal). */
  campaignInfo: Array<CampaignInfoEntry>;
  /** A page of the campaign's recommended products. */
  campaignProducts: CampaignProductPage;
  /** The campaign's rules: every parameter of its assigned groups. */
  campaignRules: CampaignRules;
  /** Every variable group, for the campaign list's multi-select. */
  campaignVariableGroupOptions: Array<CampaignVariableGroup>;
  /** A page of campaigns of the caller's company scope (§2.1, §6); one REST call per page. */
  campaigns: CampaignPage;
  /** Every company of the group, to choose whom to share a segment with. */
  companies: Array<Company>;
  /** Every company with its flags, filtered by a part of its name (accents and case ignored); audience admin only. */
  companyConfigurations: Array<CompanyConfiguration>;
  /** Company restrictions of every company (Configuration tab); FORBIDDEN unless audience admin. */
  companyRestrictions: Array<CompanyRestriction>;
  /** One coupon campaign with its timeline and daily stats; NOT_FOUND when the viewer may not see it. */
  couponCampaign: CouponCampaign;
  /**
   * Coupon campaigns the viewer may see (company scope as for audiences), filtered and paged (10 a page by default),
   * newest first. FORBIDDEN ('No tiene habilitados los cupones.') for a company without talonone_coupons. One
   * service call per page, audiences included.
   */
  couponCampaigns: CouponCampaignPage;
  /** Checks a segment for coupons (§5); a segment without the user id answers valid false with the message. */
  couponSegmentCheck: CouponSegmentCheck;
  /** Tabs of the exception screen the viewer sees. */
  exceptionAccess: ExceptionAccess;
  /** A generation request and its progress. */
  imageGeneration: ImageGeneration;
  /** E-mails about publishing runs, newest first, 10 a page by default (at most 100). Audience admin only (FORBIDDEN otherwise). */
  mailOutbox: MailMessagePage;
  /** Segments the viewer may see that can be merged, of a type (contact or advertising), most recently processed first. */
  mergeOptions: Array<SegmentOption>;
  /** Tables and views the viewer may use for cross-table segments (current grants; with includeExpired also expired ones). */
  myTables: Array<TableAccess>;
  /** A page of process history of the caller's scope (all, or one campaign's). */
  processHistory: ProcessHistoryPage;
  /** One report the caller may see, with its frame. */
  report: Report;
  /** Reports of a module (default audience-management-campaign) the caller may see, newest first. */
  reports: Array<Report>;
  /** Segments that may be named in a new request (Request exception tab), by name, at most 50. */
  requestableSegments: Array<RequestableSegment>;
  /** Sandbox use cases and groups of a company (in the viewer's company scope, FORBIDDEN otherwise), newest process date first. */
  sandboxUseCases: Array<SandboxUseCase>;
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
   * Table access requests, latest state date first, 10 a page. An approver (audience admin; a data steward for tables of
   * companies in their scope whose company flag approve_request_data is on) sees the requests of the tables they approve;
   * everyone sees their own.
   */
  tableAccessRequests: TableAccessRequestPage;
  /** The service's today (YYYY-MM-DD): the real date, or the test clock when one is set in test mode. */
  tableAccessToday: Scalars['String']['output'];
  /**
   * Catalogue search (Solicitar Acceso): text of at least 3 letters ('Ingrese un texto a buscar.', 'Ingrese al menos 3
   * letras.' as BAD_USER_INPUT), ranked, always restricted to one domain: the viewer's own company's domain unless the
   * viewer is an audience admin, who may pick any domain (FORBIDDEN otherwise). 10 a page by default.
   */
  tableSearch: TableSearchPage;
  /** Domains the viewer may search: their own company's; every company's for an audience admin. */
  tableSearchDomains: Array<TableDomain>;
  /** Validates a table for a cross-table segment for the viewer (verify_table_status): exists, readable, grant current. */
  tableStatus: TableStatusCheck;
  /** Talon.One applications reachable through an ads account of a company (which must enable Talon.One). */
  talonOneApplications: Array<TalonOneApplication>;
  /** Campaigns of a Talon.One application, through an ads account of a company. */
  talonOneCampaigns: Array<TalonOneCampaign>;
  /** Campaigns of a Talon.One application with their coupon settings, through an ads account of a company. */
  talonOneCouponCampaigns: Array<TalonOneCouponCampaign>;
  /**
   * True when the user holds the role (used by the share dialog to warn before sharing with a user). It answers only
   * what a share would tell: true only when the viewer may share segments (the audience admin of 032, or a steward or
   * analyst whose company has share_action), the role is AUDIENCE_USER or AUDIENCE_ANALYST (the roles a share needs)
   * and the user holds it. Any other case (a viewer who cannot share, another role, an unknown e-mail) is false, so the
   * field is not a directory of who holds which role.
   */
  userHasRole: Scalars['Boolean']['output'];
  /** One variable; null when it does not exist. */
  variable?: Maybe<Variable>;
  /** One variable group; null when it does not exist. */
  variableGroup?: Maybe<VariableGroup>;
  /** Variable groups by priority, filtered. */
  variableGroups: Array<VariableGroup>;
  /** Warehouse tables a variable may be associated with (the object modal), as the table catalogue shows them to the caller (the admin every table; others their own company's and those they hold a grant on), filtered by part of the table name. */
  variableObjects: Array<VariableObject>;
  /** Every variable type campaigns can use. */
  variableTypes: Array<VariableType>;
  /** Campaign variables matching the filter, by code (any signed-in user). */
  variables: Array<Variable>;
  /** The person signed in. */
  viewer: Viewer;
  /** One catalogue entry; NOT_FOUND ('¡La tabla no existe o la cuenta de servicio no cuenta con acceso!') outside the viewer's domains and grants. */
  warehouseTable: WarehouseTable;
};


/** Read operations of the audience platform. */
export type QueryAccessRequestArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryAccessRequestsArgs = {
  filter?: InputMaybe<AccessRequestFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the audience platform. */
export type QueryAdsAccountSettingsArgs = {
  companyCode: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryAdsAccountValidationsArgs = {
  companyCode?: InputMaybe<Scalars['ID']['input']>;
  processDate: Scalars['String']['input'];
};


/** Read operations of the audience platform. */
export type QueryAnalyticsReportArgs = {
  report: AnalyticsReportKind;
};


/** Read operations of the audience platform. */
export type QueryAttributeRestrictionArgs = {
  companyCode: Scalars['ID']['input'];
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
export type QueryAudienceImagesArgs = {
  audienceId: Scalars['ID']['input'];
  companyCode: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<AudienceImageState>;
};


/** Read operations of the audience platform. */
export type QueryAudienceMatchPredictionArgs = {
  googleAudienceType?: InputMaybe<GoogleAudienceType>;
  platforms: Array<Platform>;
  segmentCode: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryAudiencesArgs = {
  filter?: InputMaybe<AudienceFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AudienceSort>;
};


/** Read operations of the audience platform. */
export type QueryBuiltInReportArgs = {
  filter?: InputMaybe<BuiltInReportFilter>;
  params: Scalars['String']['input'];
  report: AnalyticsReportKind;
};


/** Read operations of the audience platform. */
export type QueryCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryCampaignInfoArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryCampaignProductsArgs = {
  campaignId: Scalars['ID']['input'];
  filter?: InputMaybe<CampaignProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the audience platform. */
export type QueryCampaignRulesArgs = {
  campaignId: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryCampaignsArgs = {
  filter?: InputMaybe<CampaignFilter>;
  order?: InputMaybe<CampaignSortOrder>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CampaignSortField>;
};


/** Read operations of the audience platform. */
export type QueryCompanyConfigurationsArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the audience platform. */
export type QueryCouponCampaignArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryCouponCampaignsArgs = {
  filter?: InputMaybe<CouponFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the audience platform. */
export type QueryCouponSegmentCheckArgs = {
  adsAccountCode: Scalars['ID']['input'];
  companyCode: Scalars['ID']['input'];
  segmentCode: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryImageGenerationArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryMailOutboxArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the audience platform. */
export type QueryMergeOptionsArgs = {
  type: AudienceSegmentType;
};


/** Read operations of the audience platform. */
export type QueryMyTablesArgs = {
  includeExpired?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Read operations of the audience platform. */
export type QueryProcessHistoryArgs = {
  filter?: InputMaybe<ProcessHistoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the audience platform. */
export type QueryReportArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryReportsArgs = {
  module?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the audience platform. */
export type QueryRequestableSegmentsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the audience platform. */
export type QuerySandboxUseCasesArgs = {
  companyCode: Scalars['ID']['input'];
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
export type QueryTableAccessRequestsArgs = {
  filter?: InputMaybe<TableAccessRequestFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations of the audience platform. */
export type QueryTableSearchArgs = {
  domain?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** Read operations of the audience platform. */
export type QueryTableStatusArgs = {
  relativeResourceName: Scalars['ID']['input'];
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
export type QueryTalonOneCouponCampaignsArgs = {
  adsAccountCode: Scalars['ID']['input'];
  applicationId: Scalars['ID']['input'];
  companyCode: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryUserHasRoleArgs = {
  email: Scalars['String']['input'];
  role: Role;
};


/** Read operations of the audience platform. */
export type QueryVariableArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryVariableGroupArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations of the audience platform. */
export type QueryVariableGroupsArgs = {
  filter?: InputMaybe<VariableGroupFilter>;
};


/** Read operations of the audience platform. */
export type QueryVariableObjectsArgs = {
  tableName?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations of the audience platform. */
export type QueryVariablesArgs = {
  filter?: InputMaybe<VariableFilter>;
};


/** Read operations of the audience platform. */
export type QueryWarehouseTableArgs = {
  relativeResourceName: Scalars['ID']['input'];
};

/** How many rows of a run were rejected for one reason. */
export type RejectionCount = {
  __typename?: 'RejectionCount';
  /** Rows rejected for that reason. */
  count: Scalars['Int']['output'];
  /** Reason code, e.g. invalid_email. */
  reason: Scalars['String']['output'];
};

/** An analytics report registered in report management. */
export type Report = {
  __typename?: 'Report';
  /** True when every user may open it; otherwise only the listed organisations (and the admin). */
  allPermission: Scalars['Boolean']['output'];
  /** Code of the report, unique within its module. */
  code: Scalars['String']['output'];
  /** Creation time, ISO 8601. */
  createdDate: Scalars['String']['output'];
  /** Who created it. */
  createdUser: Scalars['String']['output'];
  /** What the report shows. */
  description: Scalars['String']['output'];
  /** How the caller opens it (signed for the caller). */
  frame: ReportFrame;
  /** Report id, 'report_' plus the creation timestamp. */
  id: Scalars['ID']['output'];
  /** Report address: https for hosted reports, inca:<report> for built-in ones. */
  link: Scalars['String']['output'];
  /** True while the report is under maintenance: it is listed but not opened. */
  maintenance: Scalars['Boolean']['output'];
  /** Module the report belongs to, e.g. audience-management-campaign. */
  module: Scalars['String']['output'];
  /** Company codes the report is open to when it is not open to all. */
  organizations: Array<Scalars['String']['output']>;
  /** Title shown in lists and menus. */
  title: Scalars['String']['output'];
  /** Hosting product. */
  type: ReportType;
  /** Hours (HH:MM, America/Santiago) at which the report's data is refreshed. */
  updateHours: Array<Scalars['String']['output']>;
  /** Last update time, ISO 8601. */
  updatedDate: Scalars['String']['output'];
  /** Who changed it last. */
  updatedUser: Scalars['String']['output'];
};

/** Billable matches of a company on a platform. */
export type ReportBillingRow = {
  __typename?: 'ReportBillingRow';
  /** Company code. */
  companyCode: Scalars['String']['output'];
  /** Company name. */
  companyName: Scalars['String']['output'];
  /** Platform code. */
  platform: Scalars['String']['output'];
  /** Matched customers billed. */
  totalMatch: Scalars['Float']['output'];
  /** Rows uploaded. */
  uploaded: Scalars['Float']['output'];
};

/** Talon.One coupons of a company's coupon campaigns on one day. */
export type ReportCouponDay = {
  __typename?: 'ReportCouponDay';
  /** Company code. */
  companyCode: Scalars['String']['output'];
  /** Company name. */
  companyName: Scalars['String']['output'];
  /** Day, YYYY-MM-DD. */
  day: Scalars['String']['output'];
  /** Coupons created for the campaigns' customers that day. */
  issued: Scalars['Int']['output'];
  /** Coupons redeemed that day. */
  redeemed: Scalars['Int']['output'];
  /** Coupons reserved (held for a customer) that day. */
  reserved: Scalars['Int']['output'];
};

/** How a report opens: a hosted report's address with signed params, or the built-in report to draw. */
export type ReportFrame = {
  __typename?: 'ReportFrame';
  /** For INCA reports: which built-in report to draw. */
  builtIn?: Maybe<AnalyticsReportKind>;
  /** The signed params (company, user, filters) as JSON; an edited copy is refused. */
  params: Scalars['String']['output'];
  /** Where the report is hosted. */
  type: ReportType;
  /** For Power BI and Looker Studio: the report URL plus the URL-encoded signed params. Null for INCA reports. */
  url?: Maybe<Scalars['String']['output']>;
};

/** The report form (every field required, spec §5). */
export type ReportInput = {
  /** Open to every user. */
  allPermission: Scalars['Boolean']['input'];
  /** Code, unique within the module. */
  code: Scalars['String']['input'];
  /** Description. */
  description: Scalars['String']['input'];
  /** https address for hosted reports; inca:omnicanal, inca:performance, inca:monetization or inca:quality_shared for built-in ones. */
  link: Scalars['String']['input'];
  /** Under maintenance. */
  maintenance: Scalars['Boolean']['input'];
  /** Module (default audience-management-campaign). */
  module?: InputMaybe<Scalars['String']['input']>;
  /** Company codes it is open to when not open to all. */
  organizations?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Title. */
  title: Scalars['String']['input'];
  /** Hosting product. */
  type: ReportType;
  /** At least one refresh hour, HH:MM. */
  updateHours: Array<Scalars['String']['input']>;
};

/** Audiences created in a month on a platform. */
export type ReportMonthCount = {
  __typename?: 'ReportMonthCount';
  /** How many. */
  count: Scalars['Int']['output'];
  /** Month, YYYY-MM (America/Santiago). */
  month: Scalars['String']['output'];
  /** Platform code (gads, fbk, tiktok, salesforce, talonone, criteo, adobe). */
  platform: Scalars['String']['output'];
};

/** Publications of a month on a platform with the customers sent and matched. */
export type ReportPublishedMonth = {
  __typename?: 'ReportPublishedMonth';
  /** Customers the platform matched. */
  matched: Scalars['Float']['output'];
  /** Month, YYYY-MM. */
  month: Scalars['String']['output'];
  /** Platform code. */
  platform: Scalars['String']['output'];
  /** Publications (P_PUB entries) in the month. */
  runs: Scalars['Int']['output'];
  /** Unique customers of the segments at those publications. */
  sent: Scalars['Float']['output'];
};

/** Segments of a company and the customers they reach. */
export type ReportSegmentReach = {
  __typename?: 'ReportSegmentReach';
  /** Company code. */
  companyCode: Scalars['String']['output'];
  /** Company name. */
  companyName: Scalars['String']['output'];
  /** Sum of their unique customers. */
  customers: Scalars['Float']['output'];
  /** How many segments. */
  segments: Scalars['Int']['output'];
};

/** Audiences of a platform in a status now. */
export type ReportStatusCount = {
  __typename?: 'ReportStatusCount';
  /** How many audiences. */
  count: Scalars['Int']['output'];
  /** Platform code. */
  platform: Scalars['String']['output'];
  /** Status code (P_NOD, P_ENV, P_ACT, P_PUB, E_…). */
  status: Scalars['String']['output'];
  /** Status name in Spanish. */
  statusName: Scalars['String']['output'];
};

/** Where a report is hosted. */
export type ReportType =
  /** Drawn by the platform from its own data (audiences, publications, billing, segments); works offline. */
  | 'INCA'
  /** Google Looker Studio, shown in a frame. */
  | 'LOOKERSTUDIO'
  /** Microsoft Power BI, shown in a frame. */
  | 'POWERBI';

/** A request to productivize a sandbox use case's table. */
export type RequestProductivizeInput = {
  /** Why (required, up to 200 characters). */
  reason: Scalars['String']['input'];
  /** Resource name of the table holding the use case's output. */
  relativeResourceName: Scalars['ID']['input'];
  /** Use case name (the table must contain every attribute of it: 'La tabla no tiene los mismos campos que el caso de uso.'). */
  useCase: Scalars['String']['input'];
};

/** A request for read access to a table or view. */
export type RequestTableAccessInput = {
  /** Why access is needed (required, up to 200 characters). */
  reason: Scalars['String']['input'];
  /** Resource name of the table or view. */
  relativeResourceName: Scalars['ID']['input'];
  /** Until when access is asked for, YYYY-MM-DD, today or later; the approver may change it. */
  untilDate: Scalars['String']['input'];
};

/** A segment that may be named in a new access request. */
export type RequestableSegment = {
  __typename?: 'RequestableSegment';
  /** Segment code. */
  code: Scalars['ID']['output'];
  /** Business name. */
  name: Scalars['String']['output'];
  /** Company that owns it. */
  ownerCompany: Company;
  /** Type id. */
  typeId: Scalars['Int']['output'];
};

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

/** One part of a rules summary line. */
export type RulesSummaryItem = {
  __typename?: 'RulesSummaryItem';
  /** What this part counts. */
  name: Scalars['String']['output'];
  /** Its quantity. */
  quantity: Scalars['Int']['output'];
};

/** One line of a campaign's rules summary: a quantity with its breakdown (spec campaigns-variables §2.3). */
export type RulesSummaryLine = {
  __typename?: 'RulesSummaryLine';
  /** Its breakdown (by region or category). */
  children: Array<RulesSummaryItem>;
  /** What is counted (customers of the segment, buyers of the categories, products that meet the rules). */
  name: Scalars['String']['output'];
  /** The whole quantity. */
  quantity: Scalars['Int']['output'];
};

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

/** A sandbox grouping: one group of customers produced by a use case on a process date (the sandbox option). */
export type SandboxUseCase = {
  __typename?: 'SandboxUseCase';
  /** Attribute (column) names the use case produces; a productivize request needs a table holding all of them. */
  attributes: Array<Scalars['String']['output']>;
  /** Company whose use case it is. */
  companyCode: Scalars['ID']['output'];
  /** Group within the use case (sandbox_segment). */
  group: Scalars['String']['output'];
  /** Customers in the group (sandbox_n_rows). */
  numRows: Scalars['Float']['output'];
  /** Process date of the grouping, YYYY-MM-DD (sandbox_process_date). */
  processDate: Scalars['String']['output'];
  /** Use case name (sandbox_use_case). */
  useCase: Scalars['String']['output'];
};

/** A cross-table or sandbox segment to create or save. */
export type SaveCrossTableInput = {
  /** Description (required, up to 200 characters). */
  description: Scalars['String']['input'];
  /** Name, 3 to 50 characters after the prefix, starting with the company alias; saved with INCA_. */
  name: Scalars['String']['input'];
  /** Id of a preview of exactly this table or group, by the same person for the same company (preview-before-save). */
  previewId?: InputMaybe<Scalars['ID']['input']>;
  /** The table or group. */
  source: CrossTableInput;
  /** Contact or advertising segment (required). */
  typeName?: InputMaybe<AudienceSegmentType>;
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
   * Audiences that use the segment (those the viewer may see, coupon campaigns' Talon.One audiences included), newest
   * first. A segment with audiences cannot be deleted. Batched: a page of segments costs one service call for this field, whatever its size.
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
  /** Table or sandbox group of a cross-table (type 1) or sandbox (type 4) segment; null for other types. */
  crossTable?: Maybe<CrossTableDefinition>;
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
  /**
   * Only segments this company (three digits) may build on: its own, those shared with it or one of its users, and
   * those its live approved request opened (the campaign's segment picker offers the campaign company's segments).
   * Still within what the viewer sees.
   */
  usableByCompany?: InputMaybe<Scalars['ID']['input']>;
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

/** What 'send to process' answers. */
export type SendToProcessResult = {
  __typename?: 'SendToProcessResult';
  /** Spanish confirmation. */
  message: Scalars['String']['output'];
  /** Process-history id of the queued process. */
  processId: Scalars['ID']['output'];
  /** Rules summary at the moment it was sent. */
  summary: Array<RulesSummaryLine>;
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
  /** Data domain the table belongs to (the owner company's e-mail domain, e.g. retail.demo). */
  domain: Scalars['String']['output'];
  /** True when today (the service's clock) is later than permissionExpirationDate: preview and save are refused. */
  expired: Scalars['Boolean']['output'];
  /** True when the object is a view. */
  isView: Scalars['Boolean']['output'];
  /** Number of rows. */
  numRows: Scalars['Float']['output'];
  /** Table or view id. */
  objectId: Scalars['String']['output'];
  /** When the viewer's access ends, ISO 8601 date (YYYY-MM-DD, last day included); null if it does not expire. */
  permissionExpirationDate?: Maybe<Scalars['String']['output']>;
  /** Project id of the table. */
  projectId: Scalars['String']['output'];
  /** Resource name of the table or view (projects/<project>/datasets/<dataset>/tables/<table>). */
  relativeResourceName: Scalars['ID']['output'];
};

/** An entry of a request's audit trail: who changed what, when, with the state before and after. */
export type TableAccessAuditEntry = {
  __typename?: 'TableAccessAuditEntry';
  /** What happened: REQUESTED, APPROVED, DECLINED or UNTIL_DATE_UPDATED. */
  action: Scalars['String']['output'];
  /** E-mail of who did it. */
  actor: Scalars['String']['output'];
  /** State after the change as JSON (status, untilDate). */
  after: Scalars['String']['output'];
  /** When, ISO 8601 in UTC. */
  at: Scalars['String']['output'];
  /** State before the change as JSON (status, untilDate); null for REQUESTED. */
  before?: Maybe<Scalars['String']['output']>;
};

/** A request for access to a warehouse table or view. */
export type TableAccessRequest = {
  __typename?: 'TableAccessRequest';
  /** Every change, oldest first. */
  auditTrail: Array<TableAccessAuditEntry>;
  /** The viewer may approve or decline it now (pending and the viewer is an approver). */
  canDecide: Scalars['Boolean']['output'];
  /** The viewer may change its until date now (approved and the viewer is an approver). */
  canUpdateUntilDate: Scalars['Boolean']['output'];
  /** Request id. */
  id: Scalars['ID']['output'];
  /** ACCESS or PRODUCTIVIZE. */
  kind: TableAccessRequestKind;
  /** Why access is needed, as written by the requester. */
  reason: Scalars['String']['output'];
  /** E-mail of who asked. */
  requestedBy: Scalars['String']['output'];
  /** Company of who asked. */
  requestingCompanyCode: Scalars['ID']['output'];
  /** E-mail of who approved or declined; null while pending. */
  reviewedBy?: Maybe<Scalars['String']['output']>;
  /** When the status last changed (state date), ISO 8601 in UTC. */
  stateDate: Scalars['String']['output'];
  /** PENDING, APPROVED or DECLINED. */
  status: TableAccessRequestStatus;
  /** The table or view requested. */
  table: WarehouseTable;
  /** Until when access is (or would be) granted, YYYY-MM-DD inclusive; null while pending without a proposed date. */
  untilDate?: Maybe<Scalars['String']['output']>;
  /** Use case a PRODUCTIVIZE request was checked against; null for ACCESS. */
  useCase?: Maybe<Scalars['String']['output']>;
};

/** Filters of the table access requests list; every filter given must match. Dates YYYY-MM-DD inclusive (first 10 characters compared). */
export type TableAccessRequestFilter = {
  /** Only the viewer's own requests. */
  mine?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the requester's e-mail, matched ignoring case. */
  requestedBy?: InputMaybe<Scalars['String']['input']>;
  /** First state day included. */
  stateDateFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last state day included. */
  stateDateTo?: InputMaybe<Scalars['String']['input']>;
  /** Statuses; omitted: all. */
  status?: InputMaybe<Array<TableAccessRequestStatus>>;
  /** Part of the table id, matched ignoring case. */
  table?: InputMaybe<Scalars['String']['input']>;
};

/** What a table access request asks for. */
export type TableAccessRequestKind =
  /** Read access to the table or view until a date. */
  | 'ACCESS'
  /** Make the table of a sandbox use case permanent: its end date is 20 years ahead. */
  | 'PRODUCTIVIZE';

/** A page of table access requests, latest state date first. */
export type TableAccessRequestPage = {
  __typename?: 'TableAccessRequestPage';
  /** Requests of the page. */
  items: Array<TableAccessRequest>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Requests over all pages. */
  total: Scalars['Int']['output'];
};

/** Status of a table access request (spec §4). */
export type TableAccessRequestStatus =
  /** Granted until its until date. */
  | 'APPROVED'
  /** Refused; terminal. */
  | 'DECLINED'
  /** Waiting for an approver (accepted=0 and declined=0). */
  | 'PENDING';

/** Where the viewer stands with a warehouse table or view. */
export type TableAccessState =
  /** Granted and not expired. */
  | 'ACTIVE'
  /** Granted once, but the until date has passed: request it again (the key icon). */
  | 'EXPIRED'
  /** Never granted and nothing pending. */
  | 'NONE'
  /** A request of the viewer waits for approval. */
  | 'PENDING';

/** A data domain the viewer may search (the domain combobox of the Solicitar Acceso dialog). */
export type TableDomain = {
  __typename?: 'TableDomain';
  /** Three-digit code of the company owning the domain. */
  companyCode: Scalars['ID']['output'];
  /** Domain, e.g. retail.demo. */
  domain: Scalars['String']['output'];
  /** Spanish label shown in the combobox (company alias and domain). */
  label: Scalars['String']['output'];
};

/** A page of catalogue search results. */
export type TableSearchPage = {
  __typename?: 'TableSearchPage';
  /** Results of the page, best match first. */
  items: Array<TableSearchResult>;
  /** Page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** Results over all pages. */
  total: Scalars['Int']['output'];
};

/** One result of a catalogue search, best match first. */
export type TableSearchResult = {
  __typename?: 'TableSearchResult';
  /** Relevance (higher is better): exact table id, then prefix, then similarity of id, description and tags. */
  rank: Scalars['Float']['output'];
  /** The table or view found. */
  table: WarehouseTable;
};

/** What validating a table for a cross-table segment answers (verify_table_status). */
export type TableStatus =
  /** The viewer's grant has expired: 'El acceso a la tabla ha expirado, debe volver a solicitar el acceso.' */
  | 'EXPIRED'
  /** The table does not exist or cannot be read: '¡La tabla no existe o la cuenta de servicio no cuenta con acceso!' */
  | 'NOT_FOUND'
  /** The viewer holds no grant on the table: '¡Debe verificar la existencia y acceso a la tabla!' */
  | 'NO_ACCESS'
  /** The table exists, is readable and the viewer's grant is current. */
  | 'OK';

/** The answer of a table validation. */
export type TableStatusCheck = {
  __typename?: 'TableStatusCheck';
  /** Spanish message to show when status is not OK; null when OK. */
  message?: Maybe<Scalars['String']['output']>;
  /** Rows of the table; null when it does not exist. */
  numRows?: Maybe<Scalars['Float']['output']>;
  /** Until when the grant lasts (YYYY-MM-DD); null without a grant. */
  permissionExpirationDate?: Maybe<Scalars['String']['output']>;
  /** Resource name checked. */
  relativeResourceName: Scalars['ID']['output'];
  /** The outcome. */
  status: TableStatus;
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

/** A Talon.One campaign that coupons can be created in, with its coupon settings. */
export type TalonOneCouponCampaign = {
  __typename?: 'TalonOneCouponCampaign';
  /** Id of the Talon.One application it belongs to. */
  applicationId: Scalars['ID']['output'];
  /** How its coupon codes are generated; null when Talon.One answered none. */
  couponSettings?: Maybe<TalonOneCouponSettings>;
  /** Campaign id at Talon.One. */
  id: Scalars['ID']['output'];
  /** Campaign name. */
  name: Scalars['String']['output'];
  /** Campaign state at Talon.One (enabled, disabled, …); null when not known (a saved campaign keeps only name and settings). */
  state?: Maybe<Scalars['String']['output']>;
};

/** Talon.One coupon settings of a campaign: how its coupon codes are generated. */
export type TalonOneCouponSettings = {
  __typename?: 'TalonOneCouponSettings';
  /** Pattern of the codes, '#' standing for one random character (e.g. INCA-####-####). */
  couponPattern: Scalars['String']['output'];
  /** Characters a '#' may become. */
  validCharacters: Array<Scalars['String']['output']>;
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

/** A campaign variable (spec campaigns-variables §3): a field campaign rules are configured with. Each flag holds only if the variable's type supports it (§4). */
export type Variable = {
  __typename?: 'Variable';
  /** Every data row in order (the configuration modal's Data grid). */
  allData: Array<VariableDataRow>;
  /** BigQuery type of the associated column (STRING or INTEGER); only with an object. */
  bigQueryType?: Maybe<Scalars['String']['output']>;
  /** Whether it feeds the campaign client result (SELECT). */
  campaignClientResult: Scalars['Boolean']['output'];
  /** Whether its list holds client ids (TABLA). */
  clientIds: Scalars['Boolean']['output'];
  /** Code: capital letters, digits and underscores. */
  code: Scalars['String']['output'];
  /** The single column of the table the variable's values match. */
  columnMatchName?: Maybe<Scalars['String']['output']>;
  /** Parser script applied to the associated column (at most 300 characters). */
  columnParserScript?: Maybe<Scalars['String']['output']>;
  /** When it was created (ISO 8601). */
  createdTime: Scalars['String']['output'];
  /** A page of its data rows in their order (10 a page by default). */
  data: VariableDataPage;
  /** How many data rows (options) it has. */
  dataCount: Scalars['Int']['output'];
  /** Default operator (IN or NOT IN); only with the operator flag. */
  defaultOperator?: Maybe<Scalars['String']['output']>;
  /** Description. */
  description: Scalars['String']['output'];
  /** Disabled by setting SET0005: its code, name and data cannot be edited, nor can it be deleted. */
  disabled: Scalars['Boolean']['output'];
  /** Whether it is associated with a warehouse table (object). */
  hasObject: Scalars['Boolean']['output'];
  /** Variable id. */
  id: Scalars['ID']['output'];
  /** Whether its options are other campaigns (SELECT). */
  infoCampaign: Scalars['Boolean']['output'];
  /** Whether it selects a segment (TXT): its value is a segment code. */
  infoSegment: Scalars['Boolean']['output'];
  /** Join columns of the associated table. */
  joinedColumns: Array<Scalars['String']['output']>;
  /** Largest value of the range. */
  maxRange?: Maybe<Scalars['Float']['output']>;
  /** Smallest value of the range. */
  minRange?: Maybe<Scalars['Float']['output']>;
  /** When it was last changed (ISO 8601). */
  modifiedTime: Scalars['String']['output'];
  /** Whether several options may be chosen (SELECT). */
  multipleSelect: Scalars['Boolean']['output'];
  /** Name shown to users. */
  name: Scalars['String']['output'];
  /** Document id of the associated warehouse table (project.dataset.table). */
  objectName?: Maybe<Scalars['String']['output']>;
  /** Whether an object association (table and column) has been saved. */
  objectSaved: Scalars['Boolean']['output'];
  /** Whether rules may choose an operator (IN / NOT IN). */
  operator: Scalars['Boolean']['output'];
  /** The parent variable (a SELECT variable). */
  parent?: Maybe<Variable>;
  /** Whether its options depend on a parent variable's option (SELECT). */
  parentVariableExists: Scalars['Boolean']['output'];
  /** Whether its value is a numeric range (NUMBER). */
  range: Scalars['Boolean']['output'];
  /** Whether it belongs to the recommendation section (SELECT). */
  recommendationSection: Scalars['Boolean']['output'];
  /** Whether it belongs to the recommendation section of priority 2 (SELECT). */
  recommendationSectionPriority2: Scalars['Boolean']['output'];
  /** Whether campaigns must give it a value. */
  required: Scalars['Boolean']['output'];
  /** Whether the chosen list is saved as a parameter list (SELECT, TABLA). */
  saveParamList: Scalars['Boolean']['output'];
  /** Its type; null for a variable uploaded from CSV whose type is not chosen yet. */
  type?: Maybe<VariableType>;
  /** Whether rules may upload a data file for it (SELECT, TABLA). */
  uploadData: Scalars['Boolean']['output'];
};


/** A campaign variable (spec campaigns-variables §3): a field campaign rules are configured with. Each flag holds only if the variable's type supports it (§4). */
export type VariableDataArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The whole configuration of a variable (the configuration modal). Flags the type does not support are stored false; range, parent, BigQuery type and operator are cleared when their flag is off; data is kept only for SELECT (§4). */
export type VariableConfigInput = {
  /** BigQuery type (STRING or INTEGER; with an object). */
  bigQueryType?: InputMaybe<Scalars['String']['input']>;
  /** Campaign client result (SELECT). */
  campaignClientResult?: InputMaybe<Scalars['Boolean']['input']>;
  /** Client ids (TABLA). */
  clientIds?: InputMaybe<Scalars['Boolean']['input']>;
  /** Code. */
  code: Scalars['String']['input'];
  /** Data rows in order (SELECT). */
  data?: InputMaybe<Array<VariableDataInput>>;
  /** Default operator (IN or NOT IN). */
  defaultOperator?: InputMaybe<Scalars['String']['input']>;
  /** Description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Has an object. */
  hasObject?: InputMaybe<Scalars['Boolean']['input']>;
  /** Info campaign (SELECT). */
  infoCampaign?: InputMaybe<Scalars['Boolean']['input']>;
  /** Segment info (TXT). */
  infoSegment?: InputMaybe<Scalars['Boolean']['input']>;
  /** Largest value (with range). */
  maxRange?: InputMaybe<Scalars['String']['input']>;
  /** Smallest value (with range). */
  minRange?: InputMaybe<Scalars['String']['input']>;
  /** Multiple select (SELECT). */
  multipleSelect?: InputMaybe<Scalars['Boolean']['input']>;
  /** Name. */
  name: Scalars['String']['input'];
  /** Operator. */
  operator?: InputMaybe<Scalars['Boolean']['input']>;
  /** Parent variable id. */
  parentId?: InputMaybe<Scalars['String']['input']>;
  /** Has a parent variable (SELECT). */
  parentVariableExists?: InputMaybe<Scalars['Boolean']['input']>;
  /** Range (NUMBER). */
  range?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recommendation section (SELECT). */
  recommendationSection?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recommendation section priority 2 (SELECT). */
  recommendationSectionPriority2?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required. */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** Save param list (SELECT, TABLA). */
  saveParamList?: InputMaybe<Scalars['Boolean']['input']>;
  /** Type id (1 NUMBER, 2 TXT, 3 SELECT, 5 DATETIME, 7 TABLA). */
  typeId?: InputMaybe<Scalars['ID']['input']>;
  /** Upload data (SELECT, TABLA). */
  uploadData?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The rows read from a variable data CSV (codigo, valor, codigo_padre): valid ones to append to the Data grid, skipped ones with their reasons. Nothing is stored until the variable is saved. */
export type VariableDataCsvResult = {
  __typename?: 'VariableDataCsvResult';
  /** Valid rows, in file order. */
  rows: Array<VariableDataRow>;
  /** Rows skipped (too few columns, code over 20 or value over 200 characters, blank). */
  skipped: Array<CsvRowProblem>;
};

/** An option of a SELECT variable as the Data grid holds it. */
export type VariableDataInput = {
  /** Code (at most 20 characters). */
  key: Scalars['String']['input'];
  /** Parent option code (variables with a parent). */
  parentKey?: InputMaybe<Scalars['String']['input']>;
  /** Text (at most 200 characters). */
  value: Scalars['String']['input'];
};

/** A page of a variable's data rows. */
export type VariableDataPage = {
  __typename?: 'VariableDataPage';
  /** Rows of the page. */
  rows: Array<VariableDataRow>;
  /** Rows in all pages. */
  total: Scalars['Int']['output'];
};

/** One option of a SELECT variable. */
export type VariableDataRow = {
  __typename?: 'VariableDataRow';
  /** Code of the option (at most 20 characters). */
  key: Scalars['String']['output'];
  /** Code of the parent variable's option this one belongs to. */
  parentKey?: Maybe<Scalars['String']['output']>;
  /** Position in the list, from 1. */
  rowNumber: Scalars['Int']['output'];
  /** Text of the option (at most 200 characters). */
  value: Scalars['String']['output'];
};

/** Filter of the variables list: substrings of code and name (case-insensitive), and the type. */
export type VariableFilter = {
  /** Part of the code. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** Part of the name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Type id. */
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

/** A variable group (§3): variables shown together on the campaign rules page, ordered by priority. */
export type VariableGroup = {
  __typename?: 'VariableGroup';
  /** When it was created (ISO 8601). */
  createdTime: Scalars['String']['output'];
  /** Description. */
  description: Scalars['String']['output'];
  /** Icon name. */
  icon: Scalars['String']['output'];
  /** Group id. */
  id: Scalars['ID']['output'];
  /** Its variables in order, numbered from 1. */
  members: Array<VariableGroupMember>;
  /** When it was last changed (ISO 8601). */
  modifiedTime: Scalars['String']['output'];
  /** Name (at least 5 characters). */
  name: Scalars['String']['output'];
  /** Priority (0–99): groups are listed by it on the rules page. */
  priority: Scalars['Int']['output'];
  /** How many variables it holds. */
  variablesCount: Scalars['Int']['output'];
};

/** Filter of the variable groups list. */
export type VariableGroupFilter = {
  /** Created on or after this day (YYYY-MM-DD). */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Created on or before this day (YYYY-MM-DD). */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** Part of the name. */
  name?: InputMaybe<Scalars['String']['input']>;
};

/** A variable group to save: name, priority and its variables in order. */
export type VariableGroupInput = {
  /** Name (at least 5 characters). */
  name: Scalars['String']['input'];
  /** Priority: digits, at most 2. */
  priority: Scalars['String']['input'];
  /** Variable ids in their order (numbered from 1 when stored). */
  variableIds: Array<Scalars['ID']['input']>;
};

/** A variable in a group, at its position. */
export type VariableGroupMember = {
  __typename?: 'VariableGroupMember';
  /** Membership id. */
  id: Scalars['ID']['output'];
  /** Position in the group, from 1. */
  order: Scalars['Int']['output'];
  /** The variable. */
  variable: Variable;
};

/** A warehouse table a variable may be associated with (read from the warehouse catalogue). */
export type VariableObject = {
  __typename?: 'VariableObject';
  /** Its columns in table order. */
  columns: Array<VariableObjectColumn>;
  /** When the table was first seen (ISO 8601). */
  creationTime: Scalars['String']['output'];
  /** Dataset (warehouse schema). */
  datasetId: Scalars['String']['output'];
  /** Access scope the table belongs to. */
  domain: Scalars['String']['output'];
  /** Document id (project.dataset.table). */
  id: Scalars['ID']['output'];
  /** When its columns last changed (ISO 8601). */
  lastModifiedTime: Scalars['String']['output'];
  /** Project (warehouse catalogue). */
  projectId: Scalars['String']['output'];
  /** Table name. */
  tableId: Scalars['String']['output'];
};

/** A column of a warehouse table. */
export type VariableObjectColumn = {
  __typename?: 'VariableObjectColumn';
  /** Column name. */
  name: Scalars['String']['output'];
  /** Warehouse data type. */
  type: Scalars['String']['output'];
};

/** An object association: a warehouse table, its single associated column, join columns and a script. */
export type VariableObjectInput = {
  /** The associated column. */
  columnMatchName?: InputMaybe<Scalars['String']['input']>;
  /** Parser script (at most 300 characters). */
  columnParserScript?: InputMaybe<Scalars['String']['input']>;
  /** Join columns. */
  joinedColumns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Document id of the table (project.dataset.table). */
  objectName: Scalars['String']['input'];
  /** Type id, when the row's type changed too. */
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

/** The inline row save of the variables list: type, object and required. */
export type VariableRowInput = {
  /** Has an object. */
  hasObject: Scalars['Boolean']['input'];
  /** Required. */
  required: Scalars['Boolean']['input'];
  /** Type id (required). */
  typeId?: InputMaybe<Scalars['ID']['input']>;
};

/** A kind of campaign variable; it decides which capabilities a variable may have. */
export type VariableType = {
  __typename?: 'VariableType';
  /** Variable type id (1 NUMBER, 2 TXT, 3 SELECT, 5 DATETIME, 7 TABLA). */
  id: Scalars['ID']['output'];
  /** Variable type name. */
  name: Scalars['String']['output'];
};

/** What a variables CSV upload did. */
export type VariablesUploadResult = {
  __typename?: 'VariablesUploadResult';
  /** Variables created. */
  created: Scalars['Int']['output'];
  /** Confirmation in Spanish. */
  message: Scalars['String']['output'];
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

/** A column of a warehouse table or view. */
export type WarehouseField = {
  __typename?: 'WarehouseField';
  /** What the column holds; empty when undocumented. */
  description: Scalars['String']['output'];
  /** Column name. */
  name: Scalars['String']['output'];
  /** Column type (e.g. BIGINT, VARCHAR, DATE). */
  type: Scalars['String']['output'];
};

/**
 * A table or view of the warehouse catalogue (mirrored from the warehouse's information schema: DuckDB embedded,
 * BigQuery INFORMATION_SCHEMA in production).
 */
export type WarehouseTable = {
  __typename?: 'WarehouseTable';
  /** The viewer's access to it. */
  access: TableAccessState;
  /** Three-digit code of the company that owns the data. */
  companyCode: Scalars['ID']['output'];
  /** When the table was created, ISO 8601 in UTC. */
  creationTime: Scalars['String']['output'];
  /** Dataset id. */
  datasetId: Scalars['String']['output'];
  /** What the table holds, in Spanish. */
  description: Scalars['String']['output'];
  /** Data domain (the owner company's e-mail domain). */
  domain: Scalars['String']['output'];
  /** Columns, in table order. */
  fields: Array<WarehouseField>;
  /** True for a view (searchResultSubtype entry.table.view), false for a table (entry.table). */
  isView: Scalars['Boolean']['output'];
  /** Number of rows. */
  numRows: Scalars['Float']['output'];
  /** Until when the viewer's grant lasts (YYYY-MM-DD, inclusive); null without a grant or when it never expires. */
  permissionExpirationDate?: Maybe<Scalars['String']['output']>;
  /** Project id. */
  projectId: Scalars['String']['output'];
  /** Resource name (projects/<project>/datasets/<dataset>/tables/<table>). */
  relativeResourceName: Scalars['ID']['output'];
  /** Table or view id. */
  tableId: Scalars['String']['output'];
  /** Catalogue tags (e.g. compras, ventas, fidelizacion). */
  tags: Array<Scalars['String']['output']>;
};

export type TableSearchDomainsQueryVariables = Exact<{ [key: string]: never; }>;


export type TableSearchDomainsQuery = { __typename?: 'Query', tableSearchDomains: Array<{ __typename?: 'TableDomain', domain: string, companyCode: string, label: string }> };

export type TableSearchQueryVariables = Exact<{
  text: Scalars['String']['input'];
  domain?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TableSearchQuery = { __typename?: 'Query', tableSearch: { __typename?: 'TableSearchPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'TableSearchResult', rank: number, table: { __typename?: 'WarehouseTable', relativeResourceName: string, projectId: string, datasetId: string, tableId: string, isView: boolean, domain: string, companyCode: string, description: string, tags: Array<string>, numRows: number, creationTime: string, access: TableAccessState, permissionExpirationDate?: string | null, fields: Array<{ __typename?: 'WarehouseField', name: string, type: string }> } }> } };

export type TableResult_TableFragment = { __typename?: 'WarehouseTable', relativeResourceName: string, projectId: string, datasetId: string, tableId: string, isView: boolean, domain: string, companyCode: string, description: string, tags: Array<string>, numRows: number, creationTime: string, access: TableAccessState, permissionExpirationDate?: string | null, fields: Array<{ __typename?: 'WarehouseField', name: string, type: string }> };

export type RequestTableAccessMutationVariables = Exact<{
  input: RequestTableAccessInput;
}>;


export type RequestTableAccessMutation = { __typename?: 'Mutation', requestTableAccess: { __typename?: 'TableAccessRequest', id: string, status: TableAccessRequestStatus, untilDate?: string | null, table: { __typename?: 'WarehouseTable', relativeResourceName: string, access: TableAccessState } } };

export type TableAccessRequestsQueryVariables = Exact<{
  filter?: InputMaybe<TableAccessRequestFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type TableAccessRequestsQuery = { __typename?: 'Query', tableAccessRequests: { __typename?: 'TableAccessRequestPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'TableAccessRequest', id: string, kind: TableAccessRequestKind, requestedBy: string, requestingCompanyCode: string, reason: string, useCase?: string | null, status: TableAccessRequestStatus, stateDate: string, untilDate?: string | null, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, table: { __typename?: 'WarehouseTable', relativeResourceName: string, projectId: string, datasetId: string, tableId: string, isView: boolean, domain: string, companyCode: string }, auditTrail: Array<{ __typename?: 'TableAccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> }> } };

export type ApproveTableAccessRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
}>;


export type ApproveTableAccessRequestMutation = { __typename?: 'Mutation', approveTableAccessRequest: { __typename?: 'TableAccessRequest', id: string, status: TableAccessRequestStatus, untilDate?: string | null } };

export type DeclineTableAccessRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeclineTableAccessRequestMutation = { __typename?: 'Mutation', declineTableAccessRequest: { __typename?: 'TableAccessRequest', id: string, status: TableAccessRequestStatus } };

export type UpdateTableAccessUntilDateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
}>;


export type UpdateTableAccessUntilDateMutation = { __typename?: 'Mutation', updateTableAccessUntilDate: { __typename?: 'TableAccessRequest', id: string, status: TableAccessRequestStatus, untilDate?: string | null } };

export type ExceptionAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type ExceptionAccessQuery = { __typename?: 'Query', exceptionAccess: { __typename?: 'ExceptionAccess', configuration: boolean, requests: boolean, requestException: boolean } };

export type AuditEntry_EntryFragment = { __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string };

export type AccessRequestsQueryVariables = Exact<{
  filter?: InputMaybe<AccessRequestFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AccessRequestsQuery = { __typename?: 'Query', accessRequests: { __typename?: 'AccessRequestPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'AccessRequest', id: string, requestedBy: string, stateDate: string, untilDate?: string | null, status: AccessRequestStatus, segmentCode: string, segmentName: string, segmentTypeId: number, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, requestingCompany: { __typename?: 'Company', code: string, name: string, alias: string }, requestedCompany: { __typename?: 'Company', code: string, name: string, alias: string }, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> }> } };

export type AccessRequestRow_RequestFragment = { __typename?: 'AccessRequest', id: string, requestedBy: string, stateDate: string, untilDate?: string | null, status: AccessRequestStatus, segmentCode: string, segmentName: string, segmentTypeId: number, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, requestingCompany: { __typename?: 'Company', code: string, name: string, alias: string }, requestedCompany: { __typename?: 'Company', code: string, name: string, alias: string }, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> };

export type RequestFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestFilterOptionsQuery = { __typename?: 'Query', companies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> };

export type ApproveAccessRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
}>;


export type ApproveAccessRequestMutation = { __typename?: 'Mutation', approveAccessRequest: { __typename?: 'AccessRequest', id: string, requestedBy: string, stateDate: string, untilDate?: string | null, status: AccessRequestStatus, segmentCode: string, segmentName: string, segmentTypeId: number, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, requestingCompany: { __typename?: 'Company', code: string, name: string, alias: string }, requestedCompany: { __typename?: 'Company', code: string, name: string, alias: string }, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> } };

export type DeclineAccessRequestMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeclineAccessRequestMutation = { __typename?: 'Mutation', declineAccessRequest: { __typename?: 'AccessRequest', id: string, requestedBy: string, stateDate: string, untilDate?: string | null, status: AccessRequestStatus, segmentCode: string, segmentName: string, segmentTypeId: number, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, requestingCompany: { __typename?: 'Company', code: string, name: string, alias: string }, requestedCompany: { __typename?: 'Company', code: string, name: string, alias: string }, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> } };

export type UpdateAccessRequestUntilDateMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
}>;


export type UpdateAccessRequestUntilDateMutation = { __typename?: 'Mutation', updateAccessRequestUntilDate: { __typename?: 'AccessRequest', id: string, requestedBy: string, stateDate: string, untilDate?: string | null, status: AccessRequestStatus, segmentCode: string, segmentName: string, segmentTypeId: number, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, requestingCompany: { __typename?: 'Company', code: string, name: string, alias: string }, requestedCompany: { __typename?: 'Company', code: string, name: string, alias: string }, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> } };

export type ApproveAccessRequestsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  untilDate: Scalars['String']['input'];
}>;


export type ApproveAccessRequestsMutation = { __typename?: 'Mutation', approveAccessRequests: Array<{ __typename?: 'AccessRequest', id: string, requestedBy: string, stateDate: string, untilDate?: string | null, status: AccessRequestStatus, segmentCode: string, segmentName: string, segmentTypeId: number, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, requestingCompany: { __typename?: 'Company', code: string, name: string, alias: string }, requestedCompany: { __typename?: 'Company', code: string, name: string, alias: string }, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> }> };

export type DeclineAccessRequestsMutationVariables = Exact<{
  ids: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type DeclineAccessRequestsMutation = { __typename?: 'Mutation', declineAccessRequests: Array<{ __typename?: 'AccessRequest', id: string, requestedBy: string, stateDate: string, untilDate?: string | null, status: AccessRequestStatus, segmentCode: string, segmentName: string, segmentTypeId: number, reviewedBy?: string | null, canDecide: boolean, canUpdateUntilDate: boolean, requestingCompany: { __typename?: 'Company', code: string, name: string, alias: string }, requestedCompany: { __typename?: 'Company', code: string, name: string, alias: string }, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> }> };

export type RequestableSegmentsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type RequestableSegmentsQuery = { __typename?: 'Query', requestableSegments: Array<{ __typename?: 'RequestableSegment', code: string, name: string, typeId: number, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string } }>, viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> } };

export type CreateAccessRequestMutationVariables = Exact<{
  input: CreateAccessRequestInput;
}>;


export type CreateAccessRequestMutation = { __typename?: 'Mutation', createAccessRequest: Array<{ __typename?: 'AccessRequest', id: string }> };

export type CompanyRestrictionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyRestrictionsQuery = { __typename?: 'Query', companyRestrictions: Array<{ __typename?: 'CompanyRestriction', company: { __typename?: 'Company', code: string, name: string, alias: string }, restrictedCompanies: Array<{ __typename?: 'Company', code: string, alias: string }>, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> }>, companies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> };

export type SaveCompanyRestrictionMutationVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  restrictedCompanyCodes: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SaveCompanyRestrictionMutation = { __typename?: 'Mutation', saveCompanyRestriction: { __typename?: 'CompanyRestriction', company: { __typename?: 'Company', code: string }, restrictedCompanies: Array<{ __typename?: 'Company', code: string, alias: string }>, auditTrail: Array<{ __typename?: 'AccessAuditEntry', action: string, actor: string, at: string, before?: string | null, after: string }> } };

export type AttributeRestrictionQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
}>;


export type AttributeRestrictionQuery = { __typename?: 'Query', attributeRestriction: { __typename?: 'AttributeRestriction', attributeIds: Array<number> }, attributeRestrictionCatalogue: Array<{ __typename?: 'AttributeCategory', name: string, attributes: Array<{ __typename?: 'Attribute', id: number, businessName: string, groupName?: string | null }> }> };

export type SaveAttributeRestrictionMutationVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  attributeIds: Array<Scalars['Int']['input']> | Scalars['Int']['input'];
}>;


export type SaveAttributeRestrictionMutation = { __typename?: 'Mutation', saveAttributeRestriction: { __typename?: 'AttributeRestriction', attributeIds: Array<number> } };

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

export type AudienceQualityReport_ReportFragment = { __typename?: 'AudienceQualityReport', runId: string, startedAt: string, rowsRead: number, valid: number, rejected: number, segmentSize: number, sampled: boolean, sampleSize: number, identifiers: Array<{ __typename?: 'IdentifierQuality', key: string, type: IdentifierType, sentAsMember: boolean, total: number, usable: number, share: number, reasons: Array<{ __typename?: 'IdentifierRejection', reason: IdentifierRejectionReason, count: number }> }> };

export type AudienceRuns_RunFragment = { __typename?: 'AudienceRun', id: string, status: string, startedAt: string, finishedAt?: string | null, sent: number, removed: number, rejected: number, error?: string | null, predictedMatch?: number | null, predictionBasis?: MatchPredictionBasis | null, actualMatch?: number | null, predictionError?: number | null, rejectedByReason: Array<{ __typename?: 'RejectionCount', reason: string, count: number }> };

export type AudienceTimeline_EntryFragment = { __typename?: 'AudienceTimelineEntry', statusCode: string, statusName: string, statusDate: string, matchCount?: number | null, segmentUniqueUsers: number, sourceFileRowCount: number, message?: string | null };

export type AudienceDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  timelinePage: Scalars['Int']['input'];
  timelinePageSize: Scalars['Int']['input'];
}>;


export type AudienceDetailQuery = { __typename?: 'Query', audience: { __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, recipients: Array<string>, enabled: boolean, requested: boolean, statusColor: StatusColor, matchCount?: number | null, matchMessage?: string | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, segmentUniqueUsers: number, sourceFileName?: string | null, company: { __typename?: 'Company', code: string, name: string, alias: string }, segment: { __typename?: 'Segment', code: string, name: string, type: { __typename?: 'SegmentType', id: number, label: string } }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string }, timeline: { __typename?: 'AudienceTimelinePage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'AudienceTimelineEntry', statusCode: string, statusName: string, statusDate: string, matchCount?: number | null, segmentUniqueUsers: number, sourceFileRowCount: number, message?: string | null }> }, tracks: Array<{ __typename?: 'AudienceTrack', date: string, segmentUniqueUsers: number, sourceFileRowCount: number }>, runs: Array<{ __typename?: 'AudienceRun', id: string, status: string, startedAt: string, finishedAt?: string | null, sent: number, removed: number, rejected: number, error?: string | null, predictedMatch?: number | null, predictionBasis?: MatchPredictionBasis | null, actualMatch?: number | null, predictionError?: number | null, rejectedByReason: Array<{ __typename?: 'RejectionCount', reason: string, count: number }> }>, qualityReport?: { __typename?: 'AudienceQualityReport', runId: string, startedAt: string, rowsRead: number, valid: number, rejected: number, segmentSize: number, sampled: boolean, sampleSize: number, identifiers: Array<{ __typename?: 'IdentifierQuality', key: string, type: IdentifierType, sentAsMember: boolean, total: number, usable: number, share: number, reasons: Array<{ __typename?: 'IdentifierRejection', reason: IdentifierRejectionReason, count: number }> }> } | null }, audienceStates: Array<{ __typename?: 'AudienceState', code: string, name: string }> };

export type MatchPredictionQueryVariables = Exact<{
  segmentCode: Scalars['ID']['input'];
  platforms: Array<Platform> | Platform;
  googleAudienceType?: InputMaybe<GoogleAudienceType>;
}>;


export type MatchPredictionQuery = { __typename?: 'Query', audienceMatchPrediction: Array<{ __typename?: 'MatchPrediction', platform: Platform, segmentSize: number, sampled: boolean, sampleSize: number, predictedMatch: number, basis: MatchPredictionBasis, historyRuns: number, identifiers: Array<{ __typename?: 'IdentifierMatchPrediction', key: string, type: IdentifierType, usable: number, rate: number, predictedMatch: number }> }> };

export type SegmentAttributeSummaryQueryVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type SegmentAttributeSummaryQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, ownerCompany: { __typename?: 'Company', code: string }, definition: { __typename?: 'SegmentDefinition', mergeType?: MergeType | null, attributes: Array<{ __typename?: 'SelectedAttribute', id: number, values?: Array<string> | null, value?: string | null, lower?: number | null, upper?: number | null, symbol?: CompareSymbol | null }>, segmentA?: { __typename?: 'Segment', code: string, name: string } | null, segmentB?: { __typename?: 'Segment', code: string, name: string } | null } } };

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

export type AudienceListFileLinkMutationVariables = Exact<{
  filter?: InputMaybe<AudienceFilter>;
  sort?: InputMaybe<AudienceSort>;
}>;


export type AudienceListFileLinkMutation = { __typename?: 'Mutation', audienceListFileLink: { __typename?: 'FileLink', url: string } };

export type AudienceListQueryVariables = Exact<{
  filter?: InputMaybe<AudienceFilter>;
  sort?: InputMaybe<AudienceSort>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AudienceListQuery = { __typename?: 'Query', audiences: { __typename?: 'AudiencePage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'Audience', id: string, name: string, description: string, frequency: AudienceFrequency, updateDay?: number | null, startDate: string, endDate: string, enabled: boolean, requested: boolean, toUpdate: boolean, statusColor: StatusColor, matchCount?: number | null, createdDate: string, lastProcessDate?: string | null, sourceFileRowCount: number, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, canBill: boolean, canSeeImages: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string }, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } }> } };

export type AudienceListOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AudienceListOptionsQuery = { __typename?: 'Query', audienceStates: Array<{ __typename?: 'AudienceState', code: string, name: string, description: string }>, audiencePlatforms: Array<{ __typename?: 'AdsPlatformInfo', code: Platform, name: string }>, audienceFrequencies: Array<{ __typename?: 'AudienceFrequencyOption', value: AudienceFrequency, code: string, name: string }>, viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> } };

export type AudienceApiHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type AudienceApiHealthQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, itManagerEmail?: string | null, apiHealth: Array<{ __typename?: 'PlatformApiHealth', platform: Platform, state: PlatformApiState, errorKind?: PlatformApiErrorKind | null, error?: string | null }> }> }> }, audiencePlatforms: Array<{ __typename?: 'AdsPlatformInfo', code: Platform, name: string }> };

export type VerifyAdsAccountsMutationVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  force?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type VerifyAdsAccountsMutation = { __typename?: 'Mutation', verifyAdsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, apiCheckedAt?: string | null, apiHealth: Array<{ __typename?: 'PlatformApiHealth', platform: Platform, state: PlatformApiState, errorKind?: PlatformApiErrorKind | null, error?: string | null }> }> };

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


export type BuilderOptionsQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }>, company: { __typename?: 'Company', code: string, flags?: { __typename?: 'CompanyFlags', retailPurchasePrediction: boolean } | null } } };

export type CampaignRowFragment = { __typename?: 'Campaign', id: string, companyCode: string, corporate: boolean, code: string, description: string, startDate: string, endDate: string, status: string, incaStatus: number, incaStatusName: string, minimumAmount: number, createdAt: string, modifiedAt: string, priority: number, usageStartDate?: string | null, usageEndDate?: string | null, discountType: string, omnichannel: string, flashType: string, brandCode: string, instant: string, digitalType2: string, editable: boolean, rulesModifiedAt?: string | null, variableGroups: Array<{ __typename?: 'CampaignVariableGroup', id: string, name: string, priority: number }> };

export type CampaignsPageQueryVariables = Exact<{
  filter?: InputMaybe<CampaignFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<CampaignSortField>;
  order?: InputMaybe<CampaignSortOrder>;
}>;


export type CampaignsPageQuery = { __typename?: 'Query', campaigns: { __typename?: 'CampaignPage', totalCount: number, showCompany: boolean, nodes: Array<{ __typename?: 'Campaign', id: string, companyCode: string, corporate: boolean, code: string, description: string, startDate: string, endDate: string, status: string, incaStatus: number, incaStatusName: string, minimumAmount: number, createdAt: string, modifiedAt: string, priority: number, usageStartDate?: string | null, usageEndDate?: string | null, discountType: string, omnichannel: string, flashType: string, brandCode: string, instant: string, digitalType2: string, editable: boolean, rulesModifiedAt?: string | null, variableGroups: Array<{ __typename?: 'CampaignVariableGroup', id: string, name: string, priority: number }> }> }, campaignVariableGroupOptions: Array<{ __typename?: 'CampaignVariableGroup', id: string, name: string, priority: number }> };

export type CampaignCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CampaignCompaniesQuery = { __typename?: 'Query', campaignCompanies: Array<{ __typename?: 'CampaignCompany', code: string, description: string }> };

export type CampaignInfoQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CampaignInfoQuery = { __typename?: 'Query', campaignInfo: Array<{ __typename?: 'CampaignInfoEntry', key: string, value: string }> };

export type SaveCampaignGroupsMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
  groupIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type SaveCampaignGroupsMutation = { __typename?: 'Mutation', saveCampaignVariableGroups: { __typename?: 'Campaign', id: string, companyCode: string, corporate: boolean, code: string, description: string, startDate: string, endDate: string, status: string, incaStatus: number, incaStatusName: string, minimumAmount: number, createdAt: string, modifiedAt: string, priority: number, usageStartDate?: string | null, usageEndDate?: string | null, discountType: string, omnichannel: string, flashType: string, brandCode: string, instant: string, digitalType2: string, editable: boolean, rulesModifiedAt?: string | null, variableGroups: Array<{ __typename?: 'CampaignVariableGroup', id: string, name: string, priority: number }> } };

export type SendCampaignsToRecommendationMutationVariables = Exact<{
  campaignIds?: InputMaybe<Array<Scalars['ID']['input']> | Scalars['ID']['input']>;
}>;


export type SendCampaignsToRecommendationMutation = { __typename?: 'Mutation', sendCampaignsToRecommendation: { __typename?: 'BulkSendResult', queued: Array<string>, message: string, skipped: Array<{ __typename?: 'CampaignSendSkip', campaignId: string, message: string }> } };

export type CampaignFileLinkMutationVariables = Exact<{
  input: CampaignFileInput;
}>;


export type CampaignFileLinkMutation = { __typename?: 'Mutation', campaignFileLink: { __typename?: 'FileLink', url: string, method: string, expiresAt: string } };

export type ProcessHistoryQueryVariables = Exact<{
  filter?: InputMaybe<ProcessHistoryFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProcessHistoryQuery = { __typename?: 'Query', processHistory: { __typename?: 'ProcessHistoryPage', totalCount: number, nodes: Array<{ __typename?: 'ProcessHistoryEntry', id: string, rowNumber: number, campaignId?: string | null, campaignCode?: string | null, sourceName: string, processName: string, status: string, finalMessage: string, startTime: string, endTime?: string | null, uploadedRecords: number, rejectedRecords: number, totalRecords: number, hasResultFile: boolean, summary: Array<{ __typename?: 'CampaignInfoEntry', key: string, value: string }> }> } };

export type CampaignHeaderQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CampaignHeaderQuery = { __typename?: 'Query', campaign: { __typename?: 'Campaign', id: string, code: string } };

export type CampaignParamFieldsFragment = { __typename?: 'CampaignParam', id?: string | null, groupId: string, groupName: string, groupPriority: number, variableId: string, variableCode: string, variableName: string, variableDescription: string, variableTypeId?: number | null, parentVariableId?: string | null, required: boolean, multiple: boolean, range: boolean, segmentSelector: boolean, infoCampaign: boolean, uploadData: boolean, listFileSaved: boolean, listItemsCount: number, hasParent: boolean, value?: string | null, items: Array<string>, rangeStart?: number | null, rangeEnd?: number | null, minRange: number, maxRange: number, order: number, options: Array<{ __typename?: 'CampaignParamOption', key: string, value: string, parentKey?: string | null }> };

export type CampaignRulesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CampaignRulesQuery = { __typename?: 'Query', campaignRules: { __typename?: 'CampaignRules', campaign: { __typename?: 'Campaign', id: string, code: string, description: string, startDate: string, endDate: string, editable: boolean, current: boolean, companyCode: string, rulesSummary: Array<{ __typename?: 'RulesSummaryLine', name: string, quantity: number, children: Array<{ __typename?: 'RulesSummaryItem', name: string, quantity: number }> }> }, params: Array<{ __typename?: 'CampaignParam', id?: string | null, groupId: string, groupName: string, groupPriority: number, variableId: string, variableCode: string, variableName: string, variableDescription: string, variableTypeId?: number | null, parentVariableId?: string | null, required: boolean, multiple: boolean, range: boolean, segmentSelector: boolean, infoCampaign: boolean, uploadData: boolean, listFileSaved: boolean, listItemsCount: number, hasParent: boolean, value?: string | null, items: Array<string>, rangeStart?: number | null, rangeEnd?: number | null, minRange: number, maxRange: number, order: number, options: Array<{ __typename?: 'CampaignParamOption', key: string, value: string, parentKey?: string | null }> }> } };

export type SaveCampaignRulesMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
  params: Array<CampaignParamInput> | CampaignParamInput;
}>;


export type SaveCampaignRulesMutation = { __typename?: 'Mutation', saveCampaignRules: { __typename?: 'CampaignRules', params: Array<{ __typename?: 'CampaignParam', id?: string | null, groupId: string, groupName: string, groupPriority: number, variableId: string, variableCode: string, variableName: string, variableDescription: string, variableTypeId?: number | null, parentVariableId?: string | null, required: boolean, multiple: boolean, range: boolean, segmentSelector: boolean, infoCampaign: boolean, uploadData: boolean, listFileSaved: boolean, listItemsCount: number, hasParent: boolean, value?: string | null, items: Array<string>, rangeStart?: number | null, rangeEnd?: number | null, minRange: number, maxRange: number, order: number, options: Array<{ __typename?: 'CampaignParamOption', key: string, value: string, parentKey?: string | null }> }> } };

export type PreviewCampaignRulesMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
  params: Array<CampaignParamInput> | CampaignParamInput;
}>;


export type PreviewCampaignRulesMutation = { __typename?: 'Mutation', previewCampaignRules: Array<{ __typename?: 'RulesSummaryLine', name: string, quantity: number, children: Array<{ __typename?: 'RulesSummaryItem', name: string, quantity: number }> }> };

export type SendCampaignToProcessMutationVariables = Exact<{
  campaignId: Scalars['ID']['input'];
  params?: InputMaybe<Array<CampaignParamInput> | CampaignParamInput>;
}>;


export type SendCampaignToProcessMutation = { __typename?: 'Mutation', sendCampaignToProcess: { __typename?: 'SendToProcessResult', processId: string, message: string, summary: Array<{ __typename?: 'RulesSummaryLine', name: string, quantity: number, children: Array<{ __typename?: 'RulesSummaryItem', name: string, quantity: number }> }> } };

export type CampaignProductsQueryVariables = Exact<{
  campaignId: Scalars['ID']['input'];
  filter?: InputMaybe<CampaignProductFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type CampaignProductsQuery = { __typename?: 'Query', campaignProducts: { __typename?: 'CampaignProductPage', totalCount: number, nodes: Array<{ __typename?: 'CampaignProduct', rowNumber: number, itemCode: string, itemName: string, itemStatus: string, itemSourceCreationTime: string, itemOfferingMode: string, itemOfferingAmount: number, itemDiscountType: string, itemDiscountMode: string, itemDiscountValue: number }> } };

export type CampaignSegmentNameQueryVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type CampaignSegmentNameQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, name: string } };

export type SegmentsForCampaignQueryVariables = Exact<{
  filter: SegmentFilter;
  page: Scalars['Int']['input'];
}>;


export type SegmentsForCampaignQuery = { __typename?: 'Query', segments: { __typename?: 'SegmentPage', totalCount: number, nodes: Array<{ __typename?: 'Segment', code: string, name: string, createdDate: string, lastProcessDate: string, uniqueUsers: number, numAudiences: number, shared: boolean, type: { __typename?: 'SegmentType', id: number, label: string } }> }, segmentTypes: Array<{ __typename?: 'SegmentType', id: number, label: string }> };

export type CompanyFlagsFieldsFragment = { __typename?: 'CompanyFlags', approveRequestData: boolean, shareAction: boolean, separatedKeyAds: boolean, gptImages: boolean, talononeCoupons: boolean, retailPurchasePrediction: boolean, userIdTalonone: boolean, editSegment: boolean, editAudienceTypeGoogle: boolean };

export type CompanyConfigurationsQueryVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CompanyConfigurationsQuery = { __typename?: 'Query', companyConfigurations: Array<{ __typename?: 'CompanyConfiguration', company: { __typename?: 'Company', code: string, name: string, alias: string }, flags: { __typename?: 'CompanyFlags', approveRequestData: boolean, shareAction: boolean, separatedKeyAds: boolean, gptImages: boolean, talononeCoupons: boolean, retailPurchasePrediction: boolean, userIdTalonone: boolean, editSegment: boolean, editAudienceTypeGoogle: boolean } }> };

export type CompanyFlagChangesQueryVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CompanyFlagChangesQuery = { __typename?: 'Query', companyConfigurations: Array<{ __typename?: 'CompanyConfiguration', company: { __typename?: 'Company', code: string }, changes: Array<{ __typename?: 'CompanyFlagChange', id: string, changedBy: string, changedAt: string, before: { __typename?: 'CompanyFlags', approveRequestData: boolean, shareAction: boolean, separatedKeyAds: boolean, gptImages: boolean, talononeCoupons: boolean, retailPurchasePrediction: boolean, userIdTalonone: boolean, editSegment: boolean, editAudienceTypeGoogle: boolean }, after: { __typename?: 'CompanyFlags', approveRequestData: boolean, shareAction: boolean, separatedKeyAds: boolean, gptImages: boolean, talononeCoupons: boolean, retailPurchasePrediction: boolean, userIdTalonone: boolean, editSegment: boolean, editAudienceTypeGoogle: boolean } }> }> };

export type UpdateCompanyFlagsMutationVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  flags: CompanyFlagsInput;
}>;


export type UpdateCompanyFlagsMutation = { __typename?: 'Mutation', updateCompanyFlags: { __typename?: 'CompanyConfiguration', company: { __typename?: 'Company', code: string } } };

export type CompanyAdsAccountsQueryVariables = Exact<{
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type CompanyAdsAccountsQuery = { __typename?: 'Query', companyConfigurations: Array<{ __typename?: 'CompanyConfiguration', company: { __typename?: 'Company', code: string, name: string, alias: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform>, itManagerEmail?: string | null, apiCheckedAt?: string | null, apiHealth: Array<{ __typename?: 'PlatformApiHealth', platform: Platform, state: PlatformApiState, errorKind?: PlatformApiErrorKind | null, error?: string | null }> }> } }> };

export type AdsAccountValidationsQueryVariables = Exact<{
  processDate: Scalars['String']['input'];
  companyCode?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AdsAccountValidationsQuery = { __typename?: 'Query', adsAccountValidations: Array<{ __typename?: 'AdsAccountValidation', companyCode: string, adsAccountCode: string, businessName: string, platform: Platform, ok: boolean, errorKind: PlatformApiErrorKind, errorText: string, checkedAt: string, checkedBy: string }> };

export type VerifyConfigurationAccountMutationVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  adsAccountCode?: InputMaybe<Scalars['ID']['input']>;
}>;


export type VerifyConfigurationAccountMutation = { __typename?: 'Mutation', verifyAdsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, apiCheckedAt?: string | null, apiHealth: Array<{ __typename?: 'PlatformApiHealth', platform: Platform, state: PlatformApiState, errorKind?: PlatformApiErrorKind | null, error?: string | null }> }> };

export type AdsAccountSettingsQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
}>;


export type AdsAccountSettingsQuery = { __typename?: 'Query', adsAccountSettings: Array<{ __typename?: 'AdsAccountSettings', id: string, companyCode: string, technicalName: string, businessName: string, gcpProject?: string | null, managerName?: string | null, managerEmail?: string | null, itManagerName?: string | null, itManagerEmail?: string | null, sendNotification: boolean, channels: Array<{ __typename?: 'AdsChannelSettings', platform: Platform, enabled: boolean, endpoint?: string | null, accountId?: string | null, devopsRepo?: string | null, storage?: string | null, params?: string | null, secretSet: boolean }> }> };

export type SaveAdsAccountMutationVariables = Exact<{
  id?: InputMaybe<Scalars['ID']['input']>;
  input: AdsAccountInput;
}>;


export type SaveAdsAccountMutation = { __typename?: 'Mutation', saveAdsAccount: { __typename?: 'AdsAccountSettings', id: string } };

export type CouponRowFragment = { __typename?: 'CouponCampaign', id: string, name: string, description: string, startDate: string, endDate: string, createdDate: string, company: { __typename?: 'Company', code: string, name: string, alias: string }, segment: { __typename?: 'Segment', code: string, name: string }, audience: { __typename?: 'Audience', id: string, enabled: boolean, requested: boolean, statusColor: StatusColor, matchCount?: number | null, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } } };

export type CouponListOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CouponListOptionsQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, flags?: { __typename?: 'CompanyFlags', talononeCoupons: boolean } | null }> }, audienceStates: Array<{ __typename?: 'AudienceState', code: string, name: string }> };

export type CouponListQueryVariables = Exact<{
  filter?: InputMaybe<CouponFilter>;
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type CouponListQuery = { __typename?: 'Query', couponCampaigns: { __typename?: 'CouponCampaignPage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'CouponCampaign', id: string, name: string, description: string, startDate: string, endDate: string, createdDate: string, company: { __typename?: 'Company', code: string, name: string, alias: string }, segment: { __typename?: 'Segment', code: string, name: string }, audience: { __typename?: 'Audience', id: string, enabled: boolean, requested: boolean, statusColor: StatusColor, matchCount?: number | null, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } } }> } };

export type CouponFormCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type CouponFormCompaniesQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, company: { __typename?: 'Company', code: string, name: string, alias: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', talononeCoupons: boolean, userIdTalonone: boolean } | null }, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', talononeCoupons: boolean, userIdTalonone: boolean } | null }> } };

export type CouponFormCompanyFragment = { __typename?: 'Company', code: string, name: string, alias: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', talononeCoupons: boolean, userIdTalonone: boolean } | null };

export type CouponFormSegmentsQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
}>;


export type CouponFormSegmentsQuery = { __typename?: 'Query', audienceFormSegments: Array<{ __typename?: 'AudienceFormSegment', code: string, name: string, shared: boolean }> };

export type CouponSegmentCheckQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  segmentCode: Scalars['ID']['input'];
  adsAccountCode: Scalars['ID']['input'];
}>;


export type CouponSegmentCheckQuery = { __typename?: 'Query', couponSegmentCheck: { __typename?: 'CouponSegmentCheck', valid: boolean, message?: string | null } };

export type CouponTalonOneApplicationsQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  adsAccountCode: Scalars['ID']['input'];
}>;


export type CouponTalonOneApplicationsQuery = { __typename?: 'Query', talonOneApplications: Array<{ __typename?: 'TalonOneApplication', id: string, name: string }> };

export type CouponTalonOneCampaignsQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
  adsAccountCode: Scalars['ID']['input'];
  applicationId: Scalars['ID']['input'];
}>;


export type CouponTalonOneCampaignsQuery = { __typename?: 'Query', talonOneCouponCampaigns: Array<{ __typename?: 'TalonOneCouponCampaign', id: string, name: string, state?: string | null, couponSettings?: { __typename?: 'TalonOneCouponSettings', couponPattern: string } | null }> };

export type CouponForFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CouponForFormQuery = { __typename?: 'Query', couponCampaign: { __typename?: 'CouponCampaign', id: string, name: string, description: string, startDate: string, endDate: string, usageLimit: number, discountLimit: number, reservationLimit: number, talonOneApplicationId: string, talonOneCampaign: { __typename?: 'TalonOneCouponCampaign', id: string, name: string, couponSettings?: { __typename?: 'TalonOneCouponSettings', couponPattern: string } | null }, company: { __typename?: 'Company', code: string, name: string, alias: string, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }>, flags?: { __typename?: 'CompanyFlags', talononeCoupons: boolean, userIdTalonone: boolean } | null }, segment: { __typename?: 'Segment', code: string, name: string, shared: boolean }, adsAccount: { __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }, audience: { __typename?: 'Audience', id: string, canEdit: boolean } } };

export type CouponDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CouponDetailQuery = { __typename?: 'Query', couponCampaign: { __typename?: 'CouponCampaign', id: string, name: string, description: string, startDate: string, endDate: string, createdDate: string, lastProcessDate?: string | null, sourceFileName?: string | null, segmentSize?: number | null, sourceFileRowCount?: number | null, couponsIssued: number, couponsReserved: number, couponsRedeemed: number, talonOneCampaign: { __typename?: 'TalonOneCouponCampaign', name: string, couponSettings?: { __typename?: 'TalonOneCouponSettings', couponPattern: string } | null }, company: { __typename?: 'Company', code: string, alias: string }, segment: { __typename?: 'Segment', code: string, name: string, type: { __typename?: 'SegmentType', id: number } }, audience: { __typename?: 'Audience', id: string, enabled: boolean, statusColor: StatusColor, matchCount?: number | null, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } }, timeline: Array<{ __typename?: 'CouponTimelineEntry', statusCode: string, statusName: string, statusDate: string, platform: Platform, uploadSize: number, sourceFileRowCount: number, matchSize?: number | null }>, dailyStats: Array<{ __typename?: 'CouponDayStats', day: string, issued: number, reserved: number, redeemed: number }> } };

export type CreateCouponCampaignMutationVariables = Exact<{
  input: CreateCouponCampaignInput;
}>;


export type CreateCouponCampaignMutation = { __typename?: 'Mutation', createCouponCampaign: { __typename?: 'CouponCampaign', id: string, name: string } };

export type UpdateCouponCampaignDatesMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  startDate: Scalars['String']['input'];
  endDate: Scalars['String']['input'];
}>;


export type UpdateCouponCampaignDatesMutation = { __typename?: 'Mutation', updateCouponCampaignDates: { __typename?: 'CouponCampaign', id: string, startDate: string, endDate: string } };

export type ResendCouponCampaignMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendCouponCampaignMutation = { __typename?: 'Mutation', resendCouponCampaign: { __typename?: 'CouponCampaign', id: string, name: string, description: string, startDate: string, endDate: string, createdDate: string, company: { __typename?: 'Company', code: string, name: string, alias: string }, segment: { __typename?: 'Segment', code: string, name: string }, audience: { __typename?: 'Audience', id: string, enabled: boolean, requested: boolean, statusColor: StatusColor, matchCount?: number | null, canEdit: boolean, canDelete: boolean, canToggle: boolean, canResend: boolean, canUpdateFrequency: boolean, status: { __typename?: 'AudienceStatus', code: string, name: string, description: string, date: string } } } };

export type DeleteCouponAudienceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCouponAudienceMutation = { __typename?: 'Mutation', deleteAudience: { __typename?: 'DeleteAudienceResult', id: string, message: string } };

export type SetCouponAudienceEnabledMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetCouponAudienceEnabledMutation = { __typename?: 'Mutation', setAudienceEnabled: { __typename?: 'AudienceActionResult', message: string, audience: { __typename?: 'Audience', id: string, enabled: boolean, statusColor: StatusColor } } };

export type UpdateCouponAudienceFrequencyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UpdateCouponAudienceFrequencyMutation = { __typename?: 'Mutation', updateAudienceFrequency: { __typename?: 'AudienceActionResult', message: string, audience: { __typename?: 'Audience', id: string, canUpdateFrequency: boolean } } };

export type TableChoice_TableFragment = { __typename?: 'TableAccess', relativeResourceName: string, domain: string, projectId: string, datasetId: string, objectId: string, isView: boolean, description: string, permissionExpirationDate?: string | null, expired: boolean, numRows: number };

export type CrossTableMyTablesQueryVariables = Exact<{ [key: string]: never; }>;


export type CrossTableMyTablesQuery = { __typename?: 'Query', myTables: Array<{ __typename?: 'TableAccess', relativeResourceName: string, domain: string, projectId: string, datasetId: string, objectId: string, isView: boolean, description: string, permissionExpirationDate?: string | null, expired: boolean, numRows: number }> };

export type CrossTableSandboxUseCasesQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
}>;


export type CrossTableSandboxUseCasesQuery = { __typename?: 'Query', sandboxUseCases: Array<{ __typename?: 'SandboxUseCase', useCase: string, group: string, processDate: string, numRows: number, companyCode: string }> };

export type CrossTableStatusQueryVariables = Exact<{
  relativeResourceName: Scalars['ID']['input'];
}>;


export type CrossTableStatusQuery = { __typename?: 'Query', tableStatus: { __typename?: 'TableStatusCheck', relativeResourceName: string, status: TableStatus, message?: string | null, permissionExpirationDate?: string | null, numRows?: number | null } };

export type CrossTableSegmentQueryVariables = Exact<{
  code: Scalars['ID']['input'];
}>;


export type CrossTableSegmentQuery = { __typename?: 'Query', segment: { __typename?: 'Segment', code: string, name: string, description: string, shared: boolean, requested: boolean, canEdit: boolean, ownerCompany: { __typename?: 'Company', code: string, name: string, alias: string }, definition: { __typename?: 'SegmentDefinition', typeName?: AudienceSegmentType | null, preview?: { __typename?: 'SegmentPreview', previewId: string, uniqueUsers: number, uniqueUsersWithContact: number, uniqueUsersWithAdvertising: number, uniqueUsersWithContactRestricted: number, lowContactable: boolean, companyPercentages: Array<{ __typename?: 'CompanyShare', percentage: number, count: number, company: { __typename?: 'Company', code: string, name: string, alias: string } }>, contactRestrictedByCompany: Array<{ __typename?: 'CompanyShare', percentage: number, company: { __typename?: 'Company', code: string, alias: string } }> } | null }, crossTable?: { __typename?: 'CrossTableDefinition', sandbox: boolean, relativeResourceName?: string | null, projectId?: string | null, datasetId?: string | null, tableId?: string | null, useCase?: string | null, group?: string | null, processDate?: string | null, numRows?: number | null } | null, audiences: Array<{ __typename?: 'Audience', id: string, name: string, platform: { __typename?: 'AdsPlatformInfo', code: Platform } }>, usedInMerges: Array<{ __typename?: 'SegmentMergeUse', code: string, name: string, viewable: boolean }> } };

export type PreviewCrossTableMutationVariables = Exact<{
  input: CrossTableInput;
}>;


export type PreviewCrossTableMutation = { __typename?: 'Mutation', previewCrossTable: { __typename?: 'SegmentPreview', previewId: string, uniqueUsers: number, uniqueUsersWithContact: number, uniqueUsersWithAdvertising: number, uniqueUsersWithContactRestricted: number, lowContactable: boolean, companyPercentages: Array<{ __typename?: 'CompanyShare', percentage: number, count: number, company: { __typename?: 'Company', code: string, name: string, alias: string } }>, contactRestrictedByCompany: Array<{ __typename?: 'CompanyShare', percentage: number, company: { __typename?: 'Company', code: string, alias: string } }> } };

export type CreateCrossTableSegmentMutationVariables = Exact<{
  input: SaveCrossTableInput;
}>;


export type CreateCrossTableSegmentMutation = { __typename?: 'Mutation', createCrossTableSegment: { __typename?: 'Segment', code: string, name: string } };

export type UpdateCrossTableSegmentMutationVariables = Exact<{
  code: Scalars['ID']['input'];
  input: SaveCrossTableInput;
}>;


export type UpdateCrossTableSegmentMutation = { __typename?: 'Mutation', updateCrossTableSegment: { __typename?: 'Segment', code: string, name: string } };

export type CrossTableStoredTableQueryVariables = Exact<{
  relativeResourceName: Scalars['ID']['input'];
}>;


export type CrossTableStoredTableQuery = { __typename?: 'Query', warehouseTable: { __typename?: 'WarehouseTable', relativeResourceName: string, isView: boolean, description: string, numRows: number, access: TableAccessState, permissionExpirationDate?: string | null } };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string, imageCount: number }>, company: { __typename?: 'Company', code: string, flags?: { __typename?: 'CompanyFlags', shareAction: boolean, gptImages: boolean, talononeCoupons: boolean, editSegment: boolean } | null, adsAccounts: Array<{ __typename?: 'AdsAccount', technicalName: string, businessName: string, platforms: Array<Platform> }> } }, variableTypes: Array<{ __typename?: 'VariableType', id: string, name: string }>, reports: Array<{ __typename?: 'Report', id: string, title: string, type: ReportType, description: string }>, myTables: Array<{ __typename?: 'TableAccess', relativeResourceName: string, datasetId: string, objectId: string, isView: boolean, numRows: number, permissionExpirationDate?: string | null }> };

export type AudienceImageCard_ImageFragment = { __typename?: 'AudienceImage', id: string, audienceId: string, companyCode: string, description: string, state: AudienceImageState, url: string, createdBy: string, createdAt: string };

export type ImagesAudienceQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ImagesAudienceQuery = { __typename?: 'Query', audience: { __typename?: 'Audience', id: string, name: string, description: string, canSeeImages: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string }, platform: { __typename?: 'AdsPlatformInfo', code: Platform, name: string } } };

export type AudienceImagesQueryVariables = Exact<{
  companyCode: Scalars['String']['input'];
  audienceId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AudienceImagesQuery = { __typename?: 'Query', audienceImages: { __typename?: 'AudienceImagePage', total: number, hasMore: boolean, items: Array<{ __typename?: 'AudienceImage', id: string, audienceId: string, companyCode: string, description: string, state: AudienceImageState, url: string, createdBy: string, createdAt: string }> } };

export type ImageGenerationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ImageGenerationQuery = { __typename?: 'Query', imageGeneration: { __typename?: 'ImageGeneration', id: string, state: ImageGenerationState, progress: number, attempt: number, maxAttempts: number, message?: string | null, images: Array<{ __typename?: 'AudienceImage', id: string, audienceId: string, companyCode: string, description: string, state: AudienceImageState, url: string, createdBy: string, createdAt: string }> } };

export type GenerateAudienceImagesMutationVariables = Exact<{
  input: GenerateAudienceImagesInput;
}>;


export type GenerateAudienceImagesMutation = { __typename?: 'Mutation', generateAudienceImages: { __typename?: 'ImageGeneration', id: string, state: ImageGenerationState, progress: number, attempt: number, maxAttempts: number, message?: string | null, images: Array<{ __typename?: 'AudienceImage', id: string, audienceId: string, companyCode: string, description: string, state: AudienceImageState, url: string, createdBy: string, createdAt: string }> } };

export type CancelImageGenerationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelImageGenerationMutation = { __typename?: 'Mutation', cancelImageGeneration: { __typename?: 'ImageGeneration', id: string, state: ImageGenerationState, message?: string | null } };

export type SetAudienceImageStateMutationVariables = Exact<{
  companyCode: Scalars['String']['input'];
  audienceId: Scalars['ID']['input'];
  imageId: Scalars['ID']['input'];
  state: AudienceImageState;
}>;


export type SetAudienceImageStateMutation = { __typename?: 'Mutation', setAudienceImageState: { __typename?: 'AudienceImage', id: string, audienceId: string, companyCode: string, description: string, state: AudienceImageState, url: string, createdBy: string, createdAt: string } };

export type DeleteAudienceImageMutationVariables = Exact<{
  companyCode: Scalars['String']['input'];
  audienceId: Scalars['ID']['input'];
  imageId: Scalars['ID']['input'];
}>;


export type DeleteAudienceImageMutation = { __typename?: 'Mutation', deleteAudienceImage: string };

export type AudienceImageDownloadLinkMutationVariables = Exact<{
  imageId: Scalars['ID']['input'];
}>;


export type AudienceImageDownloadLinkMutation = { __typename?: 'Mutation', audienceImageDownloadLink: { __typename?: 'FileLink', url: string } };

export type AudienceImageUploadLinkMutationVariables = Exact<{
  companyCode: Scalars['String']['input'];
  audienceId: Scalars['ID']['input'];
  description: Scalars['String']['input'];
}>;


export type AudienceImageUploadLinkMutation = { __typename?: 'Mutation', audienceImageUploadLink: { __typename?: 'FileLink', url: string } };

export type MailOutboxQueryVariables = Exact<{
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type MailOutboxQuery = { __typename?: 'Query', mailOutbox: { __typename?: 'MailMessagePage', totalCount: number, page: number, pageSize: number, nodes: Array<{ __typename?: 'MailMessage', id: string, audienceId?: string | null, audienceName?: string | null, adsAccountName?: string | null, adsPlatform?: Platform | null, recipient: string, subject: string, body: string, delivery: MailDelivery, error?: string | null, createdAt: string }> } };

export type ProductivizeUseCasesQueryVariables = Exact<{
  companyCode: Scalars['ID']['input'];
}>;


export type ProductivizeUseCasesQuery = { __typename?: 'Query', sandboxUseCases: Array<{ __typename?: 'SandboxUseCase', useCase: string, group: string, processDate: string, companyCode: string, attributes: Array<string> }> };

export type ProductivizeTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductivizeTodayQuery = { __typename?: 'Query', tableAccessToday: string };

export type RequestProductivizeMutationVariables = Exact<{
  input: RequestProductivizeInput;
}>;


export type RequestProductivizeMutation = { __typename?: 'Mutation', requestProductivize: { __typename?: 'TableAccessRequest', id: string, kind: TableAccessRequestKind, status: TableAccessRequestStatus, untilDate?: string | null, useCase?: string | null } };

export type ReportListQueryVariables = Exact<{
  module?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReportListQuery = { __typename?: 'Query', reports: Array<{ __typename?: 'Report', id: string, code: string, title: string, type: ReportType, description: string, link: string, allPermission: boolean, updateHours: Array<string>, maintenance: boolean, organizations: Array<string>, module: string, createdDate: string, updatedDate: string }>, viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> } };

export type ReportViewQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReportViewQuery = { __typename?: 'Query', report: { __typename?: 'Report', id: string, title: string, description: string, maintenance: boolean, frame: { __typename?: 'ReportFrame', type: ReportType, url?: string | null, params: string, builtIn?: AnalyticsReportKind | null } } };

export type AnalyticsReportFrameQueryVariables = Exact<{
  report: AnalyticsReportKind;
}>;


export type AnalyticsReportFrameQuery = { __typename?: 'Query', analyticsReport: { __typename?: 'AnalyticsReport', report: AnalyticsReportKind, available: boolean, frame?: { __typename?: 'ReportFrame', type: ReportType, url?: string | null, params: string, builtIn?: AnalyticsReportKind | null } | null } };

export type BuiltInReportDataQueryVariables = Exact<{
  report: AnalyticsReportKind;
  params: Scalars['String']['input'];
  filter?: InputMaybe<BuiltInReportFilter>;
}>;


export type BuiltInReportDataQuery = { __typename?: 'Query', builtInReport: { __typename?: 'BuiltInReport', report: AnalyticsReportKind, companies: Array<string>, from: string, to: string, platform?: string | null, createdByMonth: Array<{ __typename?: 'ReportMonthCount', month: string, platform: string, count: number }>, statusByPlatform: Array<{ __typename?: 'ReportStatusCount', platform: string, status: string, statusName: string, count: number }>, publishedByMonth: Array<{ __typename?: 'ReportPublishedMonth', month: string, platform: string, runs: number, sent: number, matched: number }>, billing: Array<{ __typename?: 'ReportBillingRow', companyCode: string, companyName: string, platform: string, totalMatch: number, uploaded: number }>, segmentReach: Array<{ __typename?: 'ReportSegmentReach', companyCode: string, companyName: string, segments: number, customers: number }>, couponsByDay: Array<{ __typename?: 'ReportCouponDay', day: string, companyCode: string, companyName: string, issued: number, reserved: number, redeemed: number }> }, viewer: { __typename?: 'Viewer', email: string, accessibleCompanies: Array<{ __typename?: 'Company', code: string, name: string, alias: string }> } };

export type CreateReportMutationVariables = Exact<{
  input: ReportInput;
}>;


export type CreateReportMutation = { __typename?: 'Mutation', createReport: { __typename?: 'Report', id: string } };

export type UpdateReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ReportInput;
}>;


export type UpdateReportMutation = { __typename?: 'Mutation', updateReport: { __typename?: 'Report', id: string } };

export type DeleteReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteReportMutation = { __typename?: 'Mutation', deleteReport: string };

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

export type VariableFieldsFragment = { __typename?: 'Variable', id: string, code: string, name: string, description: string, required: boolean, range: boolean, minRange?: number | null, maxRange?: number | null, hasObject: boolean, objectSaved: boolean, objectName?: string | null, columnMatchName?: string | null, joinedColumns: Array<string>, columnParserScript?: string | null, bigQueryType?: string | null, operator: boolean, defaultOperator?: string | null, parentVariableExists: boolean, multipleSelect: boolean, campaignClientResult: boolean, infoCampaign: boolean, saveParamList: boolean, clientIds: boolean, infoSegment: boolean, recommendationSection: boolean, recommendationSectionPriority2: boolean, uploadData: boolean, disabled: boolean, dataCount: number, type?: { __typename?: 'VariableType', id: string, name: string } | null, parent?: { __typename?: 'Variable', id: string, code: string } | null };

export type VariablesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type VariablesPageQuery = { __typename?: 'Query', variables: Array<{ __typename?: 'Variable', id: string, code: string, name: string, description: string, required: boolean, range: boolean, minRange?: number | null, maxRange?: number | null, hasObject: boolean, objectSaved: boolean, objectName?: string | null, columnMatchName?: string | null, joinedColumns: Array<string>, columnParserScript?: string | null, bigQueryType?: string | null, operator: boolean, defaultOperator?: string | null, parentVariableExists: boolean, multipleSelect: boolean, campaignClientResult: boolean, infoCampaign: boolean, saveParamList: boolean, clientIds: boolean, infoSegment: boolean, recommendationSection: boolean, recommendationSectionPriority2: boolean, uploadData: boolean, disabled: boolean, dataCount: number, type?: { __typename?: 'VariableType', id: string, name: string } | null, parent?: { __typename?: 'Variable', id: string, code: string } | null }>, variableTypes: Array<{ __typename?: 'VariableType', id: string, name: string }> };

export type VariableDataQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VariableDataQuery = { __typename?: 'Query', variable?: { __typename?: 'Variable', id: string, allData: Array<{ __typename?: 'VariableDataRow', rowNumber: number, key: string, value: string, parentKey?: string | null }> } | null };

export type UploadVariablesMutationVariables = Exact<{
  csv: Scalars['String']['input'];
}>;


export type UploadVariablesMutation = { __typename?: 'Mutation', uploadVariables: { __typename?: 'VariablesUploadResult', created: number, message: string } };

export type UpdateVariableMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VariableConfigInput;
}>;


export type UpdateVariableMutation = { __typename?: 'Mutation', updateVariable: { __typename?: 'Variable', id: string, code: string, name: string, description: string, required: boolean, range: boolean, minRange?: number | null, maxRange?: number | null, hasObject: boolean, objectSaved: boolean, objectName?: string | null, columnMatchName?: string | null, joinedColumns: Array<string>, columnParserScript?: string | null, bigQueryType?: string | null, operator: boolean, defaultOperator?: string | null, parentVariableExists: boolean, multipleSelect: boolean, campaignClientResult: boolean, infoCampaign: boolean, saveParamList: boolean, clientIds: boolean, infoSegment: boolean, recommendationSection: boolean, recommendationSectionPriority2: boolean, uploadData: boolean, disabled: boolean, dataCount: number, type?: { __typename?: 'VariableType', id: string, name: string } | null, parent?: { __typename?: 'Variable', id: string, code: string } | null } };

export type SaveVariableRowMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VariableRowInput;
}>;


export type SaveVariableRowMutation = { __typename?: 'Mutation', saveVariableRow: { __typename?: 'Variable', id: string, code: string, name: string, description: string, required: boolean, range: boolean, minRange?: number | null, maxRange?: number | null, hasObject: boolean, objectSaved: boolean, objectName?: string | null, columnMatchName?: string | null, joinedColumns: Array<string>, columnParserScript?: string | null, bigQueryType?: string | null, operator: boolean, defaultOperator?: string | null, parentVariableExists: boolean, multipleSelect: boolean, campaignClientResult: boolean, infoCampaign: boolean, saveParamList: boolean, clientIds: boolean, infoSegment: boolean, recommendationSection: boolean, recommendationSectionPriority2: boolean, uploadData: boolean, disabled: boolean, dataCount: number, type?: { __typename?: 'VariableType', id: string, name: string } | null, parent?: { __typename?: 'Variable', id: string, code: string } | null } };

export type DeleteVariableMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteVariableMutation = { __typename?: 'Mutation', deleteVariable: string };

export type ReadVariableDataCsvMutationVariables = Exact<{
  csv: Scalars['String']['input'];
  withParent: Scalars['Boolean']['input'];
}>;


export type ReadVariableDataCsvMutation = { __typename?: 'Mutation', readVariableDataCsv: { __typename?: 'VariableDataCsvResult', rows: Array<{ __typename?: 'VariableDataRow', key: string, value: string, parentKey?: string | null }>, skipped: Array<{ __typename?: 'CsvRowProblem', row: number, message: string }> } };

export type VariableObjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type VariableObjectsQuery = { __typename?: 'Query', variableObjects: Array<{ __typename?: 'VariableObject', id: string, projectId: string, datasetId: string, tableId: string, columns: Array<{ __typename?: 'VariableObjectColumn', name: string, type: string }> }> };

export type SaveVariableObjectMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VariableObjectInput;
}>;


export type SaveVariableObjectMutation = { __typename?: 'Mutation', saveVariableObject: { __typename?: 'Variable', id: string, code: string, name: string, description: string, required: boolean, range: boolean, minRange?: number | null, maxRange?: number | null, hasObject: boolean, objectSaved: boolean, objectName?: string | null, columnMatchName?: string | null, joinedColumns: Array<string>, columnParserScript?: string | null, bigQueryType?: string | null, operator: boolean, defaultOperator?: string | null, parentVariableExists: boolean, multipleSelect: boolean, campaignClientResult: boolean, infoCampaign: boolean, saveParamList: boolean, clientIds: boolean, infoSegment: boolean, recommendationSection: boolean, recommendationSectionPriority2: boolean, uploadData: boolean, disabled: boolean, dataCount: number, type?: { __typename?: 'VariableType', id: string, name: string } | null, parent?: { __typename?: 'Variable', id: string, code: string } | null } };

export type VariableGroupsQueryVariables = Exact<{
  filter?: InputMaybe<VariableGroupFilter>;
}>;


export type VariableGroupsQuery = { __typename?: 'Query', variableGroups: Array<{ __typename?: 'VariableGroup', id: string, name: string, priority: number, createdTime: string, modifiedTime: string, variablesCount: number }> };

export type VariableGroupFormQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VariableGroupFormQuery = { __typename?: 'Query', variableGroup?: { __typename?: 'VariableGroup', id: string, name: string, priority: number, members: Array<{ __typename?: 'VariableGroupMember', id: string, order: number, variable: { __typename?: 'Variable', id: string } }> } | null };

export type CreateVariableGroupMutationVariables = Exact<{
  input: VariableGroupInput;
}>;


export type CreateVariableGroupMutation = { __typename?: 'Mutation', createVariableGroup: { __typename?: 'VariableGroup', id: string } };

export type UpdateVariableGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: VariableGroupInput;
}>;


export type UpdateVariableGroupMutation = { __typename?: 'Mutation', updateVariableGroup: { __typename?: 'VariableGroup', id: string } };

export type DeleteVariableGroupMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteVariableGroupMutation = { __typename?: 'Mutation', deleteVariableGroup: string };

export type ShellViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellViewerQuery = { __typename?: 'Query', viewer: { __typename?: 'Viewer', email: string, name: string, roles: Array<Role>, isRetailAnalyst: boolean, seesCompanyColumn: boolean, company: { __typename?: 'Company', code: string, name: string, alias: string, domain: string, flags?: { __typename?: 'CompanyFlags', talononeCoupons: boolean } | null } } };

export const TableResult_TableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TableResult_table"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WarehouseTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"creationTime"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<TableResult_TableFragment, unknown>;
export const AuditEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode<AuditEntry_EntryFragment, unknown>;
export const AccessRequestRow_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"segmentName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode<AccessRequestRow_RequestFragment, unknown>;
export const BillingTable_RowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"processDate"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalMatch"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]} as unknown as DocumentNode<BillingTable_RowFragment, unknown>;
export const AudienceQualityReport_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceQualityReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceQualityReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"segmentSize"}},{"kind":"Field","name":{"kind":"Name","value":"sampled"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"identifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sentAsMember"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AudienceQualityReport_ReportFragment, unknown>;
export const AudienceRuns_RunFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceRuns_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"predictedMatch"}},{"kind":"Field","name":{"kind":"Name","value":"predictionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"actualMatch"}},{"kind":"Field","name":{"kind":"Name","value":"predictionError"}}]}}]} as unknown as DocumentNode<AudienceRuns_RunFragment, unknown>;
export const AudienceTimeline_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTimeline_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceTimelineEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AudienceTimeline_EntryFragment, unknown>;
export const AudienceFormCompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]}}]} as unknown as DocumentNode<AudienceFormCompanyFragment, unknown>;
export const AudienceTable_AudienceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"toUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}}]}}]} as unknown as DocumentNode<AudienceTable_AudienceFragment, unknown>;
export const SegmentUsage_SegmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentUsage_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}}]} as unknown as DocumentNode<SegmentUsage_SegmentFragment, unknown>;
export const PreviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewFieldsFragment, unknown>;
export const CampaignRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"corporate"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"incaStatus"}},{"kind":"Field","name":{"kind":"Name","value":"incaStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"usageStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"omnichannel"}},{"kind":"Field","name":{"kind":"Name","value":"flashType"}},{"kind":"Field","name":{"kind":"Name","value":"brandCode"}},{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"digitalType2"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"rulesModifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"variableGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<CampaignRowFragment, unknown>;
export const CampaignParamFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"groupPriority"}},{"kind":"Field","name":{"kind":"Name","value":"variableId"}},{"kind":"Field","name":{"kind":"Name","value":"variableCode"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"variableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"variableTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"segmentSelector"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"listFileSaved"}},{"kind":"Field","name":{"kind":"Name","value":"listItemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasParent"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"rangeEnd"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"parentKey"}}]}}]}}]} as unknown as DocumentNode<CampaignParamFieldsFragment, unknown>;
export const CompanyFlagsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRequestData"}},{"kind":"Field","name":{"kind":"Name","value":"shareAction"}},{"kind":"Field","name":{"kind":"Name","value":"separatedKeyAds"}},{"kind":"Field","name":{"kind":"Name","value":"gptImages"}},{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"retailPurchasePrediction"}},{"kind":"Field","name":{"kind":"Name","value":"userIdTalonone"}},{"kind":"Field","name":{"kind":"Name","value":"editSegment"}},{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]} as unknown as DocumentNode<CompanyFlagsFieldsFragment, unknown>;
export const CouponRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}}]}}]}}]} as unknown as DocumentNode<CouponRowFragment, unknown>;
export const CouponFormCompanyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"userIdTalonone"}}]}}]}}]} as unknown as DocumentNode<CouponFormCompanyFragment, unknown>;
export const TableChoice_TableFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TableChoice_table"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}}]}}]} as unknown as DocumentNode<TableChoice_TableFragment, unknown>;
export const AudienceImageCard_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audienceId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AudienceImageCard_ImageFragment, unknown>;
export const SegmentTable_SegmentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentTable_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"screen"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"editVisible"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editBlockedReason"}},{"kind":"Field","name":{"kind":"Name","value":"canShare"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canDuplicate"}}]}}]} as unknown as DocumentNode<SegmentTable_SegmentFragment, unknown>;
export const VariableFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Variable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"hasObject"}},{"kind":"Field","name":{"kind":"Name","value":"objectSaved"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnMatchName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedColumns"}},{"kind":"Field","name":{"kind":"Name","value":"columnParserScript"}},{"kind":"Field","name":{"kind":"Name","value":"bigQueryType"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOperator"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableExists"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multipleSelect"}},{"kind":"Field","name":{"kind":"Name","value":"campaignClientResult"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"saveParamList"}},{"kind":"Field","name":{"kind":"Name","value":"clientIds"}},{"kind":"Field","name":{"kind":"Name","value":"infoSegment"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSection"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSectionPriority2"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"dataCount"}}]}}]} as unknown as DocumentNode<VariableFieldsFragment, unknown>;
export const TableSearchDomainsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TableSearchDomains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableSearchDomains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<TableSearchDomainsQuery, TableSearchDomainsQueryVariables>;
export const TableSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TableSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domain"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"domain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domain"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TableResult_table"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TableResult_table"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WarehouseTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"creationTime"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<TableSearchQuery, TableSearchQueryVariables>;
export const RequestTableAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTableAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTableAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTableAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"access"}}]}}]}}]}}]} as unknown as DocumentNode<RequestTableAccessMutation, RequestTableAccessMutationVariables>;
export const TableAccessRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TableAccessRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TableAccessRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableAccessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompanyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"useCase"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"table"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TableAccessRequestsQuery, TableAccessRequestsQueryVariables>;
export const ApproveTableAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTableAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTableAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}}]}}]}}]} as unknown as DocumentNode<ApproveTableAccessRequestMutation, ApproveTableAccessRequestMutationVariables>;
export const DeclineTableAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineTableAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineTableAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DeclineTableAccessRequestMutation, DeclineTableAccessRequestMutationVariables>;
export const UpdateTableAccessUntilDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTableAccessUntilDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTableAccessUntilDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}}]}}]}}]} as unknown as DocumentNode<UpdateTableAccessUntilDateMutation, UpdateTableAccessUntilDateMutationVariables>;
export const ExceptionAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExceptionAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exceptionAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configuration"}},{"kind":"Field","name":{"kind":"Name","value":"requests"}},{"kind":"Field","name":{"kind":"Name","value":"requestException"}}]}}]}}]} as unknown as DocumentNode<ExceptionAccessQuery, ExceptionAccessQueryVariables>;
export const AccessRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequestFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"segmentName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}}]} as unknown as DocumentNode<AccessRequestsQuery, AccessRequestsQueryVariables>;
export const RequestFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]} as unknown as DocumentNode<RequestFilterOptionsQuery, RequestFilterOptionsQueryVariables>;
export const ApproveAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"segmentName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}}]} as unknown as DocumentNode<ApproveAccessRequestMutation, ApproveAccessRequestMutationVariables>;
export const DeclineAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"segmentName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}}]} as unknown as DocumentNode<DeclineAccessRequestMutation, DeclineAccessRequestMutationVariables>;
export const UpdateAccessRequestUntilDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccessRequestUntilDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccessRequestUntilDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"segmentName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}}]} as unknown as DocumentNode<UpdateAccessRequestUntilDateMutation, UpdateAccessRequestUntilDateMutationVariables>;
export const ApproveAccessRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAccessRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAccessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"untilDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"untilDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"segmentName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}}]} as unknown as DocumentNode<ApproveAccessRequestsMutation, ApproveAccessRequestsMutationVariables>;
export const DeclineAccessRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineAccessRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineAccessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessRequestRow_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessRequestRow_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requestingCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requestedCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stateDate"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"segmentCode"}},{"kind":"Field","name":{"kind":"Name","value":"segmentName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedBy"}},{"kind":"Field","name":{"kind":"Name","value":"canDecide"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateUntilDate"}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}}]} as unknown as DocumentNode<DeclineAccessRequestsMutation, DeclineAccessRequestsMutationVariables>;
export const RequestableSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestableSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestableSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"typeId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<RequestableSegmentsQuery, RequestableSegmentsQueryVariables>;
export const CreateAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccessRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateAccessRequestMutation, CreateAccessRequestMutationVariables>;
export const CompanyRestrictionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyRestrictions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restrictedCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"companies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode<CompanyRestrictionsQuery, CompanyRestrictionsQueryVariables>;
export const SaveCompanyRestrictionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCompanyRestriction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"restrictedCompanyCodes"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCompanyRestriction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"restrictedCompanyCodes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"restrictedCompanyCodes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"restrictedCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntry_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessAuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]} as unknown as DocumentNode<SaveCompanyRestrictionMutation, SaveCompanyRestrictionMutationVariables>;
export const AttributeRestrictionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttributeRestriction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeRestriction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributeRestrictionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}}]}}]} as unknown as DocumentNode<AttributeRestrictionQuery, AttributeRestrictionQueryVariables>;
export const SaveAttributeRestrictionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAttributeRestriction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attributeIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAttributeRestriction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"attributeIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attributeIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributeIds"}}]}}]}}]} as unknown as DocumentNode<SaveAttributeRestrictionMutation, SaveAttributeRestrictionMutationVariables>;
export const AudienceBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"billingProcessDates"}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BillingTable_row"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BillingTable_row"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BillingRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"processDate"}},{"kind":"Field","name":{"kind":"Name","value":"platformName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalMatch"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]} as unknown as DocumentNode<AudienceBillingQuery, AudienceBillingQueryVariables>;
export const StartBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartBilling"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBilling"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<StartBillingMutation, StartBillingMutationVariables>;
export const AudienceDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timelinePage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timelinePageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileName"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timelinePage"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timelinePageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceTimeline_entry"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tracks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceRuns_run"}}]}},{"kind":"Field","name":{"kind":"Name","value":"qualityReport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceQualityReport_report"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTimeline_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceTimelineEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"segmentUniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceRuns_run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedByReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"predictedMatch"}},{"kind":"Field","name":{"kind":"Name","value":"predictionBasis"}},{"kind":"Field","name":{"kind":"Name","value":"actualMatch"}},{"kind":"Field","name":{"kind":"Name","value":"predictionError"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceQualityReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceQualityReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rowsRead"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"segmentSize"}},{"kind":"Field","name":{"kind":"Name","value":"sampled"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"identifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sentAsMember"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"share"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AudienceDetailQuery, AudienceDetailQueryVariables>;
export const MatchPredictionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MatchPrediction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"googleAudienceType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GoogleAudienceType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceMatchPrediction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"segmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"platforms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platforms"}}},{"kind":"Argument","name":{"kind":"Name","value":"googleAudienceType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"googleAudienceType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"segmentSize"}},{"kind":"Field","name":{"kind":"Name","value":"sampled"}},{"kind":"Field","name":{"kind":"Name","value":"sampleSize"}},{"kind":"Field","name":{"kind":"Name","value":"predictedMatch"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"historyRuns"}},{"kind":"Field","name":{"kind":"Name","value":"identifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"usable"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"predictedMatch"}}]}}]}}]}}]} as unknown as DocumentNode<MatchPredictionQuery, MatchPredictionQueryVariables>;
export const SegmentAttributeSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentAttributeSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"lower"}},{"kind":"Field","name":{"kind":"Name","value":"upper"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mergeType"}},{"kind":"Field","name":{"kind":"Name","value":"segmentA"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentB"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SegmentAttributeSummaryQuery, SegmentAttributeSummaryQueryVariables>;
export const AudienceFormCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceFormCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceFormCompany"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceFormCompany"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]}}]} as unknown as DocumentNode<AudienceFormCompaniesQuery, AudienceFormCompaniesQueryVariables>;
export const AudienceFormSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceFormSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSegmentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceFormSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompanyCode"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}}]}}]}}]} as unknown as DocumentNode<AudienceFormSegmentsQuery, AudienceFormSegmentsQueryVariables>;
export const TalonOneApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TalonOneApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talonOneApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TalonOneApplicationsQuery, TalonOneApplicationsQueryVariables>;
export const TalonOneCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TalonOneCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talonOneCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TalonOneCampaignsQuery, TalonOneCampaignsQueryVariables>;
export const AudienceForFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceForForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceFormCompany"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"google"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceType"}},{"kind":"Field","name":{"kind":"Name","value":"appIdType"}},{"kind":"Field","name":{"kind":"Name","value":"appId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adobe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"flagVariable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"salesforceAutomation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"audienceName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"talonOne"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]}}]} as unknown as DocumentNode<AudienceForFormQuery, AudienceForFormQueryVariables>;
export const CreateAudiencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAudiences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAudiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAudiencesMutation, CreateAudiencesMutationVariables>;
export const UpdateAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAudienceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<UpdateAudienceMutation, UpdateAudienceMutationVariables>;
export const CreateSalesforceAutomationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSalesforceAutomation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesforceAutomationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSalesforceAutomation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"automation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"audienceName"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSalesforceAutomationMutation, CreateSalesforceAutomationMutationVariables>;
export const AudienceListFileLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AudienceListFileLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceListFileLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AudienceListFileLinkMutation, AudienceListFileLinkMutationVariables>;
export const AudienceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceTable_audience"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceTable_audience"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audience"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"updateDay"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"toUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"canBill"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}}]}}]} as unknown as DocumentNode<AudienceListQuery, AudienceListQueryVariables>;
export const AudienceListOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceListOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiencePlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceFrequencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<AudienceListOptionsQuery, AudienceListOptionsQueryVariables>;
export const AudienceApiHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceApiHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"itManagerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"apiHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audiencePlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AudienceApiHealthQuery, AudienceApiHealthQueryVariables>;
export const VerifyAdsAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyAdsAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyAdsAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"apiCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyAdsAccountsMutation, VerifyAdsAccountsMutationVariables>;
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
export const BuilderOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuilderOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retailPurchasePrediction"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BuilderOptionsQuery, BuilderOptionsQueryVariables>;
export const CampaignsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignSortField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"order"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignSortOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"order"},"value":{"kind":"Variable","name":{"kind":"Name","value":"order"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"showCompany"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"campaignVariableGroupOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"corporate"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"incaStatus"}},{"kind":"Field","name":{"kind":"Name","value":"incaStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"usageStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"omnichannel"}},{"kind":"Field","name":{"kind":"Name","value":"flashType"}},{"kind":"Field","name":{"kind":"Name","value":"brandCode"}},{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"digitalType2"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"rulesModifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"variableGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<CampaignsPageQuery, CampaignsPageQueryVariables>;
export const CampaignCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<CampaignCompaniesQuery, CampaignCompaniesQueryVariables>;
export const CampaignInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<CampaignInfoQuery, CampaignInfoQueryVariables>;
export const SaveCampaignGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCampaignGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"groupIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCampaignVariableGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"groupIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"groupIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Campaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"corporate"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"incaStatus"}},{"kind":"Field","name":{"kind":"Name","value":"incaStatusName"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"usageStartDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"discountType"}},{"kind":"Field","name":{"kind":"Name","value":"omnichannel"}},{"kind":"Field","name":{"kind":"Name","value":"flashType"}},{"kind":"Field","name":{"kind":"Name","value":"brandCode"}},{"kind":"Field","name":{"kind":"Name","value":"instant"}},{"kind":"Field","name":{"kind":"Name","value":"digitalType2"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"rulesModifiedAt"}},{"kind":"Field","name":{"kind":"Name","value":"variableGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]}}]} as unknown as DocumentNode<SaveCampaignGroupsMutation, SaveCampaignGroupsMutationVariables>;
export const SendCampaignsToRecommendationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCampaignsToRecommendation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCampaignsToRecommendation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SendCampaignsToRecommendationMutation, SendCampaignsToRecommendationMutationVariables>;
export const CampaignFileLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CampaignFileLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignFileLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CampaignFileLinkMutation, CampaignFileLinkMutationVariables>;
export const ProcessHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcessHistoryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"campaignId"}},{"kind":"Field","name":{"kind":"Name","value":"campaignCode"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"processName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"finalMessage"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedRecords"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedRecords"}},{"kind":"Field","name":{"kind":"Name","value":"totalRecords"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasResultFile"}}]}}]}}]}}]} as unknown as DocumentNode<ProcessHistoryQuery, ProcessHistoryQueryVariables>;
export const CampaignHeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignHeader"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<CampaignHeaderQuery, CampaignHeaderQueryVariables>;
export const CampaignRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"editable"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"rulesSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignParamFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"groupPriority"}},{"kind":"Field","name":{"kind":"Name","value":"variableId"}},{"kind":"Field","name":{"kind":"Name","value":"variableCode"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"variableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"variableTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"segmentSelector"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"listFileSaved"}},{"kind":"Field","name":{"kind":"Name","value":"listItemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasParent"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"rangeEnd"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"parentKey"}}]}}]}}]} as unknown as DocumentNode<CampaignRulesQuery, CampaignRulesQueryVariables>;
export const SaveCampaignRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCampaignRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignParamInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCampaignRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"params"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CampaignParamFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CampaignParamFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignParam"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}},{"kind":"Field","name":{"kind":"Name","value":"groupPriority"}},{"kind":"Field","name":{"kind":"Name","value":"variableId"}},{"kind":"Field","name":{"kind":"Name","value":"variableCode"}},{"kind":"Field","name":{"kind":"Name","value":"variableName"}},{"kind":"Field","name":{"kind":"Name","value":"variableDescription"}},{"kind":"Field","name":{"kind":"Name","value":"variableTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableId"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"segmentSelector"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"listFileSaved"}},{"kind":"Field","name":{"kind":"Name","value":"listItemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"hasParent"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"rangeStart"}},{"kind":"Field","name":{"kind":"Name","value":"rangeEnd"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"parentKey"}}]}}]}}]} as unknown as DocumentNode<SaveCampaignRulesMutation, SaveCampaignRulesMutationVariables>;
export const PreviewCampaignRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewCampaignRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignParamInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCampaignRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewCampaignRulesMutation, PreviewCampaignRulesMutationVariables>;
export const SendCampaignToProcessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCampaignToProcess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignParamInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCampaignToProcess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"processId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SendCampaignToProcessMutation, SendCampaignToProcessMutationVariables>;
export const CampaignProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignProductFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaignProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"campaignId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"campaignId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"itemCode"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemStatus"}},{"kind":"Field","name":{"kind":"Name","value":"itemSourceCreationTime"}},{"kind":"Field","name":{"kind":"Name","value":"itemOfferingMode"}},{"kind":"Field","name":{"kind":"Name","value":"itemOfferingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"itemDiscountType"}},{"kind":"Field","name":{"kind":"Name","value":"itemDiscountMode"}},{"kind":"Field","name":{"kind":"Name","value":"itemDiscountValue"}}]}}]}}]}}]} as unknown as DocumentNode<CampaignProductsQuery, CampaignProductsQueryVariables>;
export const CampaignSegmentNameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CampaignSegmentName"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CampaignSegmentNameQuery, CampaignSegmentNameQueryVariables>;
export const SegmentsForCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SegmentsForCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"LAST_PROCESS_DATE"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"DESC"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"numAudiences"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<SegmentsForCampaignQuery, SegmentsForCampaignQueryVariables>;
export const CompanyConfigurationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyConfigurations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyConfigurations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyFlagsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRequestData"}},{"kind":"Field","name":{"kind":"Name","value":"shareAction"}},{"kind":"Field","name":{"kind":"Name","value":"separatedKeyAds"}},{"kind":"Field","name":{"kind":"Name","value":"gptImages"}},{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"retailPurchasePrediction"}},{"kind":"Field","name":{"kind":"Name","value":"userIdTalonone"}},{"kind":"Field","name":{"kind":"Name","value":"editSegment"}},{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]} as unknown as DocumentNode<CompanyConfigurationsQuery, CompanyConfigurationsQueryVariables>;
export const CompanyFlagChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyFlagChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyConfigurations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changedBy"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyFlagsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyFlagsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyFlagsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRequestData"}},{"kind":"Field","name":{"kind":"Name","value":"shareAction"}},{"kind":"Field","name":{"kind":"Name","value":"separatedKeyAds"}},{"kind":"Field","name":{"kind":"Name","value":"gptImages"}},{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"retailPurchasePrediction"}},{"kind":"Field","name":{"kind":"Name","value":"userIdTalonone"}},{"kind":"Field","name":{"kind":"Name","value":"editSegment"}},{"kind":"Field","name":{"kind":"Name","value":"editAudienceTypeGoogle"}}]}}]} as unknown as DocumentNode<CompanyFlagChangesQuery, CompanyFlagChangesQueryVariables>;
export const UpdateCompanyFlagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCompanyFlags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"flags"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompanyFlagsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCompanyFlags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"flags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"flags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCompanyFlagsMutation, UpdateCompanyFlagsMutationVariables>;
export const CompanyAdsAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyAdsAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyConfigurations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"itManagerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"apiCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CompanyAdsAccountsQuery, CompanyAdsAccountsQueryVariables>;
export const AdsAccountValidationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdsAccountValidations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"processDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adsAccountValidations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"processDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"processDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccountCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"errorText"}},{"kind":"Field","name":{"kind":"Name","value":"checkedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedBy"}}]}}]}}]} as unknown as DocumentNode<AdsAccountValidationsQuery, AdsAccountValidationsQueryVariables>;
export const VerifyConfigurationAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyConfigurationAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyAdsAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"apiCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"apiHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"errorKind"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyConfigurationAccountMutation, VerifyConfigurationAccountMutationVariables>;
export const AdsAccountSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdsAccountSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adsAccountSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"gcpProject"}},{"kind":"Field","name":{"kind":"Name","value":"managerName"}},{"kind":"Field","name":{"kind":"Name","value":"managerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"itManagerName"}},{"kind":"Field","name":{"kind":"Name","value":"itManagerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sendNotification"}},{"kind":"Field","name":{"kind":"Name","value":"channels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"devopsRepo"}},{"kind":"Field","name":{"kind":"Name","value":"storage"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"secretSet"}}]}}]}}]}}]} as unknown as DocumentNode<AdsAccountSettingsQuery, AdsAccountSettingsQueryVariables>;
export const SaveAdsAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAdsAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdsAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAdsAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveAdsAccountMutation, SaveAdsAccountMutationVariables>;
export const CouponListOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponListOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audienceStates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CouponListOptionsQuery, CouponListOptionsQueryVariables>;
export const CouponListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CouponFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}}]}}]}}]} as unknown as DocumentNode<CouponListQuery, CouponListQueryVariables>;
export const CouponFormCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponFormCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFormCompany"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFormCompany"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"userIdTalonone"}}]}}]}}]} as unknown as DocumentNode<CouponFormCompaniesQuery, CouponFormCompaniesQueryVariables>;
export const CouponFormSegmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponFormSegments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceFormSegments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}}]}}]}}]} as unknown as DocumentNode<CouponFormSegmentsQuery, CouponFormSegmentsQueryVariables>;
export const CouponSegmentCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponSegmentCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponSegmentCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"segmentCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"segmentCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CouponSegmentCheckQuery, CouponSegmentCheckQueryVariables>;
export const CouponTalonOneApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponTalonOneApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talonOneApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CouponTalonOneApplicationsQuery, CouponTalonOneApplicationsQueryVariables>;
export const CouponTalonOneCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponTalonOneCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talonOneCouponCampaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"adsAccountCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"adsAccountCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"couponSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponPattern"}}]}}]}}]}}]} as unknown as DocumentNode<CouponTalonOneCampaignsQuery, CouponTalonOneCampaignsQueryVariables>;
export const CouponForFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponForForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"discountLimit"}},{"kind":"Field","name":{"kind":"Name","value":"reservationLimit"}},{"kind":"Field","name":{"kind":"Name","value":"talonOneApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"talonOneCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"couponSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponPattern"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponFormCompany"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponFormCompany"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Company"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"userIdTalonone"}}]}}]}}]} as unknown as DocumentNode<CouponForFormQuery, CouponForFormQueryVariables>;
export const CouponDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CouponDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastProcessDate"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileName"}},{"kind":"Field","name":{"kind":"Name","value":"segmentSize"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"talonOneCampaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"couponSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"couponPattern"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"statusDate"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"uploadSize"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileRowCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"issued"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponsIssued"}},{"kind":"Field","name":{"kind":"Name","value":"couponsReserved"}},{"kind":"Field","name":{"kind":"Name","value":"couponsRedeemed"}}]}}]}}]} as unknown as DocumentNode<CouponDetailQuery, CouponDetailQueryVariables>;
export const CreateCouponCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCouponCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCouponCampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCouponCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCouponCampaignMutation, CreateCouponCampaignMutationVariables>;
export const UpdateCouponCampaignDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCouponCampaignDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCouponCampaignDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<UpdateCouponCampaignDatesMutation, UpdateCouponCampaignDatesMutationVariables>;
export const ResendCouponCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendCouponCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCouponCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CouponRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CouponRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CouponCampaign"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}},{"kind":"Field","name":{"kind":"Name","value":"matchCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}},{"kind":"Field","name":{"kind":"Name","value":"canToggle"}},{"kind":"Field","name":{"kind":"Name","value":"canResend"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}}]}}]}}]} as unknown as DocumentNode<ResendCouponCampaignMutation, ResendCouponCampaignMutationVariables>;
export const DeleteCouponAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCouponAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAudience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteCouponAudienceMutation, DeleteCouponAudienceMutationVariables>;
export const SetCouponAudienceEnabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCouponAudienceEnabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAudienceEnabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"statusColor"}}]}}]}}]}}]} as unknown as DocumentNode<SetCouponAudienceEnabledMutation, SetCouponAudienceEnabledMutationVariables>;
export const UpdateCouponAudienceFrequencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCouponAudienceFrequency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAudienceFrequency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdateFrequency"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCouponAudienceFrequencyMutation, UpdateCouponAudienceFrequencyMutationVariables>;
export const CrossTableMyTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossTableMyTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeExpired"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TableChoice_table"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TableChoice_table"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TableAccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}}]}}]} as unknown as DocumentNode<CrossTableMyTablesQuery, CrossTableMyTablesQueryVariables>;
export const CrossTableSandboxUseCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossTableSandboxUseCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxUseCases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useCase"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"processDate"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}}]}}]}}]} as unknown as DocumentNode<CrossTableSandboxUseCasesQuery, CrossTableSandboxUseCasesQueryVariables>;
export const CrossTableStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossTableStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relativeResourceName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"relativeResourceName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relativeResourceName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}}]}}]}}]} as unknown as DocumentNode<CrossTableStatusQuery, CrossTableStatusQueryVariables>;
export const CrossTableSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossTableSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"segment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"shared"}},{"kind":"Field","name":{"kind":"Name","value":"requested"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"ownerCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SegmentUsage_segment"}},{"kind":"Field","name":{"kind":"Name","value":"definition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"crossTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandbox"}},{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"useCase"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"processDate"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SegmentUsage_segment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Segment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audiences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"usedInMerges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewable"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<CrossTableSegmentQuery, CrossTableSegmentQueryVariables>;
export const PreviewCrossTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewCrossTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CrossTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCrossTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreviewFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SegmentPreview"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewId"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsers"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContact"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithAdvertising"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueUsersWithContactRestricted"}},{"kind":"Field","name":{"kind":"Name","value":"lowContactable"}},{"kind":"Field","name":{"kind":"Name","value":"companyPercentages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactRestrictedByCompany"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<PreviewCrossTableMutation, PreviewCrossTableMutationVariables>;
export const CreateCrossTableSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCrossTableSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCrossTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCrossTableSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCrossTableSegmentMutation, CreateCrossTableSegmentMutationVariables>;
export const UpdateCrossTableSegmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCrossTableSegment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCrossTableInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCrossTableSegment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateCrossTableSegmentMutation, UpdateCrossTableSegmentMutationVariables>;
export const CrossTableStoredTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CrossTableStoredTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relativeResourceName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseTable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"relativeResourceName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relativeResourceName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}}]}}]}}]} as unknown as DocumentNode<CrossTableStoredTableQuery, CrossTableStoredTableQueryVariables>;
export const HomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Home"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareAction"}},{"kind":"Field","name":{"kind":"Name","value":"gptImages"}},{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}},{"kind":"Field","name":{"kind":"Name","value":"editSegment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adsAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"technicalName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variableTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relativeResourceName"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"isView"}},{"kind":"Field","name":{"kind":"Name","value":"numRows"}},{"kind":"Field","name":{"kind":"Name","value":"permissionExpirationDate"}}]}}]}}]} as unknown as DocumentNode<HomeQuery, HomeQueryVariables>;
export const ImagesAudienceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImagesAudience"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audience"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"canSeeImages"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ImagesAudienceQuery, ImagesAudienceQueryVariables>;
export const AudienceImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AudienceImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"audienceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"SELECTED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceImageCard_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audienceId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AudienceImagesQuery, AudienceImagesQueryVariables>;
export const ImageGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImageGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceImageCard_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audienceId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ImageGenerationQuery, ImageGenerationQueryVariables>;
export const GenerateAudienceImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateAudienceImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateAudienceImagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateAudienceImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceImageCard_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audienceId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GenerateAudienceImagesMutation, GenerateAudienceImagesMutationVariables>;
export const CancelImageGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelImageGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelImageGeneration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CancelImageGenerationMutation, CancelImageGenerationMutationVariables>;
export const SetAudienceImageStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAudienceImageState"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceImageState"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAudienceImageState"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"audienceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AudienceImageCard_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AudienceImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audienceId"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetAudienceImageStateMutation, SetAudienceImageStateMutationVariables>;
export const DeleteAudienceImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAudienceImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAudienceImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"audienceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}]}]}}]} as unknown as DocumentNode<DeleteAudienceImageMutation, DeleteAudienceImageMutationVariables>;
export const AudienceImageDownloadLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AudienceImageDownloadLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceImageDownloadLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AudienceImageDownloadLinkMutation, AudienceImageDownloadLinkMutationVariables>;
export const AudienceImageUploadLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AudienceImageUploadLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"audienceImageUploadLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"audienceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audienceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<AudienceImageUploadLinkMutation, AudienceImageUploadLinkMutationVariables>;
export const MailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audienceId"}},{"kind":"Field","name":{"kind":"Name","value":"audienceName"}},{"kind":"Field","name":{"kind":"Name","value":"adsAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"adsPlatform"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<MailOutboxQuery, MailOutboxQueryVariables>;
export const ProductivizeUseCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductivizeUseCases"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxUseCases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"companyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"companyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useCase"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"processDate"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"}}]}}]}}]} as unknown as DocumentNode<ProductivizeUseCasesQuery, ProductivizeUseCasesQueryVariables>;
export const ProductivizeTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductivizeToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableAccessToday"}}]}}]} as unknown as DocumentNode<ProductivizeTodayQuery, ProductivizeTodayQueryVariables>;
export const RequestProductivizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestProductivize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestProductivizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestProductivize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"untilDate"}},{"kind":"Field","name":{"kind":"Name","value":"useCase"}}]}}]}}]} as unknown as DocumentNode<RequestProductivizeMutation, RequestProductivizeMutationVariables>;
export const ReportListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"module"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"module"},"value":{"kind":"Variable","name":{"kind":"Name","value":"module"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"allPermission"}},{"kind":"Field","name":{"kind":"Name","value":"updateHours"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"organizations"}},{"kind":"Field","name":{"kind":"Name","value":"module"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<ReportListQuery, ReportListQueryVariables>;
export const ReportViewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportView"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"maintenance"}},{"kind":"Field","name":{"kind":"Name","value":"frame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}}]}}]}}]}}]} as unknown as DocumentNode<ReportViewQuery, ReportViewQueryVariables>;
export const AnalyticsReportFrameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsReportFrame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"report"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsReportKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"report"},"value":{"kind":"Variable","name":{"kind":"Name","value":"report"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"frame"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"params"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsReportFrameQuery, AnalyticsReportFrameQueryVariables>;
export const BuiltInReportDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BuiltInReportData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"report"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsReportKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BuiltInReportFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"builtInReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"report"},"value":{"kind":"Variable","name":{"kind":"Name","value":"report"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"}},{"kind":"Field","name":{"kind":"Name","value":"companies"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"createdByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusByPlatform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedByMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"runs"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"matched"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"totalMatch"}},{"kind":"Field","name":{"kind":"Name","value":"uploaded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"segmentReach"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"segments"}},{"kind":"Field","name":{"kind":"Name","value":"customers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"couponsByDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"companyCode"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"issued"}},{"kind":"Field","name":{"kind":"Name","value":"reserved"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"accessibleCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}}]}}]}}]}}]} as unknown as DocumentNode<BuiltInReportDataQuery, BuiltInReportDataQueryVariables>;
export const CreateReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateReportMutation, CreateReportMutationVariables>;
export const UpdateReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateReportMutation, UpdateReportMutationVariables>;
export const DeleteReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReportMutation, DeleteReportMutationVariables>;
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
export const VariablesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariablesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariableFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variableTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Variable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"hasObject"}},{"kind":"Field","name":{"kind":"Name","value":"objectSaved"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnMatchName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedColumns"}},{"kind":"Field","name":{"kind":"Name","value":"columnParserScript"}},{"kind":"Field","name":{"kind":"Name","value":"bigQueryType"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOperator"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableExists"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multipleSelect"}},{"kind":"Field","name":{"kind":"Name","value":"campaignClientResult"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"saveParamList"}},{"kind":"Field","name":{"kind":"Name","value":"clientIds"}},{"kind":"Field","name":{"kind":"Name","value":"infoSegment"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSection"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSectionPriority2"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"dataCount"}}]}}]} as unknown as DocumentNode<VariablesPageQuery, VariablesPageQueryVariables>;
export const VariableDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariableData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowNumber"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"parentKey"}}]}}]}}]}}]} as unknown as DocumentNode<VariableDataQuery, VariableDataQueryVariables>;
export const UploadVariablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadVariables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadVariables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<UploadVariablesMutation, UploadVariablesMutationVariables>;
export const UpdateVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VariableConfigInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Variable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"hasObject"}},{"kind":"Field","name":{"kind":"Name","value":"objectSaved"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnMatchName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedColumns"}},{"kind":"Field","name":{"kind":"Name","value":"columnParserScript"}},{"kind":"Field","name":{"kind":"Name","value":"bigQueryType"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOperator"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableExists"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multipleSelect"}},{"kind":"Field","name":{"kind":"Name","value":"campaignClientResult"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"saveParamList"}},{"kind":"Field","name":{"kind":"Name","value":"clientIds"}},{"kind":"Field","name":{"kind":"Name","value":"infoSegment"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSection"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSectionPriority2"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"dataCount"}}]}}]} as unknown as DocumentNode<UpdateVariableMutation, UpdateVariableMutationVariables>;
export const SaveVariableRowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveVariableRow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VariableRowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveVariableRow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Variable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"hasObject"}},{"kind":"Field","name":{"kind":"Name","value":"objectSaved"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnMatchName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedColumns"}},{"kind":"Field","name":{"kind":"Name","value":"columnParserScript"}},{"kind":"Field","name":{"kind":"Name","value":"bigQueryType"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOperator"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableExists"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multipleSelect"}},{"kind":"Field","name":{"kind":"Name","value":"campaignClientResult"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"saveParamList"}},{"kind":"Field","name":{"kind":"Name","value":"clientIds"}},{"kind":"Field","name":{"kind":"Name","value":"infoSegment"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSection"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSectionPriority2"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"dataCount"}}]}}]} as unknown as DocumentNode<SaveVariableRowMutation, SaveVariableRowMutationVariables>;
export const DeleteVariableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVariable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVariable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVariableMutation, DeleteVariableMutationVariables>;
export const ReadVariableDataCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReadVariableDataCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"csv"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withParent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readVariableDataCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"csv"},"value":{"kind":"Variable","name":{"kind":"Name","value":"csv"}}},{"kind":"Argument","name":{"kind":"Name","value":"withParent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withParent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"parentKey"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReadVariableDataCsvMutation, ReadVariableDataCsvMutationVariables>;
export const VariableObjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariableObjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableObjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"tableId"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]} as unknown as DocumentNode<VariableObjectsQuery, VariableObjectsQueryVariables>;
export const SaveVariableObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveVariableObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VariableObjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveVariableObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Variable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"minRange"}},{"kind":"Field","name":{"kind":"Name","value":"maxRange"}},{"kind":"Field","name":{"kind":"Name","value":"hasObject"}},{"kind":"Field","name":{"kind":"Name","value":"objectSaved"}},{"kind":"Field","name":{"kind":"Name","value":"objectName"}},{"kind":"Field","name":{"kind":"Name","value":"columnMatchName"}},{"kind":"Field","name":{"kind":"Name","value":"joinedColumns"}},{"kind":"Field","name":{"kind":"Name","value":"columnParserScript"}},{"kind":"Field","name":{"kind":"Name","value":"bigQueryType"}},{"kind":"Field","name":{"kind":"Name","value":"operator"}},{"kind":"Field","name":{"kind":"Name","value":"defaultOperator"}},{"kind":"Field","name":{"kind":"Name","value":"parentVariableExists"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"multipleSelect"}},{"kind":"Field","name":{"kind":"Name","value":"campaignClientResult"}},{"kind":"Field","name":{"kind":"Name","value":"infoCampaign"}},{"kind":"Field","name":{"kind":"Name","value":"saveParamList"}},{"kind":"Field","name":{"kind":"Name","value":"clientIds"}},{"kind":"Field","name":{"kind":"Name","value":"infoSegment"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSection"}},{"kind":"Field","name":{"kind":"Name","value":"recommendationSectionPriority2"}},{"kind":"Field","name":{"kind":"Name","value":"uploadData"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"dataCount"}}]}}]} as unknown as DocumentNode<SaveVariableObjectMutation, SaveVariableObjectMutationVariables>;
export const VariableGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariableGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VariableGroupFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdTime"}},{"kind":"Field","name":{"kind":"Name","value":"modifiedTime"}},{"kind":"Field","name":{"kind":"Name","value":"variablesCount"}}]}}]}}]} as unknown as DocumentNode<VariableGroupsQuery, VariableGroupsQueryVariables>;
export const VariableGroupFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariableGroupForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variableGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"variable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VariableGroupFormQuery, VariableGroupFormQueryVariables>;
export const CreateVariableGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVariableGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VariableGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVariableGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateVariableGroupMutation, CreateVariableGroupMutationVariables>;
export const UpdateVariableGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVariableGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VariableGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVariableGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateVariableGroupMutation, UpdateVariableGroupMutationVariables>;
export const DeleteVariableGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVariableGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVariableGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVariableGroupMutation, DeleteVariableGroupMutationVariables>;
export const ShellViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShellViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"isRetailAnalyst"}},{"kind":"Field","name":{"kind":"Name","value":"seesCompanyColumn"}},{"kind":"Field","name":{"kind":"Name","value":"company"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"domain"}},{"kind":"Field","name":{"kind":"Name","value":"flags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"talononeCoupons"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShellViewerQuery, ShellViewerQueryVariables>;