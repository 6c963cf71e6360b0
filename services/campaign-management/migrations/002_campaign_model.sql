-- The campaign area's data model (issue 12, spec campaigns-variables §3): settings, variables with
-- their capability flags and data, warehouse objects and their columns, variable groups with ordered
-- members, campaigns, campaign parameters per campaign and group (with their item lists), the item
-- catalogue the recommendation reads, the products it writes, and the process history.
-- Company codes are the directory's codes (audience_management.companies.code); they are not a
-- foreign key because each service owns its schema.

-- Settings (§3 "Setting item"): SET0003 = [{itc_company_code, description}], SET0005 = [{variable_code}].
CREATE TABLE campaign_management.settings (
  settings_code text PRIMARY KEY CHECK (settings_code ~ '^SET[0-9]{4}$'),
  settings_name text NOT NULL,
  settings_json_value jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(settings_json_value) = 'array'),
  modified_time timestamptz NOT NULL DEFAULT now()
);

-- Variables (§3 "Variable"). Every flag is a boolean; the service forces the ones the type does not
-- support to false (§4). A variable uploaded from CSV has only code and name: its type comes later.
CREATE TABLE campaign_management.variables (
  id_variable serial PRIMARY KEY,
  variable_code text NOT NULL UNIQUE CHECK (variable_code ~ '^[A-Z0-9_]{1,60}$'),
  variable_name text NOT NULL CHECK (length(btrim(variable_name)) > 0 AND length(variable_name) <= 200),
  variable_description text NOT NULL DEFAULT '',
  id_variable_type integer REFERENCES campaign_management.variable_types (id_variable_type),
  flag_required boolean NOT NULL DEFAULT false,
  flag_object boolean NOT NULL DEFAULT false,
  -- An object association (object_name + column_match_name) has been saved.
  flag_object_saved boolean NOT NULL DEFAULT false,
  flag_range boolean NOT NULL DEFAULT false,
  variable_min_range numeric,
  variable_max_range numeric,
  flag_operator boolean NOT NULL DEFAULT false,
  default_operator text CHECK (default_operator IN ('IN', 'NOT IN')),
  variable_type_big_query text CHECK (variable_type_big_query IN ('STRING', 'INTEGER')),
  flag_parent_variable_exists boolean NOT NULL DEFAULT false,
  id_variable_parent integer REFERENCES campaign_management.variables (id_variable) ON DELETE SET NULL,
  flag_multiple_select boolean NOT NULL DEFAULT false,
  flag_campaign_client_result boolean NOT NULL DEFAULT false,
  flag_info_campaign boolean NOT NULL DEFAULT false,
  flag_save_param_list boolean NOT NULL DEFAULT false,
  flag_client_ids boolean NOT NULL DEFAULT false,
  -- A TXT variable with this flag is a segment selector (its value is a segment code).
  flag_info_segment boolean NOT NULL DEFAULT false,
  flag_recommendation_section boolean NOT NULL DEFAULT false,
  flag_recommendation_section_priority_2 boolean NOT NULL DEFAULT false,
  flag_upload_data boolean NOT NULL DEFAULT false,
  -- Object association (§2.5 object modal): warehouse table, its single associated column, the join
  -- columns ([{name}]) and the parser script (≤ 300 characters).
  object_name text,
  column_match_name text,
  joined_ids_names jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(joined_ids_names) = 'array'),
  column_parser_script text CHECK (length(column_parser_script) <= 300),
  created_time timestamptz NOT NULL DEFAULT now(),
  modified_time timestamptz NOT NULL DEFAULT now(),
  CHECK (id_variable_parent IS NULL OR id_variable_parent <> id_variable),
  CHECK (variable_min_range IS NULL OR variable_max_range IS NULL OR variable_min_range <= variable_max_range)
);

-- Variable data (§3 "Variable data row"): the options of a SELECT variable.
CREATE TABLE campaign_management.variable_data (
  id_variable_data serial PRIMARY KEY,
  id_variable integer NOT NULL REFERENCES campaign_management.variables (id_variable) ON DELETE CASCADE,
  data_key varchar(20) NOT NULL CHECK (length(btrim(data_key)) > 0),
  data_value varchar(200) NOT NULL CHECK (length(btrim(data_value)) > 0),
  -- A data_key of the parent variable's data (only when the variable has a parent).
  parent_data_key varchar(20),
  variable_data_order integer NOT NULL CHECK (variable_data_order >= 1),
  UNIQUE (id_variable, data_key)
);
CREATE INDEX variable_data_order_idx ON campaign_management.variable_data (id_variable, variable_data_order);

-- Objects (§3 "Object (table) entry"): the warehouse tables a variable may be associated with, read
-- from the warehouse catalogue, and their columns (§3 "Column entry").
CREATE TABLE campaign_management.objects (
  id_object serial PRIMARY KEY,
  document_id text NOT NULL UNIQUE,
  project_id text NOT NULL,
  dataset_id text NOT NULL,
  object_id text NOT NULL,
  domain text NOT NULL DEFAULT '',
  creation_time timestamptz NOT NULL DEFAULT now(),
  last_modified_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, dataset_id, object_id)
);

