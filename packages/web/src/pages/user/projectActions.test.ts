import { describe, expect, it } from 'vitest';
import type { MergePreview, ProjectRow } from '@ecuc/core/api';
import {
  changesAnything,
  chooseProject,
  defaultMergeChoices,
  forgetProject,
  mayTake,
  mergeBody,
  mergeRows,
  mergeTargets,
  projectUpdateBody,
  renameProject,
  undecidedModules,
} from './projectActions.js';

function row(overrides: Partial<ProjectRow> = {}): ProjectRow {
  return {
    id: 7,
    name: 'Body ECU',
    description: 'front body controller',
    version: '1.0.0',
    chip: 'TC275',
    compiler: 'tasking',
    creator: 1,
    creatorName: 'Zhang',
    createTime: '2025-01-01T00:00:00.000Z',
    updateTime: '2025-01-01T00:00:00.000Z',
    role: 'owner',
    participants: [],
    ...overrides,
  };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('who may take an action', () => {
  it('lets the creator do everything', () => {
    for (const action of [
      'enter',
      'modify',
      'copy',
      'merge',
      'transfer',
      'manageParticipants',
      'delete',
    ] as const)
      expect(mayTake(row(), action), action).toBe(true);
  });

  it('keeps modify, delete, transfer and participant management from participants', () => {
    const participant = row({ role: 'participant' });
    expect(mayTake(participant, 'modify')).toBe(false);
    expect(mayTake(participant, 'delete')).toBe(false);
    expect(mayTake(participant, 'transfer')).toBe(false);
    expect(mayTake(participant, 'manageParticipants')).toBe(false);
    expect(mayTake(participant, 'participants')).toBe(true);
    expect(mayTake(participant, 'enter')).toBe(true);
    expect(mayTake(participant, 'copy')).toBe(true);
  });
});

describe('modify body', () => {
  it('sends only the changed fields, a rename as newName', () => {
    const body = projectUpdateBody(row(), {
      name: '  Body ECU v2 ',
      description: 'front body controller',
      version: '1.0.0',
      compiler: 'ghs',
    });
    expect(body).toEqual({ id: 7, newName: 'Body ECU v2', compiler: 'ghs' });
    expect(changesAnything(body)).toBe(true);
  });

  it('sends nothing but the id when nothing changed', () => {
    const body = projectUpdateBody(row(), {
      name: 'Body ECU',
      description: 'front body controller',
      version: ' 1.0.0 ',
      compiler: 'tasking',
    });
    expect(body).toEqual({ id: 7 });
    expect(changesAnything(body)).toBe(false);
  });

  it('clears the description when the field is emptied', () => {
    expect(
      projectUpdateBody(row(), { name: 'Body ECU', version: '1.0.0', compiler: 'tasking' }).description,
    ).toBe('');
  });
});

describe('merge', () => {
  const preview: MergePreview = {
    modules: [
      { module: 'CanIf', inSource: true, inTarget: false, sourceContainers: 12, targetContainers: 0 },
      { module: 'EcuC', inSource: true, inTarget: true, sourceContainers: 4, targetContainers: 6 },
      { module: 'Dem', inSource: false, inTarget: true, sourceContainers: 0, targetContainers: 3 },
      { module: 'Os', inSource: true, inTarget: true, sourceContainers: 20, targetContainers: 8 },
    ],
  };

  it('copies modules only the source has, keeps those only the target has, asks for the others', () => {
    const rows = mergeRows(preview, defaultMergeChoices(preview));
    expect(rows.map((r) => [r.module, r.outcome, r.choice])).toEqual([
      ['CanIf', 'copied', undefined],
      ['EcuC', 'choose', 'target'],
      ['Dem', 'kept', undefined],
      ['Os', 'choose', undefined],
    ]);
    expect(undecidedModules(rows)).toEqual(['Os']);
  });

  it('sends a choice for every module both have once decided', () => {
    const rows = mergeRows(preview, { ...defaultMergeChoices(preview), Os: 'source' });
    expect(undecidedModules(rows)).toEqual([]);
    expect(mergeBody(7, 9, rows)).toEqual({
      sourceId: 7,
      targetId: 9,
      choices: { EcuC: 'target', Os: 'source' },
    });
  });

  it('offers the viewer’s other projects as targets', () => {
    const mine = [row({ id: 7 }), row({ id: 9, name: 'Gateway' }), row({ id: 11, name: 'Seat' })];
    expect(mergeTargets(row({ id: 7 }), mine).map((r) => r.id)).toEqual([9, 11]);
  });
});

describe('the current project', () => {
  it('is chosen by entering it', () => {
    const storage = memoryStorage();
    chooseProject(storage, row());
    expect(storage.values.get('projectId')).toBe('7');
    expect(storage.values.get('projectName')).toBe('Body ECU');
  });

  it('is forgotten when it is deleted, and only then', () => {
    const storage = memoryStorage({ projectId: '7', projectName: 'Body ECU' });
    forgetProject(storage, 8);
    expect(storage.values.get('projectId')).toBe('7');
    forgetProject(storage, 7);
    expect(storage.values.has('projectId')).toBe(false);
    expect(storage.values.has('projectName')).toBe(false);
  });

  it('follows a rename of the current project only', () => {
    const storage = memoryStorage({ projectId: '7', projectName: 'Body ECU' });
    renameProject(storage, 8, 'Other');
    expect(storage.values.get('projectName')).toBe('Body ECU');
    renameProject(storage, 7, 'Body ECU v2');
    expect(storage.values.get('projectName')).toBe('Body ECU v2');
  });
});
