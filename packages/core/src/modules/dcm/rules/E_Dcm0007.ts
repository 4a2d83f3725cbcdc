import { uniqueIdsRule } from '../../unique-ids.js';
import { DCM_PATHS } from '../definition.js';

/**
 * DiagnosticSessionControl (0x10) and SecurityAccess (0x27) select a row by its level: session levels are
 * unique among the session rows and security levels among the security rows. Source: SWS Dcm ECUC parameters
 * DcmDspSessionLevel and DcmDspSecurityLevel (the sub-function value a row answers).
 */
export const E_Dcm0007 = uniqueIdsRule(
  'E_Dcm0007',
  { zh_cn: '会话级别与安全级别各自唯一', en_us: 'Session levels and security levels are each unique' },
  [
    { holders: [{ path: DCM_PATHS.sessionRow, param: 'DcmDspSessionLevel' }] },
    { holders: [{ path: DCM_PATHS.securityRow, param: 'DcmDspSecurityLevel' }] },
  ],
);
