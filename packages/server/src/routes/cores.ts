import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  addCoreBody,
  addPartitionBody,
  BusinessCode,
  coreIdBody,
  updateCoreBody,
  type CoreRow,
} from '@ecuc/core/api';
import { coresForChip } from '@ecuc/core/catalogue';
import { nextUniqueName, type ContainerValue } from '@ecuc/core/ecuc';
import { containers } from '../db/schema.js';
import type { Database } from '../db/database.js';
import { BusinessProblem, fail, ok } from '../http/envelope.js';
import { message } from '../http/messages.js';
import { route, type AnyRoute } from '../http/route.js';
import { containerOfRow, insertContainers } from '../configuration/store.js';
import { refuseWhileReferenced } from '../configuration/container-service.js';

const HARDWARE = '/EcuC/EcucHardware';
const CORE = '/EcuC/EcucHardware/EcucCoreDefinition';
const COLLECTION = '/EcuC/EcucPartitionCollection';
const PARTITION = '/EcuC/EcucPartitionCollection/EcucPartition';
const CORE_REF = 'EcucPartitionCoreRef';

async function ecucContainers(db: Database, projectId: number, paths: string[]): Promise<ContainerValue[]> {
  const rows = await db
    .select()
    .from(containers)
    .where(
      and(
        eq(containers.projectId, projectId),
        eq(containers.module, 'EcuC'),
        inArray(containers.definitionPath, paths),
      ),
    );
  return rows.map(containerOfRow).sort((a, b) => a.position - b.position);
}

/** The foreign reference text of a chip's hardware core. */
const hardwareRef = (chip: string, hardwareCore: string): string => `/${chip}/${hardwareCore}`;
const hardwareOf = (core: ContainerValue): string =>
  core.references.EcucCoreHwRef?.[0]?.split('/').pop() ?? '';

async function coreRows(db: Database, projectId: number): Promise<CoreRow[]> {
  const list = await ecucContainers(db, projectId, [CORE, PARTITION]);
  const cores = list.filter((c) => c.definitionPath === CORE);
  const partitions = list.filter((c) => c.definitionPath === PARTITION);
  return cores
    .map((core) => ({
      id: core.id,
      coreId: Number(core.values.EcucCoreId ?? 0),
      hardwareCore: hardwareOf(core),
      isMaster: core.values.EcucCoreIsMaster === true,
      partitions: partitions
        .filter((p) => p.references[CORE_REF]?.includes(core.id))
        .map((p) => ({ id: p.id, name: p.shortName })),
    }))
    .sort((a, b) => a.coreId - b.coreId);
}

/** The container of a definition directly under the module, created when missing. */
async function holder(
  db: Database,
  projectId: number,
  path: string,
  userId: number,
): Promise<ContainerValue> {
  const found = await ecucContainers(db, projectId, [path]);
  if (found[0]) return found[0];
  const created: ContainerValue = {
    id: randomUUID(),
    module: 'EcuC',
    instanceId: 0,
    definitionPath: path,
    parentId: null,
    shortName: path.split('/').pop()!,
    position: 100,
    values: {},
    references: {},
    version: 1,
  };
  await insertContainers(db, projectId, [created], userId);
  return created;
}

function checkHardwareCore(chip: string, hardwareCore: string): void {
  if (!coresForChip(chip).some((c) => c.hardwareCore === hardwareCore)) {
    throw new BusinessProblem(
      BusinessCode.IllegalValue,
      message('core.noHardwareCore', { chip, core: hardwareCore }),
      {
        field: 'hardwareCore',
      },
    );
  }
}

async function coreById(db: Database, projectId: number, id: string): Promise<CoreRow> {
  const core = (await coreRows(db, projectId)).find((c) => c.id === id);
  if (!core) throw new BusinessProblem(BusinessCode.DataMissingRefresh, message('core.gone'));
  return core;
}

