import { uniqueIdsRule } from '../../unique-ids.js';
import { DCM_PATHS } from '../definition.js';

/**
 * A tester names a data identifier by its 16-bit value (ReadDataByIdentifier 0x22 and the other DID services):
 * two DcmDspDid containers with the same DcmDspDidIdentifier cannot both be served. Source: ISO 14229-1 (a
 * DID identifies one data record) and SWS Dcm ECUC parameter DcmDspDidIdentifier.
 */
export const E_Dcm0001 = uniqueIdsRule(
  'E_Dcm0001',
  { zh_cn: 'DID 标识符唯一', en_us: 'DID identifiers are unique' },
  [{ holders: [{ path: DCM_PATHS.did, param: 'DcmDspDidIdentifier' }] }],
);
