import { z } from 'zod';
import { numberField, textField } from './fields.js';

/**
 * The workspace's cores and partitions editor. Cores are EcuC `EcucCoreDefinition` containers and
 * partitions `EcucPartition` containers referring to their core, so the OS and every other module
 * refer to them like to any container.
 */
const containerId = textField().min(1).max(100);

export const addCoreBody = z.object({
  coreId: numberField(z.number().int().min(0).max(65535)),
  /** A hardware core of the project's chip (`/vkproject/getCoreList`). */
  hardwareCore: textField().min(1).max(64),
  isMaster: z.boolean().optional(),
});

export const updateCoreBody = z.object({
  id: containerId,
  coreId: numberField(z.number().int().min(0).max(65535)).optional(),
  hardwareCore: textField().min(1).max(64).optional(),
  isMaster: z.boolean().optional(),
});

export const coreIdBody = z.object({ id: containerId });

export const addPartitionBody = z.object({
  /** The core's container id. */
  core: containerId,
  name: textField().min(1).max(128).optional(),
});

/** A core as the editor shows it. */
export interface CoreRow {
  id: string;
  coreId: number;
  hardwareCore: string;
  isMaster: boolean;
  partitions: { id: string; name: string }[];
}