export const coreListRoute = route({
  method: 'POST',
  url: '/core/getListData',
  summary: "The project's cores with their partitions",
  tag: 'core',
  access: 'project',
  async handler({ services, project }) {
    return ok(await coreRows(services.db, project.projectId));
  },
});

export const addCoreRoute = route({
  method: 'POST',
  url: '/core/addData',
  summary: 'Add a core (a hardware core of the chip; the first core is the master)',
  tag: 'core',
  access: 'project',
  body: addCoreBody,
  async handler({ body, services, project, user }) {
    checkHardwareCore(project.chip, body.hardwareCore);
    return services.db.transaction(async (tx) => {
      const existing = await coreRows(tx, project.projectId);
      if (existing.some((c) => c.coreId === body.coreId))
        return fail(BusinessCode.NameExists, message('core.idTaken', { coreId: body.coreId }));
      if (existing.some((c) => c.hardwareCore === body.hardwareCore)) {
        return fail(
          BusinessCode.DuplicateDefinition,
          message('core.hardwareCoreTaken', { core: body.hardwareCore }),
        );
      }
      const isMaster = body.isMaster ?? existing.length === 0;
      if (isMaster && existing.some((c) => c.isMaster))
        return fail(BusinessCode.DuplicateDefinition, message('core.masterExists'));
      const parent = await holder(tx, project.projectId, HARDWARE, user.userId);
      const siblings = await ecucContainers(tx, project.projectId, [CORE]);
      const core: ContainerValue = {
        id: randomUUID(),
        module: 'EcuC',
        instanceId: 0,
        definitionPath: CORE,
        parentId: parent.id,
        shortName: nextUniqueName(
          'Core',
          siblings.map((c) => c.shortName),
        ),
        position: siblings.length,
        values: { EcucCoreId: String(body.coreId), EcucCoreIsMaster: isMaster },
        references: { EcucCoreHwRef: [hardwareRef(project.chip, body.hardwareCore)] },
        version: 1,
      };
      await insertContainers(tx, project.projectId, [core], user.userId);
      return ok(await coreById(tx, project.projectId, core.id));
    });
  },
});

export const updateCoreRoute = route({
  method: 'POST',
  url: '/core/updateData',
  summary: 'Change a core (refused while it has partitions)',
  tag: 'core',
  access: 'project',
  body: updateCoreBody,
  async handler({ body, services, project }) {
    const core = await coreById(services.db, project.projectId, body.id);
    if (core.partitions.length > 0)
      return fail(BusinessCode.IllegalOperation, message('core.partitionsForbidEdit'));
    const all = await coreRows(services.db, project.projectId);
    if (body.coreId !== undefined && all.some((c) => c.id !== core.id && c.coreId === body.coreId)) {
      return fail(BusinessCode.NameExists, message('core.idTaken', { coreId: body.coreId }));
    }
    if (body.hardwareCore !== undefined) {
      checkHardwareCore(project.chip, body.hardwareCore);
      if (all.some((c) => c.id !== core.id && c.hardwareCore === body.hardwareCore)) {
        return fail(
          BusinessCode.DuplicateDefinition,
          message('core.hardwareCoreTaken', { core: body.hardwareCore }),
        );
      }
    }
    if (body.isMaster === false && core.isMaster)
      return fail(BusinessCode.IllegalOperation, message('core.masterMovesElsewhere'));
    await services.db.transaction(async (tx) => {
      if (body.isMaster === true && !core.isMaster) {
        for (const other of all.filter((c) => c.isMaster)) {
          const row = (await ecucContainers(tx, project.projectId, [CORE])).find((c) => c.id === other.id)!;
          await tx
            .update(containers)
            .set({ parameterValues: { ...row.values, EcucCoreIsMaster: false }, version: row.version + 1 })
            .where(eq(containers.id, other.id));
        }
      }
      const row = (await ecucContainers(tx, project.projectId, [CORE])).find((c) => c.id === core.id)!;
      await tx
        .update(containers)
        .set({
          parameterValues: {
            ...row.values,
            ...(body.coreId !== undefined ? { EcucCoreId: String(body.coreId) } : {}),
            ...(body.isMaster !== undefined ? { EcucCoreIsMaster: body.isMaster } : {}),
          },
          referenceValues: body.hardwareCore
            ? { ...row.references, EcucCoreHwRef: [hardwareRef(project.chip, body.hardwareCore)] }
            : row.references,
          version: row.version + 1,
        })
        .where(eq(containers.id, core.id));
    });
    return ok(await coreById(services.db, project.projectId, core.id));
  },
});

