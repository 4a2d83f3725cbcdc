import { STATE_OK, type ApiResponse, type BusinessCode } from '@ecuc/core/api';
import type { Language } from '@ecuc/core/i18n';
import { isServerText, sayIn, type ServerText } from './messages.js';

/**
 * A handler's answer: the envelope, sent with HTTP 200. Its `message` is not yet in any language: it is said
 * in the request's language when the answer is written (`writtenAnswer`).
 */
export interface Answer {
  state: number;
  data: unknown;
  message?: ServerText;
}

export function ok<T>(data: T): ApiResponse<T> & { message?: never } {
  return { state: STATE_OK, data };
}

/** A refusal with the spec's code, what it says (`message(key, params)`, or none: the code's own text) and data. */
export function fail(state: BusinessCode, message?: ServerText, data: unknown = null): Answer {
  return message === undefined ? { state, data } : { state, data, message };
}

/** An answer (or any payload) as it is sent: a message not yet said is said in `language`. */
export function writtenAnswer<T>(payload: T, language: Language): T {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return payload;
  const { message } = payload;
  return isServerText(message) ? { ...payload, message: sayIn(language, message) } : payload;
}

/**
 * An answer with an HTTP status of its own (401, 600, 601, 602, 603, 404). Thrown from anywhere
 * below a route; the error handler turns it into the response, in the request's language.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly text: ServerText,
    readonly data: unknown = null,
  ) {
    super(sayIn('en_us', text));
  }
  /** The answer, before it is written. */
  get answer(): Answer {
    return { state: this.status, data: this.data, message: this.text };
  }
}

/**
 * A business failure thrown from deep inside a transaction (rolls it back), answered with HTTP 200. Its text is
 * said in the request's language by the code that writes the answer (the request is not known down here).
 */
export class BusinessProblem extends Error {
  constructor(
    readonly state: BusinessCode,
    /** Without one, the answer has no message, so that the browser shows the code's own text. */
    readonly text?: ServerText,
    readonly data: unknown = null,
  ) {
    super(text === undefined ? `business state ${state}` : sayIn('en_us', text));
  }
  get answer(): Answer {
    return fail(this.state, this.text, this.data);
  }
}
