-- Vendor module definitions (BSWMD) uploaded into a project: one per catalogue module, e.g. a CDD.
CREATE TABLE project_definitions (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  module text NOT NULL,
  definition jsonb NOT NULL,
  ui jsonb NOT NULL DEFAULT '{}'::jsonb,
  source_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, module)
);