CREATE TABLE campaign_management.object_columns (
  id_object integer NOT NULL REFERENCES campaign_management.objects (id_object) ON DELETE CASCADE,
  column_name text NOT NULL,
  data_type text NOT NULL,
  ordinal_position integer NOT NULL CHECK (ordinal_position >= 1),
  PRIMARY KEY (id_object, column_name)
);

-- Variable groups (§3) and their ordered members (numbered from 1).
CREATE TABLE campaign_management.variable_groups (
  id_variable_group serial PRIMARY KEY,
  variable_group_name text NOT NULL CHECK (length(btrim(variable_group_name)) >= 5),
  variable_group_priority integer NOT NULL CHECK (variable_group_priority BETWEEN 0 AND 99),
  description text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT '',
  created_time timestamptz NOT NULL DEFAULT now(),
  modified_time timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE campaign_management.variable_group_details (
  id_variable_group_detail serial PRIMARY KEY,
  id_variable_group integer NOT NULL REFERENCES campaign_management.variable_groups (id_variable_group) ON DELETE CASCADE,
  id_variable integer NOT NULL REFERENCES campaign_management.variables (id_variable) ON DELETE CASCADE,
  variable_group_detail_order integer NOT NULL CHECK (variable_group_detail_order >= 1),
  UNIQUE (id_variable_group, id_variable),
  UNIQUE (id_variable_group, variable_group_detail_order) DEFERRABLE INITIALLY DEFERRED
);

-- Campaigns (§3 "Campaign" and the further grid fields). itc_company_campaign_code is the company
-- code the campaign belongs to (SET0003's itc_company_code).
CREATE TABLE campaign_management.campaigns (
  id_campaign serial PRIMARY KEY,
  itc_company_campaign_code text NOT NULL CHECK (itc_company_campaign_code ~ '^[0-9]{3}$'),
  campaign_code text NOT NULL CHECK (campaign_code ~ '^[A-Z0-9_-]{1,30}$'),
  campaign_description text NOT NULL DEFAULT '',
  campaign_start_date date NOT NULL,
  campaign_end_date date NOT NULL,
  -- The source platform's status (its values are not shown by the spec: ACTIVA, INACTIVA, FINALIZADA…).
  campaign_status text NOT NULL,
  -- 1 Pendiente, 2 Por completar, 3 Completado (§2.1).
  campaign_status_inca smallint NOT NULL DEFAULT 1 CHECK (campaign_status_inca IN (1, 2, 3)),
  digital_campaign_type text NOT NULL DEFAULT '',
  digital_campaign_type_2 text NOT NULL DEFAULT '',
  campaign_priority integer NOT NULL DEFAULT 0,
  minimum_amount numeric NOT NULL DEFAULT 0,
  campaign_creation_date timestamptz NOT NULL DEFAULT now(),
  campaign_modification_date timestamptz NOT NULL DEFAULT now(),
  usage_start_date date,
  usage_end_date date,
  campaign_discount_type text NOT NULL DEFAULT '',
  campaign_ominical_indicator text NOT NULL DEFAULT 'N' CHECK (campaign_ominical_indicator IN ('S', 'N')),
  flash_campaign_type text NOT NULL DEFAULT '',
  campaign_brand_code text NOT NULL DEFAULT '',
  instant_campaign_indicator text NOT NULL DEFAULT 'N' CHECK (instant_campaign_indicator IN ('S', 'N')),
  -- Platform (single entry: the coupons platform) and file type (1 CUPONES, 2 PRODUCTOS, 3 PAQUETE PRODUCTOS).
  platform_code text NOT NULL DEFAULT 'CUPONES',
  file_type smallint NOT NULL DEFAULT 1 CHECK (file_type IN (1, 2, 3)),
  -- Rules may be saved, previewed and sent to process only when set (§2.3).
  flag_editable boolean NOT NULL DEFAULT true,
  -- Last change of the campaign's rules (filter "rules-modified time").
  rules_modified_time timestamptz,
  -- Last preview or process summary: [{name, quantity, children:[{name, quantity}]}].
  rules_summary jsonb NOT NULL DEFAULT '[]'::jsonb,
  flag_recommendation_processed boolean NOT NULL DEFAULT false,
  -- The source CSV line of the campaign (details modal): {key: value}.
  campaign_info_csv_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (itc_company_campaign_code, campaign_code),
  CHECK (campaign_start_date <= campaign_end_date)
);
CREATE INDEX campaigns_company_idx ON campaign_management.campaigns (itc_company_campaign_code, campaign_start_date DESC);
CREATE INDEX campaigns_rules_modified_idx ON campaign_management.campaigns (rules_modified_time);

-- The variable groups assigned to a campaign (§3 variable_group_data; per-row multi-select).
CREATE TABLE campaign_management.campaign_variable_groups (
  id_campaign integer NOT NULL REFERENCES campaign_management.campaigns (id_campaign) ON DELETE CASCADE,
  id_variable_group integer NOT NULL REFERENCES campaign_management.variable_groups (id_variable_group) ON DELETE CASCADE,
  PRIMARY KEY (id_campaign, id_variable_group)
);

-- Campaign parameters (§3): one configured value per campaign, group and variable. The variable's
-- flags, name, type and options are read from variables/variable_data (not copied).
CREATE TABLE campaign_management.campaign_params (
  id_campaign_param serial PRIMARY KEY,
  id_campaign integer NOT NULL REFERENCES campaign_management.campaigns (id_campaign) ON DELETE CASCADE,
  id_variable_group integer NOT NULL REFERENCES campaign_management.variable_groups (id_variable_group) ON DELETE CASCADE,
  -- RESTRICT: a variable used by a campaign's rules cannot be deleted (the service says so in Spanish).
  id_variable integer NOT NULL REFERENCES campaign_management.variables (id_variable) ON DELETE RESTRICT,
  configuration_value text,
  configuration_items jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(configuration_items) = 'array'),
  configuration_range_start numeric,
  configuration_range_end numeric,
  -- A TABLA variable's items list was uploaded (rows in campaign_param_list_items).
  flag_param_list_file_saved boolean NOT NULL DEFAULT false,
  modified_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id_campaign, id_variable_group, id_variable),
  CHECK (configuration_range_start IS NULL OR configuration_range_end IS NULL OR configuration_range_start <= configuration_range_end)
);

