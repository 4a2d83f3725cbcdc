-- Accounts, organisations, sessions, codes, rate limits.
CREATE TABLE organisations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  main_user_id integer,
  expiry timestamptz,
  seats integer NOT NULL DEFAULT 10,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE departments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  parent_id integer REFERENCES departments(id) ON DELETE RESTRICT,
  name text NOT NULL,
  level integer NOT NULL CHECK (level BETWEEN 1 AND 4),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  enterprise boolean NOT NULL DEFAULT false,
  member_level integer NOT NULL DEFAULT 1 CHECK (member_level IN (1, 2)),
  organisation_id integer REFERENCES organisations(id) ON DELETE CASCADE,
  department_id integer REFERENCES departments(id) ON DELETE SET NULL,
  backoffice boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  expiry timestamptz,
  failed_logins integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_live ON users (lower(email)) WHERE deleted_at IS NULL;

ALTER TABLE organisations ADD CONSTRAINT organisations_main_user FOREIGN KEY (main_user_id) REFERENCES users(id) ON DELETE SET NULL;

CREATE TABLE company_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  company text NOT NULL,
  city_area text NOT NULL,
  address text NOT NULL,
  contact text NOT NULL,
  phone text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'activated')),
  note text,
  expiry timestamptz,
  seats integer,
  organisation_id integer REFERENCES organisations(id) ON DELETE SET NULL,
  reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  ended_reason text CHECK (ended_reason IN ('logout', 'elsewhere', 'deleted', 'expired')),
  ip text,
  user_agent text
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE verification_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_email ON verification_codes (lower(email), purpose);

CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, at);
