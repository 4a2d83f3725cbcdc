/**
 * A module that exists only for tests: `Zzt`, with a definition, one rule, one generator, one importer, one
 * exporter, one proposal (a peer for every channel without one) and one call list (`frame`), all in this folder. A `.zzt` file holds `channel NAME ID` lines: another line starting with
 * `channel` is an error, any other line is not understood (a warning). Server and command-line tests that need
 * a module use this one, so that they name no shipped module. Registering it (`withThrowawayModule`) must be enough for the server,
 * the command line and the web app to serve, check, generate, import and show it.
 */
import { ECUC_STUDIO_VENDOR } from '../../catalogue/modules.js';
import type { ModuleDescriptor } from '../../catalogue/types.js';
import { booleanParam, container, integerParam, reference } from '../../ecuc/builders.js';
import { ContainerBuilder } from '../../ecuc/container-builder.js';
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { ModuleDef } from '../../ecuc/types.js';
import { uiTable } from '../../ecuc/ui.js';
import { diagnostic, type Diagnostic } from '../../formats/diagnostic.js';
import type { ModulePlugin, SourcePosition } from '../../modules/plugin.js';
import { registerModulePlugin, unregisterModulePlugin } from '../../modules/registry.js';
import type { ModuleRule, VerifyRow } from '../../verify/types.js';

export const THROWAWAY_MODULE = 'Zzt';

const catalogue: ModuleDescriptor = {
  id: 9901,
  name: THROWAWAY_MODULE,
  abbreviation: THROWAWAY_MODULE,
  vendor: ECUC_STUDIO_VENDOR,
  apiInfix: '',
  pageUrl: 'zzt',
  apiPrefix: 'zzt',
  category: 'Other',
  instanceBased: false,
  availability: 'available',
  kind: 'module',
  routeGroup: 'Complex',
};

const definition: ModuleDef = {
  name: THROWAWAY_MODULE,
  moduleId: catalogue.id,
  version: 1,
  containers: [
    container('ZztChannel', {
      lower: 0,
      upper: 'infinite',
      parameters: [
        integerParam('ZztChannelId', { min: '0', max: '255' }),
        integerParam('ZztChannelLength', { lower: 0, min: '1', max: '65535' }),
        booleanParam('ZztChannelActive', { lower: 0 }),
      ],
      references: [reference('ZztChannelPeerRef', '/Zzt/ZztChannel', { lower: 0 })],
      subContainers: [
        // Frame ids name one frame over all channels: a new frame starts with an id free in the whole module.
        container('ZztFrame', {
          lower: 0,
          upper: 'infinite',
          parameters: [
            integerParam('ZztFrameId', {
              min: '0',
              max: '255',
              initial: { unique: true, space: 'Zzt frame ids' },
            }),
          ],
        }),
      ],
    }),
  ],
};

/** Two channels must not share an id. */
const E_Zzt0001: ModuleRule = {
  code: 'E_Zzt0001',
  severity: 'error',
  description: { zh_cn: '通道号必须唯一', en_us: 'Channel ids are unique' },
  check(ctx) {
    const rows: VerifyRow[] = [];
    const seen = new Map<string, ContainerValue>();
    for (const channel of ctx.containersOf('/Zzt/ZztChannel')) {
      const id = ctx.text(channel, 'ZztChannelId');
      if (id === undefined) continue;
      const first = seen.get(id);
      if (first)
        rows.push(
          ctx.report(
            channel,
            { zh_cn: '通道号 {id} 已被 {other} 使用', en_us: 'channel id {id} is used by {other} already' },
            { id, other: first.shortName },
            'ZztChannelId',
          ),
        );
      else seen.set(id, channel);
    }
    return rows;
  },
};

const channelsOf = (containers: readonly ContainerValue[]): ContainerValue[] =>
  containers
    .filter((c) => c.module === THROWAWAY_MODULE && c.definitionPath === '/Zzt/ZztChannel')
    .sort((a, b) => a.position - b.position);

