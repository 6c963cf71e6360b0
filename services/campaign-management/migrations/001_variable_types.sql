-- Kinds of campaign variables; the id decides which capabilities a variable may have.
CREATE TABLE campaign_management.variable_types (
  id_variable_type integer PRIMARY KEY,
  variable_type_name text NOT NULL UNIQUE
);

-- Reference data, the same in every environment.
INSERT INTO campaign_management.variable_types (id_variable_type, variable_type_name) VALUES
  (1, 'NUMBER'), (2, 'TXT'), (3, 'SELECT'), (5, 'DATETIME'), (7, 'TABLA');
