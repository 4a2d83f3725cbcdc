-- Projects, participants, enabled modules, the generic container store, uploaded files, acknowledged warnings.
CREATE TABLE projects (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  version text NOT NULL DEFAULT '1.0.0',
  chip text NOT NULL,
  compiler text NOT NULL,
  owner_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX projects_owner_name_live ON projects (owner_id, name) WHERE deleted_at IS NULL;

CREATE TABLE project_participants (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id)
);

CREATE TABLE project_modules (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  module text NOT NULL,
  instance_id integer NOT NULL DEFAULT 0,
  enabled boolean NOT NULL DEFAULT true,
  definition_version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (project_id, module, instance_id)
);

CREATE TABLE containers (
  id text PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  module text NOT NULL,
  instance_id integer NOT NULL DEFAULT 0,
  definition_path text NOT NULL,
  parent_id text REFERENCES containers(id) ON DELETE CASCADE,
  short_name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  parameter_values jsonb NOT NULL DEFAULT '{}'::jsonb,
  reference_values jsonb NOT NULL DEFAULT '{}'::jsonb,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX containers_project_module ON containers (project_id, module, instance_id);
CREATE INDEX containers_parent ON containers (parent_id);

CREATE TABLE uploaded_files (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('oil', 'dbc', 'arxml', 'ldf')),
  name text NOT NULL,
  content bytea NOT NULL,
  size integer NOT NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX uploaded_files_name ON uploaded_files (project_id, kind, name);

CREATE TABLE warning_acknowledgements (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  code text NOT NULL,
  path text NOT NULL,
  reason text NOT NULL,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, code, path)
);
