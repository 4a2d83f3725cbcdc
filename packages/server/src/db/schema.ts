/**
 * Drizzle description of the tables created by the SQL migrations in ../../migrations.
 * The migrations are the source of truth; `schema.test.ts` checks this file against the live database.
 */
import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { BusFileSettings } from '@ecuc/core/api';
import type { ContainerOrigin, ModuleDef, ModuleUi } from '@ecuc/core/ecuc';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const organisations = pgTable('organisations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  mainUserId: integer('main_user_id'),
  expiry: timestamp('expiry', { withTimezone: true }),
  seats: integer('seats').notNull().default(10),
  ...timestamps,
});

export const departments = pgTable('departments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organisationId: integer('organisation_id').notNull(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  level: integer('level').notNull(),
  ...timestamps,
});

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  enterprise: boolean('enterprise').notNull().default(false),
  memberLevel: integer('member_level').notNull().default(1),
  organisationId: integer('organisation_id'),
  departmentId: integer('department_id'),
  backoffice: boolean('backoffice').notNull().default(false),
  active: boolean('active').notNull().default(true),
  expiry: timestamp('expiry', { withTimezone: true }),
  failedLogins: integer('failed_logins').notNull().default(0),
  ...timestamps,
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const companyApplications = pgTable('company_applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  cityArea: text('city_area').notNull(),
  address: text('address').notNull(),
  contact: text('contact').notNull(),
  phone: text('phone').notNull(),
  status: text('status')
    .$type<'pending' | 'approved' | 'rejected' | 'activated'>()
    .notNull()
    .default('pending'),
  note: text('note'),
  expiry: timestamp('expiry', { withTimezone: true }),
  seats: integer('seats'),
  organisationId: integer('organisation_id'),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  ...timestamps,
});

export type SessionEndReason = 'logout' | 'elsewhere' | 'deleted' | 'expired' | 'password';

export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  ...timestamps,
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  endedReason: text('ended_reason').$type<SessionEndReason>(),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const verificationCodes = pgTable('verification_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
  /** Wrong tries against this code; at `MAX_CODE_ATTEMPTS` it no longer works. */
  attempts: integer('attempts').notNull().default(0),
});

export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export const projects = pgTable('projects', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  version: text('version').notNull().default('1.0.0'),
  chip: text('chip').notNull(),
  compiler: text('compiler').notNull(),
  ownerId: integer('owner_id').notNull(),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

export const projectParticipants = pgTable(
  'project_participants',
  {
    projectId: integer('project_id').notNull(),
    userId: integer('user_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] })],
);

export const projectModules = pgTable(
  'project_modules',
  {
    projectId: integer('project_id').notNull(),
    module: text('module').notNull(),
    instanceId: integer('instance_id').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    definitionVersion: integer('definition_version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.module, t.instanceId] })],
);

export const containers = pgTable('containers', {
  id: text('id').primaryKey(),
  projectId: integer('project_id').notNull(),
  module: text('module').notNull(),
  instanceId: integer('instance_id').notNull().default(0),
  definitionPath: text('definition_path').notNull(),
  parentId: text('parent_id'),
  shortName: text('short_name').notNull(),
  position: integer('position').notNull().default(0),
  parameterValues: jsonb('parameter_values').$type<Record<string, unknown>>().notNull().default({}),
  referenceValues: jsonb('reference_values').$type<Record<string, string[]>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by'),
  /** Where a derived container comes from (`ContainerOrigin`); null for the user's own. */
  origin: jsonb('origin').$type<ContainerOrigin>(),
});

/** The bytes of uploaded files, stored once per distinct content under its SHA-256 (lowercase hex). */
export const fileContents = pgTable('file_contents', {
  hash: text('hash').primaryKey(),
  size: integer('size').notNull(),
  /** All parts are stored; false while an upload writes them (`file-contents.ts`). */
  complete: boolean('complete').notNull().default(true),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The bytes of a stored content, in parts of at most `CONTENT_PART_BYTES`, in order of `part`. */
export const fileContentParts = pgTable(
  'file_content_parts',
  {
    hash: text('hash')
      .notNull()
      .references(() => fileContents.hash, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.part] })],
);

/** An uploaded file of a project; its bytes are the `file_contents` row of `contentHash` (shared by copies). */
export const uploadedFiles = pgTable('uploaded_files', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  projectId: integer('project_id').notNull(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  contentHash: text('content_hash')
    .notNull()
    .references(() => fileContents.hash),
  size: integer('size').notNull(),
  /** A bus database's settings: the node that is this ECU, the frames left out of the configuration. */
  bus: jsonb('bus').$type<BusFileSettings>(),
  createdBy: integer('created_by'),
  ...timestamps,
});

export const warningAcknowledgements = pgTable(
  'warning_acknowledgements',
  {
    projectId: integer('project_id').notNull(),
    code: text('code').notNull(),
    path: text('path').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.code, t.path] })],
);

/** Vendor module definitions (BSWMD) uploaded into a project, one per catalogue module. */
export const projectDefinitions = pgTable(
  'project_definitions',
  {
    projectId: integer('project_id').notNull(),
    module: text('module').notNull(),
    definition: jsonb('definition').$type<ModuleDef>().notNull(),
    ui: jsonb('ui').$type<ModuleUi>().notNull().default({}),
    sourceName: text('source_name').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.projectId, t.module] })],
);

/** Which SQL migrations have been applied (created by the migrator itself). */
export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  schemaMigrations,
  organisations,
  departments,
  users,
  companyApplications,
  sessions,
  verificationCodes,
  rateLimitHits,
  projects,
  projectParticipants,
  projectModules,
  containers,
  fileContents,
  fileContentParts,
  uploadedFiles,
  warningAcknowledgements,
  projectDefinitions,
};