/** The throwaway module: a `.zzt` file holds `channel NAME ID` lines. */
export const THROWAWAY_PLUGIN: ModulePlugin = {
  definition: { ...definition, rules: [E_Zzt0001] },
  ui: uiTable('/Zzt', {
    ZztChannel: ['通道', 'Channel', { columns: ['ZztChannelId'] }],
    'ZztChannel/ZztChannelId': ['通道号', 'Channel id'],
    'ZztChannel/ZztChannelLength': ['长度', 'Length'],
    'ZztChannel/ZztChannelActive': ['启用', 'Active'],
    'ZztChannel/ZztChannelPeerRef': ['对端通道', 'Peer channel'],
  }),
  catalogue,
  // The spec's call lists, as a module declares them: `/zzt/frame/...` serves the frames alone.
  callLists: { frame: '/Zzt/ZztChannel/ZztFrame' },
  generators: [
    {
      id: 'c',
      description: { zh_cn: 'Zzt 通道表 Zzt_Cfg.h', en_us: 'the Zzt channel table: Zzt_Cfg.h' },
      fileNames: ['Zzt_Cfg.h'],
      reads: [THROWAWAY_MODULE],
      generate({ snapshot }) {
        const lines = channelsOf(snapshot.containers).map(
          (c) =>
            `#define ZztConf_${c.shortName} ${String(c.values.ZztChannelId ?? 0)}U /* ZztChannel ${c.shortName} */`,
        );
        return { files: [{ name: 'Zzt_Cfg.h', content: `${lines.join('\n')}\n` }], warningList: [] };
      },
    },
  ],
  importers: [
    {
      id: 'zzt',
      description: { zh_cn: 'Zzt 通道文件', en_us: 'a Zzt channel file' },
      extensions: ['.zzt'],
      import(source, context) {
        const text = new TextDecoder().decode(source.bytes);
        const builder = new ContainerBuilder<SourcePosition>({
          module: THROWAWAY_MODULE,
          newId: context.newId,
        });
        const notUnderstood: Diagnostic[] = [];
        const errors: Diagnostic[] = [];
        text.split('\n').forEach((line, index) => {
          const at = { file: source.file, line: index + 1, col: 1 };
          const match = /^channel\s+([A-Za-z_]\w*)\s+(\d+)\s*$/.exec(line);
          if (match)
            builder.add({
              definitionPath: '/Zzt/ZztChannel',
              shortName: match[1] ?? '',
              values: { ZztChannelId: match[2] ?? '0' },
              at,
            });
          else if (/^channel\b/.test(line))
            errors.push(
              diagnostic(
                'error',
                'ZZT_CHANNEL',
                `a channel is 'channel NAME ID': ${line.trim()}`,
                at.file,
                at.line,
                1,
              ),
            );
          else if (line.trim() !== '')
            notUnderstood.push(
              diagnostic('warning', 'ZZT_LINE', `not a channel: ${line.trim()}`, at.file, at.line, 1),
            );
        });
        const created = builder.containers.length;
        return {
          changes: { replaceModules: [THROWAWAY_MODULE], create: builder.containers, update: [] },
          report: {
            created,
            changed: 0,
            removed: context.snapshot.containers.filter((c) => c.module === THROWAWAY_MODULE).length,
            notUnderstood,
            facts: { channels: created },
          },
          diagnostics: [...errors, ...notUnderstood],
          sourceMap: builder.sourceMap,
        };
      },
    },
  ],
  proposals: [
    {
      id: 'peers',
      label: { zh_cn: '为通道配对', en_us: 'Pair the channels' },
      description: {
        zh_cn: '为每个没有对端的通道建立一个对端通道',
        en_us: 'Adds a peer channel to every channel that has none',
      },
      unavailable: (snapshot) =>
        channelsOf(snapshot.containers).length === 0
          ? { zh_cn: '先添加至少一个通道', en_us: 'Add at least one channel first' }
          : undefined,
      propose(context) {
        const channels = channelsOf(context.snapshot.containers);
        const builder = new ContainerBuilder<SourcePosition>({
          module: THROWAWAY_MODULE,
          newId: context.newId,
          existing: channels,
        });
        let nextId = Math.max(-1, ...channels.map((c) => Number(c.values.ZztChannelId ?? 0))) + 1;
        const update: ContainerValue[] = [];
        for (const channel of channels) {
          if ((channel.references.ZztChannelPeerRef ?? []).length > 0) continue;
          const peer = builder.add({
            definitionPath: '/Zzt/ZztChannel',
            shortName: `${channel.shortName}_Peer`,
            values: { ZztChannelId: String(nextId++) },
            references: { ZztChannelPeerRef: [channel.id] },
          });
          update.push({ ...channel, references: { ...channel.references, ZztChannelPeerRef: [peer.id] } });
        }
        return {
          changes: { replaceModules: [], create: builder.containers, update },
          report: {
            created: builder.containers.length,
            changed: update.length,
            removed: 0,
            notUnderstood: [],
            facts: { peers: builder.containers.length },
          },
          diagnostics: [],
          sourceMap: builder.sourceMap,
        };
      },
    },
  ],
  exporters: [
    {
      id: 'zzt',
      description: { zh_cn: 'Zzt 通道文件', en_us: 'a Zzt channel file' },
      extension: '.zzt',
      export: ({ snapshot }) => ({
        text: channelsOf(snapshot.containers)
          .map((c) => `channel ${c.shortName} ${String(c.values.ZztChannelId ?? 0)}\n`)
          .join(''),
        diagnostics: [],
      }),
    },
  ],
};

/** Registers the throwaway module; the answer removes it again (tests leave the registry as they found it). */
export function registerThrowawayModule(): () => void {
  registerModulePlugin(THROWAWAY_PLUGIN);
  return () => unregisterModulePlugin(THROWAWAY_MODULE);
}
