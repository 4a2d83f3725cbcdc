import { uniqueIdsRule } from '../../unique-ids.js';
import { DCM_PATHS } from '../definition.js';

/**
 * RoutineControl (0x31) selects a routine by its 16-bit identifier: two DcmDspRoutine containers with the same
 * DcmDspRoutineIdentifier cannot both be started. Source: ISO 14229-1 RoutineControl and SWS Dcm ECUC parameter
 * DcmDspRoutineIdentifier.
 */
export const E_Dcm0002 = uniqueIdsRule(
  'E_Dcm0002',
  { zh_cn: '例程标识符唯一', en_us: 'Routine identifiers are unique' },
  [{ holders: [{ path: DCM_PATHS.routine, param: 'DcmDspRoutineIdentifier' }] }],
);
