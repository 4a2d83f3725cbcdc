/** Importing this registers the throwaway module (for a worker thread, which starts from a script). */
import { registerThrowawayModule } from './index.js';

registerThrowawayModule();
