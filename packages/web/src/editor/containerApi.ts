import type { StaleUpdateData } from '@ecuc/core/api';
import { MODULE_CATALOGUE } from '@ecuc/core/catalogue';
import type { ContainerValue, ParamValue } from '@ecuc/core/ecuc';
import { http } from '../app/services.js';
import { BusinessError, type CallOptions } from '../http/client.js';
import { refetchSnapshot, updateCachedSnapshot } from '../verification/projectSnapshot.js';
import { STALE_STATE, sendChangeSet, type ContainerChange } from './bulkEdit.js';
import { withContainer, withOrder, withoutSubtree } from './snapshotIndex.js';

export { STALE_STATE };

/** The generic container calls of one module (its catalogue API prefix), keeping the cached snapshot current. */
export interface ContainerCalls {
  add(body: {
    definitionPath: string;
    parentId: string | null;
    instanceId: number;
    shortName?: string;
    values?: Record<string, ParamValue>;
    references?: Record<string, string[]>;
  }): Promise<ContainerValue>;
  /** Resolves with the stored row; rejects with StaleUpdate when the version was stale. */
  update(body: {
    id: string;
    version: number;
    shortName?: string;
    values?: Record<string, ParamValue>;
    references?: Record<string, string[]>;
  }): Promise<ContainerValue>;
  remove(id: string): Promise<void>;
  copy(id: string): Promise<ContainerValue>;
  sort(ids: readonly string[]): Promise<void>;
  /**
   * Several updates as one transaction (`/applyChangeSet`): resolves with the stored rows; rejects with
   * StaleChangeSet (cached snapshot refreshed) when one of them was stale.
   */
  applyChangeSet(changes: readonly ContainerChange[]): Promise<ContainerValue[]>;
}

/** An update refused because the row changed meanwhile. */
export class StaleUpdate extends Error {
  constructor(readonly current: ContainerValue | null) {
    super('stale');
    this.name = 'StaleUpdate';
  }
}

/** The API prefix of a module (`nvm` for NvM), or undefined when it has none. */
export function apiPrefixOf(moduleName: string): string | undefined {
  const entry = MODULE_CATALOGUE.find((m) => m.name === moduleName && (m.kind ?? 'module') === 'module');
  return entry?.apiPrefix || undefined;
}

export function containerCalls(apiPrefix: string, projectId: string): ContainerCalls {
  const url = (call: string) => `/${apiPrefix}/${call}`;
  return {
    async add(body) {
      const answer = await http.post<{ container: ContainerValue }>(url('addData'), body);
      updateCachedSnapshot(projectId, (s) => withContainer(s, answer.container));
      // The answer names the new container only; its default sub-containers come with the snapshot.
      await refetchSnapshot(projectId);
      return answer.container;
    },
    async update(body) {
      try {
        const answer = await http.post<{ container: ContainerValue }>(url('updateIdData'), body, {
          quietStates: [STALE_STATE],
        });
        updateCachedSnapshot(projectId, (s) => withContainer(s, answer.container));
        return answer.container;
      } catch (error) {
        if (error instanceof BusinessError && error.state === STALE_STATE) {
          const current = (error.data as StaleUpdateData | null)?.current ?? null;
          throw new StaleUpdate(current);
        }
        throw error;
      }
    },
    async remove(id) {
      await http.post(url('deleteIdData'), { id });
      updateCachedSnapshot(projectId, (s) => withoutSubtree(s, id));
    },
    async copy(id) {
      const answer = await http.post<{ container: ContainerValue }>(url('copyData'), { id });
      await refetchSnapshot(projectId);
      return answer.container;
    },
    async sort(ids) {
      await http.post(url('sortData'), { ids });
      updateCachedSnapshot(projectId, (s) => withOrder(s, ids));
    },
    applyChangeSet(changes) {
      return sendChangeSet(
        {
          post: <T>(call: string, body: unknown, options?: CallOptions) => http.post<T>(call, body, options),
          updateSnapshot: (update) => updateCachedSnapshot(projectId, update),
        },
        apiPrefix,
        changes,
      );
    },
  };
}
