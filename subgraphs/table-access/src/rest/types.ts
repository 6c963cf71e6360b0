/** Shapes the table-access REST service answers with. */
export type TableAccessDto = {
  relative_resource_name: string;
  domain: string;
  project_id: string;
  dataset_id: string;
  object_id: string;
  is_view: boolean;
  description: string;
  permission_expiration_date: string | null;
  num_rows: string | number;
};
