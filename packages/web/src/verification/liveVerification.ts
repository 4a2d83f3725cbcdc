import type { ContainerValue, ModuleDef, ProjectSnapshot } from '@ecuc/core/ecuc';
import type { Language } from '@ecuc/core/i18n';
import { createProjectVerifier, type ProjectVerifier, type VerifyResult } from '@ecuc/core/verify';
import { withCandidates } from '../editor/snapshotIndex.js';

/** How long verification waits after the last change before it runs (typing stays smooth). */
export const VERIFY_DEBOUNCE_MS = 150;

/** What the live verification shows at one moment. */
export interface LiveVerificationState {
  /** The snapshot verified (with candidates), null before the first run. */
  snapshot: ProjectSnapshot | null;
  result: VerifyResult;
  /** Milliseconds the last run took. */
  lastRunMs: number;
}

export interface LiveVerificationOptions {
  definitions: readonly ModuleDef[];
  language: Language;
  debounceMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
}

const EMPTY_RESULT: VerifyResult = { errList: [], warningList: [] };

/**
 * Verification in the browser: the project snapshot (from the query cache) plus candidate containers
 * (what an open dialog holds, unsaved) is verified with the same function as the server, debounced,
 * and incremental between runs (the verifier re-checks only what changed).
 */
export class LiveVerification {
  private verifier: ProjectVerifier;
  private definitions: readonly ModuleDef[];
  private language: Language;
  private snapshot: ProjectSnapshot | null = null;
  private candidates: readonly ContainerValue[] = [];
  private timer: unknown = undefined;
  private state: LiveVerificationState = { snapshot: null, result: EMPTY_RESULT, lastRunMs: 0 };
  private readonly listeners = new Set<() => void>();
  private readonly debounceMs: number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly now: () => number;

  constructor(options: LiveVerificationOptions) {
    this.language = options.language;
    this.definitions = options.definitions;
    this.verifier = createProjectVerifier(options.definitions, { language: options.language });
    this.debounceMs = options.debounceMs ?? VERIFY_DEBOUNCE_MS;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer =
      options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
    this.now = options.now ?? (() => performance.now());
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): LiveVerificationState => this.state;

  /** The project as stored (or as the cache holds it); null forgets the project. */
  setSnapshot(snapshot: ProjectSnapshot | null): void {
    if (snapshot === this.snapshot) return;
    this.snapshot = snapshot;
    if (snapshot === null) {
      this.cancel();
      this.candidates = [];
      this.publish({ snapshot: null, result: EMPTY_RESULT, lastRunMs: 0 });
      return;
    }
    this.schedule();
  }

  /** Unsaved containers to verify in place of the stored ones (an empty list when the dialog closes). */
  setCandidates(candidates: readonly ContainerValue[]): void {
    if (candidates.length === 0 && this.candidates.length === 0) return;
    this.candidates = candidates;
    this.schedule();
  }

  setLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    this.verifier = createProjectVerifier(this.definitions, { language });
    this.schedule();
  }

  /** The definitions to verify against (shipped plus the project's vendor ones); a new list re-verifies all. */
  setDefinitions(definitions: readonly ModuleDef[]): void {
    if (definitions === this.definitions) return;
    this.definitions = definitions;
    this.verifier = createProjectVerifier(definitions, { language: this.language });
    this.schedule();
  }

  /** Runs now instead of after the debounce (e.g. before reading the result for a download). */
  flush(): LiveVerificationState {
    if (this.timer !== undefined) {
      this.cancel();
      this.run();
    }
    return this.state;
  }

  private schedule(): void {
    this.cancel();
    this.timer = this.setTimer(() => {
      this.timer = undefined;
      this.run();
    }, this.debounceMs);
  }

  private cancel(): void {
    if (this.timer !== undefined) this.clearTimer(this.timer);
    this.timer = undefined;
  }

  private run(): void {
    if (!this.snapshot) return;
    const verified = withCandidates(this.snapshot, this.candidates);
    const started = this.now();
    const result = this.verifier.verify(verified);
    this.publish({ snapshot: verified, result, lastRunMs: this.now() - started });
  }

  private publish(state: LiveVerificationState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
