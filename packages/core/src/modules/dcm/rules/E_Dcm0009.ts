import { uniqueIdsRule } from '../../unique-ids.js';
import { DCM_PATHS } from '../definition.js';

/**
 * An OBD scan tool names a parameter by its PID (services $01/$02), a vehicle information by its INFOTYPE (service
 * $09) and an on-board test by its test id (service $08): each number is configured once. A PID served by both
 * $01 and $02 is one DcmDspPid with DcmDspPidService DCM_SERVICE_01_02. Source: ISO 15031-5 / SAE J1979 (one
 * PID, INFOTYPE or TID, one definition) and SWS Dcm ECUC parameters DcmDspPidIdentifier, DcmDspVehInfoInfoType
 * and DcmDspRequestControlTestId.
 */
export const E_Dcm0009 = uniqueIdsRule(
  'E_Dcm0009',
  {
    zh_cn: 'OBD 的 PID、INFOTYPE 与测试 ID 各自唯一',
    en_us: 'OBD PIDs, INFOTYPEs and test ids are each unique',
  },
  [
    { holders: [{ path: DCM_PATHS.pid, param: 'DcmDspPidIdentifier' }] },
    { holders: [{ path: DCM_PATHS.vehInfo, param: 'DcmDspVehInfoInfoType' }] },
    { holders: [{ path: DCM_PATHS.requestControl, param: 'DcmDspRequestControlTestId' }] },
  ],
);