-- Items list of a TABLA parameter (items CSV, header exactly 'items').
CREATE TABLE campaign_management.campaign_param_list_items (
  id_campaign_param integer NOT NULL REFERENCES campaign_management.campaign_params (id_campaign_param) ON DELETE CASCADE,
  item_order integer NOT NULL CHECK (item_order >= 1),
  item text NOT NULL,
  PRIMARY KEY (id_campaign_param, item_order)
);

-- The item catalogue the recommendation scores (the warehouse's product side).
CREATE TABLE campaign_management.items (
  item_code text PRIMARY KEY,
  item_name text NOT NULL,
  item_status text NOT NULL DEFAULT 'ACTIVO',
  item_category text NOT NULL,
  item_brand text NOT NULL DEFAULT '',
  item_price numeric NOT NULL DEFAULT 0,
  item_source_creation_time timestamptz NOT NULL DEFAULT now()
);

-- Process history (§3 "Process history row"): rules uploads, sends to process and other processes.
CREATE TABLE campaign_management.process_history (
  id_process bigserial PRIMARY KEY,
  -- NULL for processes not tied to one campaign (a rules spreadsheet upload over many).
  id_campaign integer REFERENCES campaign_management.campaigns (id_campaign) ON DELETE CASCADE,
  company_code text,
  source_name text NOT NULL,
  process_name text NOT NULL,
  process_status text NOT NULL CHECK (process_status IN ('pending', 'running', 'success', 'error')),
  process_final_message text NOT NULL DEFAULT '',
  start_time timestamptz NOT NULL DEFAULT now(),
  end_time timestamptz,
  uploaded_records integer NOT NULL DEFAULT 0,
  rejected_records integer NOT NULL DEFAULT 0,
  total_records integer NOT NULL DEFAULT 0,
  -- {key: value} lines shown on the history row.
  summary jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- information.json body: {status, data} or {status, message}.
  information jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The result file of an upload process (CSV), answered to the uploader.
  result_file bytea,
  created_by text NOT NULL DEFAULT ''
);
CREATE INDEX process_history_campaign_idx ON campaign_management.process_history (id_campaign, start_time DESC);
CREATE INDEX process_history_start_idx ON campaign_management.process_history (start_time DESC);

-- Products (§2.3 products tab) written by a recommendation process.
CREATE TABLE campaign_management.campaign_products (
  id_campaign_product bigserial PRIMARY KEY,
  id_campaign integer NOT NULL REFERENCES campaign_management.campaigns (id_campaign) ON DELETE CASCADE,
  id_process bigint REFERENCES campaign_management.process_history (id_process) ON DELETE SET NULL,
  item_code text NOT NULL,
  item_name text NOT NULL,
  item_status text NOT NULL,
  item_source_creation_time timestamptz NOT NULL,
  item_offering_mode text NOT NULL,
  item_offering_amount numeric NOT NULL,
  item_discount_type text NOT NULL,
  item_discount_mode text NOT NULL,
  item_discount_value numeric NOT NULL,
  score numeric NOT NULL DEFAULT 0,
  UNIQUE (id_campaign, item_code)
);
