import { z } from 'zod';
import { multilineTextField, numberField, textField } from './fields.js';
import type { ContainerValue } from '../ecuc/store-types.js';

/**
 * The contract of the generic container calls served under every module's prefix
 * (`/<module>/addData`, `updateIdData`, `deleteIdData`, `getProjectIdListData`, `getUniqueName`,
 * `getUniqueId`, `getSuperIdListData`, `getTypeListData`, `sortData`, `copyData`) and the EcuC
 * module's form-encoded `/ecuc/add|delete|update|getListData`.
 */

/** Form-encoded bodies carry objects as JSON text; JSON bodies carry them as they are. */
function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);
}

export const paramValueSchema = z.union([
  multilineTextField().max(100_000),
  z.boolean(),
  z.null(),
  z.array(multilineTextField().max(10_000)).max(10_000),
]);
const valuesSchema = jsonField(z.record(textField().max(200), paramValueSchema));
const referencesSchema = jsonField(
  z.record(textField().max(200), z.array(textField().max(2000)).max(10_000)),
);
const containerId = textField().min(1).max(100);
const instanceId = numberField(z.number().int().min(0).max(63)).default(0);
const definitionPath = textField().min(2).max(1000).startsWith('/');
const nullableParent = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  containerId.nullable().default(null),
);

export const addContainerBody = z.object({
  definitionPath,
  parentId: nullableParent,
  instanceId,
  /** Default: the first unused numeric suffix of the definition's name. */
  shortName: textField().min(1).max(128).optional(),
  values: valuesSchema.default({}),
  references: referencesSchema.default({}),
  /** Fill the definition's defaults (and mandatory sub-containers) first; true by default. */
  withDefaults: z.preprocess(
    (v) => (v === 'false' ? false : v === 'true' ? true : v),
    z.boolean().default(true),
  ),
});
export type AddContainerBody = z.infer<typeof addContainerBody>;

export const updateContainerBody = z.object({
  id: containerId,
  /** The version the client read; a stale one is refused with 1060 and the current data. */
  version: numberField(z.number().int().min(1)),
  shortName: textField().min(1).max(128).optional(),
  /** Parameters to set (null clears a value); parameters not named keep their value. */
  values: valuesSchema.optional(),
  /** References to set; references not named keep their targets. */
  references: referencesSchema.optional(),
});
export type UpdateContainerBody = z.infer<typeof updateContainerBody>;

export const containerIdBody = z.object({ id: containerId });

export const listContainersBody = z.object({
  instanceId: numberField(z.number().int().min(0).max(63)).optional(),
  definitionPath: definitionPath.optional(),
});
export type ListContainersBody = z.infer<typeof listContainersBody>;

export const uniqueNameBody = z.object({
  definitionPath,
  parentId: nullableParent,
  instanceId,
  base: textField().min(1).max(128).optional(),
});
export type UniqueNameBody = z.infer<typeof uniqueNameBody>;

export const uniqueIdBody = z.object({
  definitionPath,
  param: textField().min(1).max(200),
  instanceId,
  /** Smallest value handed out; default 0. */
  start: numberField(z.number().int().min(0)).default(0),
});
export type UniqueIdBody = z.infer<typeof uniqueIdBody>;

export const superIdBody = z.object({ parentId: containerId });

export const typeListBody = z.object({ definitionPath });

export const sortContainersBody = z.object({
  /** Sibling ids in their new order. */
  ids: jsonField(z.array(containerId).min(1).max(10_000)),
});

/**
 * `/<module>/applyChangeSet`: several container updates (one column edited across a selection of rows, a
 * paste into a table) applied as one transaction: all of them or none. Each change carries the version its
 * client read; one stale change refuses the whole set with 1060 (data: `StaleChangeSetData`).
 */
export const changeSetBody = z.object({
  changes: jsonField(z.array(updateContainerBody).min(1).max(20_000)),
});
export type ChangeSetBody = z.infer<typeof changeSetBody>;

/** `/<module>/applyChangeSet`'s answer: the changed containers as they are now (new versions). */
export interface ChangeSetData {
  containers: ContainerValue[];
}

/** 1060's data of a change set: the stale rows as they are now (null where one was deleted). */
export interface StaleChangeSetData {
  stale: { id: string; current: ContainerValue | null }[];
}

/** An answer carrying a container. */
export type ContainerRecord = ContainerValue;

/** 1060's data: the row as it is now, so the client can refresh (null when it was deleted). */
export interface StaleUpdateData {
  current: ContainerValue | null;
}

/** 1055's data when deleting: who still refers to the container (or its children). */
export interface ReferrersData {
  referrers: { id: string; path: string; reference: string }[];
}
