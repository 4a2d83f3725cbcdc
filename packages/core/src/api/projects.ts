import { z } from 'zod';
import { idField, textField, multilineTextField } from './fields.js';
import type { ProjectMenuItem } from '../catalogue/types.js';

/**
 * The contract of the project calls (spec section 7, Project and Modules): request bodies as zod schemas
 * (the server checks them, OpenAPI describes them) and the shapes of the answers' `data`.
 */

const projectName = textField()
  .trim()
  .min(1)
  .max(64)
  .refine((name) => !/[\\/]/.test(name), 'a project name must not contain a slash or a backslash');

export const projectIdBody = z.object({ id: idField() });

export const addProjectBody = z.object({
  name: projectName,
  description: multilineTextField().max(500).default(''),
  version: textField().trim().min(1).max(32).default('1.0.0'),
  chip: textField().min(1),
  compiler: textField().min(1),
});

export const updateProjectBody = z.object({
  id: idField(),
  newName: projectName.optional(),
  description: multilineTextField().max(500).optional(),
  version: textField().trim().min(1).max(32).optional(),
  compiler: textField().min(1).optional(),
});

export const copyProjectBody = z.object({
  id: idField(),
  name: projectName.optional(),
});

export const mergeProjectBody = z.object({
  sourceId: idField(),
  targetId: idField(),
  /** Per module both projects have: which side wins. Modules only the source has are always copied. */
  choices: z.record(textField(), z.enum(['source', 'target'])).default({}),
});

export const mergePreviewBody = z.object({
  sourceId: idField(),
  targetId: idField(),
});

export const transferProjectBody = z.object({
  id: idField(),
  email: textField().min(3).max(254),
  /** The former owner stays on the project as a participant. */
  keepAsParticipant: z.boolean().default(false),
});

export const transferAllProjectsBody = z.object({
  /** Whose projects move; default the caller. An administrator may move a member's. */
  fromUserId: idField().optional(),
  email: textField().min(3).max(254),
});

export const participantBody = z.object({
  id: idField(),
  email: textField().min(3).max(254),
});

export const removeParticipantBody = z.object({
  id: idField(),
  userId: idField(),
});

export const projectScopedBody = z.object({ project: idField().optional() });

export const updateModuleBody = z.object({
  project: idField().optional(),
  /** The module's name in the catalogue, e.g. `Os`, `CanIf`. */
  module: textField().min(1),
  enabled: z.boolean(),
  /** For instance-based modules: the instance ids the project has (at least one when enabled). */
  instances: z.array(z.number().int().min(0).max(63)).max(64).optional(),
});

export const chipBody = z.object({ chip: textField().min(1).optional() });

/** A row of the project lists. */
export interface ProjectRow {
  id: number;
  name: string;
  description: string;
  version: string;
  chip: string;
  compiler: string;
  creator: number;
  creatorName: string;
  createTime: string;
  updateTime: string;
  role: 'owner' | 'participant';
  participants: { userId: number; name: string; email: string }[];
}

/** One module switch of a project (the workspace's module switches). */
export interface ModuleSwitch {
  id: number;
  module: string;
  pageUrl: string;
  category: string;
  enabled: boolean;
  /** Always on: the project cannot work without it. */
  mandatory: boolean;
  instanceBased: boolean;
  instances: number[];
  /** When its configuration last changed (ISO time), if it is enabled and holds containers. */
  changedAt?: string;
}

/** `/module/getListData`: the menu items of enabled modules, all switches, and the route keys that are off. */
export interface ModuleListData {
  list: ProjectMenuItem[];
  modules: ModuleSwitch[];
  disabledRouteKeys: string[];
}

/** What a merge would do, per module. */
export interface MergePreview {
  modules: {
    module: string;
    inSource: boolean;
    inTarget: boolean;
    sourceContainers: number;
    targetContainers: number;
  }[];
}
