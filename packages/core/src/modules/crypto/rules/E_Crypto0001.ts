import type { ContainerValue } from '../../../ecuc/store-types.js';
import type { ModuleRule, VerifyRow } from '../../../verify/types.js';
import { CRYPTO_PATHS } from '../definition.js';

const REPEATED = {
  zh_cn: '密钥类型中的密钥元素 {first} 与 {second} 具有相同的 CryptoKeyElementId {elementId}',
  en_us: 'The key elements {first} and {second} of the key type share CryptoKeyElementId {elementId}',
};

/**
 * Within a key type the key elements have distinct CryptoKeyElementIds: a job addresses an element of its key by
 * this id (Crypto_KeyElementGet/Set, the MAC key 1, the seed state 3...), so two elements with one id leave it
 * undetermined which one is meant. Reported on the key type at CryptoKeyElementRef, once per repeated element.
 * Source: SWS_CryptoDriver R4.4 chapter 7.2 (keys and key elements: a key element is identified within its key
 * by its CryptoKeyElementId), chapter 10 (CryptoKeyType, CryptoKeyElementRef).
 */
export const E_Crypto0001: ModuleRule = {
  code: 'E_Crypto0001',
  severity: 'error',
  description: {
    zh_cn: '每个密钥类型中的密钥元素 id 唯一',
    en_us: 'Key element ids are unique within each key type',
  },
  check(ctx) {
    const rows: VerifyRow[] = [];
    for (const keyType of ctx.containersOf(CRYPTO_PATHS.keyType)) {
      const seen = new Map<bigint, ContainerValue>();
      const elements = new Set<string>();
      for (const id of keyType.references.CryptoKeyElementRef ?? []) {
        const element = ctx.container(id);
        if (!element || elements.has(element.id)) continue;
        elements.add(element.id);
        const elementId = ctx.integer(element, 'CryptoKeyElementId');
        if (elementId === undefined) continue;
        const first = seen.get(elementId);
        if (!first) {
          seen.set(elementId, element);
          continue;
        }
        rows.push(
          ctx.report(
            keyType,
            REPEATED,
            { first: first.shortName, second: element.shortName, elementId: String(elementId) },
            'CryptoKeyElementRef',
          ),
        );
      }
    }
    return rows;
  },
};
