import { describe, expect, it } from 'vitest';
import { indexModuleDef, type ContainerValue } from '@ecuc/core/ecuc';
import { NVM_MODULE } from '@ecuc/core/modules';
import { applyChanges, changesOf, formOfContainer, hasChanges, rebaseForm } from './formValues.js';

const info = indexModuleDef(NVM_MODULE).containers.get('/NvM/NvMBlockDescriptor')!;
const common = indexModuleDef(NVM_MODULE).containers.get('/NvM/NvMCommon')!;

const block: ContainerValue = {
  id: 'b1',
  module: 'NvM',
  instanceId: 0,
  definitionPath: '/NvM/NvMBlockDescriptor',
  parentId: null,
  shortName: 'NvMBlockDescriptor_0',
  position: 0,
  values: { NvMNvBlockLength: '16', NvMBlockUseCrc: 'true' },
  references: { NvMBlockEcucPartitionRef: ['p1'] },
  version: 3,
};

describe('formOfContainer', () => {
  it('shows stored values, defaults where nothing is stored, booleans as switches', () => {
    const form = formOfContainer(block, info);
    expect(form.shortName).toBe('NvMBlockDescriptor_0');
    expect(form.values['NvMNvBlockLength']).toBe('16');
    expect(form.values['NvMBlockJobPriority']).toBe('1'); // default
    expect(form.values['NvMBlockUseCrc']).toBe(true); // stored as text
    expect(form.values['NvMBlockWriteProt']).toBe(false);
    expect(form.values['NvMBlockCrcType']).toBeUndefined(); // optional select
    expect(form.values['NvMNvramBlockIdentifier']).toBe('');
    expect(form.references['NvMBlockEcucPartitionRef']).toBe('p1');
  });

  it('holds multi-valued references as lists', () => {
    const row: ContainerValue = {
      ...block,
      id: 'c',
      definitionPath: '/NvM/NvMCommon',
      values: {},
      references: {},
    };
    expect(formOfContainer(row, common).references['NvMEcucPartitionRef']).toEqual([]);
  });
});

describe('changesOf', () => {
  it('sends only what changed; a cleared field is null', () => {
    const opened = formOfContainer(block, info);
    const edited = {
      ...opened,
      values: { ...opened.values, NvMNvBlockLength: ' 70000 ', NvMBlockUseCrc: false, NvMNvBlockNum: '' },
      references: { ...opened.references, NvMBlockEcucPartitionRef: undefined },
    };
    const changes = changesOf(info, opened, edited);
    expect(changes).toEqual({
      values: { NvMNvBlockLength: '70000', NvMBlockUseCrc: false, NvMNvBlockNum: null },
      references: { NvMBlockEcucPartitionRef: [] },
    });
    expect(hasChanges(changes)).toBe(true);
    expect(hasChanges(changesOf(info, opened, opened))).toBe(false);
  });

  it('applies changes the way the server stores them', () => {
    const next = applyChanges(block, {
      shortName: 'Renamed',
      values: { NvMNvBlockLength: null, NvMNvBlockNum: '2' },
      references: { NvMBlockEcucPartitionRef: [] },
    });
    expect(next.shortName).toBe('Renamed');
    expect(next.values).toEqual({ NvMBlockUseCrc: 'true', NvMNvBlockNum: '2' });
    expect(next.references).toEqual({});
    expect(next.version).toBe(3);
  });
});

describe('rebaseForm', () => {
  it('keeps what the user typed and takes everything else from the current data', () => {
    const opened = formOfContainer(block, info);
    const edited = { ...opened, values: { ...opened.values, NvMNvBlockLength: '32' } };
    const theirs = formOfContainer(
      { ...block, version: 4, values: { ...block.values, NvMNvBlockNum: '3' } },
      info,
    );
    const rebased = rebaseForm(opened, edited, theirs);
    expect(rebased.values['NvMNvBlockLength']).toBe('32');
    expect(rebased.values['NvMNvBlockNum']).toBe('3');
    expect(rebased.shortName).toBe('NvMBlockDescriptor_0');
  });
});
