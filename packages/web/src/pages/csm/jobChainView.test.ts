import { describe, expect, it } from 'vitest';
import type { VerifyRow } from '@ecuc/core/verify';
import { cryptoJobChains, type ChainKeyElement, type ChainLink, type JobChain } from '@ecuc/core/modules';
import { cmacJob, CRYPTO_CHAIN } from '@ecuc/core/testing';
import {
  chainContainers,
  chainView,
  chosenChain,
  jobChoices,
  jobOfContainer,
  shortLiteral,
} from './jobChainView.js';

const text = (en: string) => ({ zh_cn: `中${en}`, en_us: en });

const link = (kind: ChainLink['kind'], module: ChainLink['module'], id: string | undefined): ChainLink =>
  id === undefined
    ? { kind, module, state: 'missing', problem: text(`no ${kind}`) }
    : { kind, module, id, name: `${kind}_0`, path: `/${module}/${kind}_0`, state: 'ok' };

const macKey: ChainKeyElement = {
  id: 'el1',
  name: 'MacKey',
  elementId: 1,
  size: 16,
  role: text('MAC key'),
  needed: true,
  present: true,
};

/** A complete AES-CMAC job chain, its containers named `<kind>` unless given otherwise. */
function chain(jobId = 'job', change: Partial<JobChain> = {}): JobChain {
  return {
    job: { id: jobId, name: `Job_${jobId}`, path: `/Csm/CsmJobs/Job_${jobId}` },
    service: 'MAC_GENERATE',
    family: 'CRYPTO_ALGOFAM_AES',
    mode: 'CRYPTO_ALGOMODE_CMAC',
    processing: 'CSM_SYNCHRONOUS',
    processingPath: [
      link('job', 'Csm', jobId),
      link('queue', 'Csm', 'queue'),
      link('channel', 'CryIf', 'channel'),
      link('driverObject', 'Crypto', 'object'),
      link('primitive', 'Crypto', 'primitive'),
    ],
    keyPath: [
      link('job', 'Csm', jobId),
      link('csmKey', 'Csm', 'csmKey'),
      link('cryIfKey', 'CryIf', 'cryIfKey'),
      link('cryptoKey', 'Crypto', 'cryptoKey'),
      link('keyType', 'Crypto', 'keyType'),
    ],
    keyElements: [macKey],
    complete: true,
    ...change,
  };
}

const finding = (code: string, containerId: string): VerifyRow => ({
  type: 'error',
  code,
  message: code,
  path: '/',
  containerId,
});