export const deleteCoreRoute = route({
  method: 'POST',
  url: '/core/deleteData',
  summary: 'Delete a core (never the master, never one with partitions or that OS objects refer to)',
  tag: 'core',
  access: 'project',
  body: coreIdBody,
  async handler({ body, services, project }) {
    const core = await coreById(services.db, project.projectId, body.id);
    if (core.isMaster) return fail(BusinessCode.MinimalSystemData, message('core.masterNotDeletable'));
    if (core.partitions.length > 0)
      return fail(BusinessCode.IllegalOperation, message('core.partitionsForbidDelete'));
    return services.db.transaction(async (tx) => {
      await refuseWhileReferenced(tx, project.projectId, [core.id]);
      await tx
        .delete(containers)
        .where(and(eq(containers.projectId, project.projectId), eq(containers.id, core.id)));
      return ok(null);
    });
  },
});

export const addPartitionRoute = route({
  method: 'POST',
  url: '/core/addPartition',
  summary: 'Add a partition to a core',
  tag: 'core',
  access: 'project',
  body: addPartitionBody,
  async handler({ body, services, project, user }) {
    await coreById(services.db, project.projectId, body.core);
    return services.db.transaction(async (tx) => {
      const parent = await holder(tx, project.projectId, COLLECTION, user.userId);
      const siblings = await ecucContainers(tx, project.projectId, [PARTITION]);
      const names = siblings.map((p) => p.shortName);
      if (body.name !== undefined && names.includes(body.name)) return fail(BusinessCode.NameExists);
      const partition: ContainerValue = {
        id: randomUUID(),
        module: 'EcuC',
        instanceId: 0,
        definitionPath: PARTITION,
        parentId: parent.id,
        shortName: body.name ?? nextUniqueName('Partition', names),
        position: siblings.length,
        values: { PartitionCanBeRestarted: false },
        references: { [CORE_REF]: [body.core] },
        version: 1,
      };
      await insertContainers(tx, project.projectId, [partition], user.userId);
      return ok(await coreById(tx, project.projectId, body.core));
    });
  },
});

export const deletePartitionRoute = route({
  method: 'POST',
  url: '/core/deletePartition',
  summary: 'Delete a partition (a core keeps at least one; refused while OS applications refer to it)',
  tag: 'core',
  access: 'project',
  body: coreIdBody,
  async handler({ body, services, project }) {
    const cores = await coreRows(services.db, project.projectId);
    const core = cores.find((c) => c.partitions.some((p) => p.id === body.id));
    if (!core) return fail(BusinessCode.DataMissingRefresh, message('partition.gone'));
    if (core.partitions.length <= 1)
      return fail(BusinessCode.MinimalSystemData, message('partition.lastOfCore'));
    return services.db.transaction(async (tx) => {
      await refuseWhileReferenced(tx, project.projectId, [body.id]);
      await tx
        .delete(containers)
        .where(and(eq(containers.projectId, project.projectId), eq(containers.id, body.id)));
      return ok(await coreById(tx, project.projectId, core.id));
    });
  },
});

export const coreRoutes: AnyRoute[] = [
  coreListRoute,
  addCoreRoute,
  updateCoreRoute,
  deleteCoreRoute,
  addPartitionRoute,
  deletePartitionRoute,
];
