import { BusinessCode, importCanApply, importNeedsAcceptance, type ImportPreview } from '@ecuc/core/api';
import { fail, type Answer } from '../http/envelope.js';
import { message } from '../http/messages.js';

/**
 * Why an import planned as `preview` must not be written (the preview rides along in `data`): its input
 * holds nothing to take over (1042), or its result would have errors in the modules it writes and the user
 * did not accept them (1057). Undefined when it may be written.
 */
export function importRefusal(preview: ImportPreview, acceptErrors: boolean): Answer | undefined {
  if (!importCanApply(preview) && preview.nothingTaken)
    return fail(BusinessCode.WrongFileFormat, message('import.nothingTaken', { file: preview.file }), {
      preview,
    });
  if (importNeedsAcceptance(preview) && !acceptErrors)
    return fail(
      BusinessCode.IllegalOperation,
      message('import.resultHasErrors', {
        file: preview.file,
        count: preview.resultErrors.count,
        modules: preview.modules.join(', '),
      }),
      { preview },
    );
  return undefined;
}
