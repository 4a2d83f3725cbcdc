import { STATE_OK, type ApiResponse, type BusinessCode } from '@ecuc/core/api';

/** A handler's answer: the envelope, sent with HTTP 200. */
export type Answer = ApiResponse<unknown>;

export function ok<T>(data: T): ApiResponse<T> {
  return { state: STATE_OK, data };
}

export function fail(state: BusinessCode, message?: string, data: unknown = null): Answer {
  return message === undefined ? { state, data } : { state, data, message };
}

/**
 * An answer with an HTTP status of its own (401, 600, 601, 602, 603, 404). Thrown from anywhere
 * below a route; the error handler turns it into the response.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** A business failure thrown from deep inside a transaction (rolls it back), answered with HTTP 200. */
export class BusinessProblem extends Error {
  /** Answered without a message when none is given, so that the browser shows the code's own text. */
  private readonly told: boolean;
  constructor(
    readonly state: BusinessCode,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? `business state ${state}`);
    this.told = message !== undefined;
  }
  get answer(): Answer {
    return fail(this.state, this.told ? this.message : undefined, this.data);
  }
}