describe('the Csm job chain view', () => {
  it('draws a complete chain as ok boxes that open their containers, without problems', () => {
    const view = chainView(chain(), [], 'en_us');
    expect(view.complete).toBe(true);
    expect(view.problems).toBe(0);
    expect(view.processingPath.map((box) => [box.kind, box.module, box.containerId, box.state])).toEqual([
      ['job', 'Csm', 'job', 'ok'],
      ['queue', 'Csm', 'queue', 'ok'],
      ['channel', 'CryIf', 'channel', 'ok'],
      ['driverObject', 'Crypto', 'object', 'ok'],
      ['primitive', 'Crypto', 'primitive', 'ok'],
    ]);
    expect(view.keyPath.map((box) => box.kind)).toEqual([
      'job',
      'csmKey',
      'cryIfKey',
      'cryptoKey',
      'keyType',
    ]);
    expect(view.keyElements).toEqual([
      {
        key: 'el1',
        containerId: 'el1',
        name: 'MacKey',
        elementId: 1,
        size: 16,
        role: 'MAC key',
        needed: true,
        present: true,
        state: 'ok',
        problem: undefined,
        findings: 0,
      },
    ]);
    expect(view.primitive).toEqual({
      service: 'MAC_GENERATE',
      family: 'CRYPTO_ALGOFAM_AES',
      mode: 'CRYPTO_ALGOMODE_CMAC',
      processing: 'CSM_SYNCHRONOUS',
    });
  });

  it.each([
    ['en_us', 'no queue', 'needs a MAC key'],
    ['zh_cn', '中no queue', '中needs a MAC key'],
  ] as const)(
    'gives missing and broken links their problem in %s',
    (language, queueProblem, elementProblem) => {
      const broken = chain('job', {
        complete: false,
        processingPath: chain().processingPath.map((l) =>
          l.kind === 'queue' ? link('queue', 'Csm', undefined) : l,
        ),
        keyElements: [
          {
            ...macKey,
            id: undefined,
            name: undefined,
            size: undefined,
            present: false,
            problem: text('needs a MAC key'),
          },
        ],
      });
      const view = chainView(broken, [], language);
      const queue = view.processingPath[1];
      expect([queue?.state, queue?.containerId, queue?.name, queue?.problem]).toEqual([
        'missing',
        undefined,
        undefined,
        queueProblem,
      ]);
      expect(view.keyElements.map((row) => [row.key, row.state, row.problem])).toEqual([
        ['element-1', 'missing', elementProblem],
      ]);
      expect(view.keyPath.map((box) => box.state)).toEqual(['ok', 'ok', 'ok', 'ok', 'broken']);
      expect(view.problems).toBe(3);
      expect(view.complete).toBe(false);
    },
  );

  it.each([
    // needed, present, problem → state
    [true, true, undefined, 'ok'],
    [true, false, undefined, 'missing'],
    [true, false, text('absent'), 'missing'],
    [true, true, text('wrong size'), 'broken'],
    [false, true, undefined, 'ok'],
  ] as const)(
    'a key element needed %s, present %s, with problem %j is %s',
    (needed, present, problem, state) => {
      const view = chainView(
        chain('job', { keyElements: [{ ...macKey, needed, present, problem }] }),
        [],
        'en_us',
      );
      expect(view.keyElements[0]?.state).toBe(state);
    },
  );

  it('marks a broken link and counts the findings on each box and on the chain', () => {
    const broken = chain('job', {
      complete: false,
      processingPath: chain().processingPath.map((l) =>
        l.kind === 'driverObject'
          ? { ...l, state: 'broken' as const, problem: text('does not run MAC_GENERATE') }
          : l,
      ),
    });
    const findings = [
      finding('E_Csm0002', 'object'),
      finding('E_Csm0001', 'job'),
      finding('E_Csm0002', 'object'),
      finding('E_Csm0003', 'el1'),
      finding('E_Dcm0001', 'elsewhere'),
    ];
    const view = chainView(broken, findings, 'en_us');
    const object = view.processingPath[3];
    expect([object?.state, object?.problem, object?.findings]).toEqual([
      'broken',
      'does not run MAC_GENERATE',
      2,
    ]);
    expect(view.processingPath[0]?.findings).toBe(1);
    expect(view.keyElements[0]?.findings).toBe(1);
    expect(view.findings).toHaveLength(4);
    expect(view.codes).toEqual(['E_Csm0002', 'E_Csm0001', 'E_Csm0003']);
    expect(view.problems).toBe(1);
  });

  it('lists the jobs with their state and findings, and picks the chosen one else the first', () => {
    const chains = [chain('a'), chain('b', { complete: false })];
    expect(jobChoices(chains, [finding('E_Csm0001', 'b'), finding('E_Csm0002', 'queue')])).toEqual([
      { id: 'a', name: 'Job_a', complete: true, findings: 1 },
      { id: 'b', name: 'Job_b', complete: false, findings: 2 },
    ]);
    expect(chosenChain(chains, 'b')?.job.id).toBe('b');
    expect(chosenChain(chains, 'gone')?.job.id).toBe('a');
    expect(chosenChain(chains, undefined)?.job.id).toBe('a');
    expect(chosenChain([], 'a')).toBeUndefined();
  });

  it.each([
    ['b', 'b'],
    ['queue', 'a'],
    ['el1', 'a'],
    ['unrelated', undefined],
  ])('follows a link to container %s to job %s', (containerId, job) => {
    expect(jobOfContainer([chain('a'), chain('b')], containerId)).toBe(job);
  });

  it('names the containers of a chain, not the missing links', () => {
    const partial = chain('job', { keyPath: [link('job', 'Csm', 'job'), link('csmKey', 'Csm', undefined)] });
    expect([...chainContainers(partial)].sort()).toEqual([
      'channel',
      'el1',
      'job',
      'object',
      'primitive',
      'queue',
    ]);
  });

  it.each([
    ['CRYPTO_ALGOFAM_AES', 'AES'],
    ['CRYPTO_ALGOMODE_CMAC', 'CMAC'],
    ['CSM_ASYNCHRONOUS', 'ASYNCHRONOUS'],
    ['MAC_GENERATE', 'MAC_GENERATE'],
    [undefined, undefined],
  ])('shortens %s to %s', (literal, short) => {
    expect(shortLiteral(literal)).toBe(short);
  });

  it("draws core's AES-CMAC job complete, and its MAC key element missing once the key type names none", () => {
    const fixture = cmacJob();
    const [complete] = cryptoJobChains(fixture.snapshot()).map((chain) => chainView(chain, [], 'en_us'));
    expect(complete?.complete).toBe(true);
    expect(complete?.problems).toBe(0);
    expect(complete?.processingPath.map((box) => [box.kind, box.module, box.state])).toEqual([
      ['job', 'Csm', 'ok'],
      ['queue', 'Csm', 'ok'],
      ['channel', 'CryIf', 'ok'],
      ['driverObject', 'Crypto', 'ok'],
      ['primitive', 'Crypto', 'ok'],
    ]);
    expect(complete?.keyElements.map((row) => [row.elementId, row.size, row.state])).toEqual([[1, 16, 'ok']]);
    expect([complete?.primitive.family, complete?.primitive.mode].map(shortLiteral)).toEqual(['AES', 'CMAC']);

    fixture.set(CRYPTO_CHAIN.keyType, {}, { CryptoKeyElementRef: [] });
    const [missing] = cryptoJobChains(fixture.snapshot()).map((chain) => chainView(chain, [], 'en_us'));
    expect(missing?.complete).toBe(false);
    expect(missing?.keyElements.map((row) => [row.elementId, row.needed, row.present, row.state])).toEqual([
      [1, true, false, 'missing'],
    ]);
    expect(missing?.keyPath.at(-1)?.state).toBe('broken');
  });
});
