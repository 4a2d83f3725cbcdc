import axios, { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { HttpStatus, STATE_OK } from '@ecuc/core/api';
import type { ApiResponse } from '@ecuc/core/api';
import { storedLanguage } from '../i18n/language.js';
import { LOGIN_PATH, PROJECT_ID_KEY, USER_PATH } from '../paths.js';
import { TOAST_DURATION_MS, createToastGate } from './toastGate.js';
import type { Notify, NoticeKind } from './toastGate.js';

/** Requests that fail without any response are retried this often, this far apart (spec section 9). */
export const RETRY_COUNT = 4;
export const RETRY_DELAY_MS = 1000;
/** A downloaded blob smaller than this is read as text and checked for an error state. */
export const SMALL_BLOB_BYTES = 500;

/** The part of localStorage the client reads on every request. */
export interface ClientStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

export interface HttpClientOptions {
  /** Navigation that must happen even when the page has unsaved changes (session ended, permission lost). */
  navigate: (path: string) => void;
  /** Raw toast sink; the client applies the 500 ms debounce itself. */
  notify: Notify;
  translate: (key: string, params?: Record<string, string | number>) => string;
  storage: ClientStorage;
  /** Status 603: the page needs a module the project has not enabled. */
  askEnableModule?: (moduleName: string) => void;
  /** Business state 1060: the data on screen is stale. */
  onDataMissing?: () => void;
  adapter?: AxiosAdapter;
  baseURL?: string;
  retryCount?: number;
  retryDelayMs?: number;
}

/** Per-call options. */
export interface CallOptions {
  /** Business states the caller handles itself: no toast for them (the call still rejects). */
  quietStates?: readonly number[];
  signal?: AbortSignal;
}

/** A call whose answer carried a state other than STATE_OK. The message has been shown already unless quiet. */
export class BusinessError extends Error {
  constructor(
    readonly state: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** A call that ended in an HTTP status the client handled (401, 404, 500, 600...). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** A call that never got an answer, after every retry. */
export class NetworkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NetworkError';
  }
}

export interface EcucHttpClient {
  readonly axios: AxiosInstance;
  /** POST JSON; resolves with `data` of the envelope when `state` is STATE_OK. */
  post<T>(url: string, body?: unknown, options?: CallOptions): Promise<T>;
  /** GET with query parameters; same envelope handling as post. */
  get<T>(url: string, params?: Record<string, string | number>, options?: CallOptions): Promise<T>;
  /** POST application/x-www-form-urlencoded (the /ecuc/* calls and /generate/check). */
  postForm<T>(
    url: string,
    fields: Record<string, string | number | boolean>,
    options?: CallOptions,
  ): Promise<T>;
  /** GET a file; a blob under 500 bytes carrying an error state rejects with BusinessError. */
  download(url: string, params?: Record<string, string | number>, options?: CallOptions): Promise<Blob>;
  /** As `download`, with the answer's headers (what the server says about the file, e.g. export warnings). */
  downloadFile(
    url: string,
    params?: Record<string, string | number>,
    options?: CallOptions,
  ): Promise<DownloadedFile>;
}

/** A downloaded file and the headers of its answer (names in lower case). */
export interface DownloadedFile {
  blob: Blob;
  headers: Readonly<Record<string, string>>;
}

/** An answer's headers as plain strings, names in lower case (several values of one name joined). */
function headersOf(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof headers !== 'object' || headers === null) return out;
  const plain =
    typeof (headers as { toJSON?: unknown }).toJSON === 'function'
      ? (headers as { toJSON: () => Record<string, unknown> }).toJSON()
      : (headers as Record<string, unknown>);
  for (const [name, value] of Object.entries(plain)) {
    if (value === undefined || value === null) continue;
    out[name.toLowerCase()] = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  }
  return out;
}

interface RetryState {
  retriesDone?: number;
}

type RetryableConfig = InternalAxiosRequestConfig & { ecucRetry?: RetryState };

function isEnvelope(value: unknown): value is ApiResponse {
  return (
    typeof value === 'object' && value !== null && typeof (value as { state?: unknown }).state === 'number'
  );
}

/** The module named by a 603 answer: `data` as a string, or a name field of `data`, or the message. */
export function moduleNameOf(body: unknown): string {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null) return '';
  const envelope = body as { data?: unknown; message?: unknown };
  const data = envelope.data;
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null) {
    for (const field of ['moduleName', 'name', 'module', 'abbreviation']) {
      const value = (data as Record<string, unknown>)[field];
      if (typeof value === 'string') return value;
    }
  }
  return typeof envelope.message === 'string' ? envelope.message : '';
}

/**
 * The one HTTP client of the app (spec sections 7 and 8): credentials, the projectId header read
 * on each request, status handling, retry of requests without a response, toasts debounced, and
 * results handed over only when `state` is STATE_OK.
 */
export function createHttpClient(options: HttpClientOptions): EcucHttpClient {
  const retryCount = options.retryCount ?? RETRY_COUNT;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const toast = createToastGate(options.notify);
  const { translate: t } = options;

  const show = (text: string, kind: NoticeKind = 'error'): void => {
    toast({ kind, text, durationMs: TOAST_DURATION_MS });
  };

  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    withCredentials: true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    const projectId = options.storage.getItem(PROJECT_ID_KEY);
    if (projectId) config.headers.set('projectId', projectId);
    else config.headers.delete('projectId');
    // Always the UI's language (zh_cn until another is chosen), so that server messages match the UI.
    config.headers.set('language', storedLanguage(options.storage));
    return config;
  });

  const handleStatus = (status: number, body: unknown): void => {
    switch (status) {
      case HttpStatus.Unauthorized:
        options.navigate(LOGIN_PATH);
        return;
      case HttpStatus.Forbidden:
        return;
      case HttpStatus.NotFound:
        show(t('http.404'));
        return;
      case HttpStatus.ServerError:
        show(t('http.500'));
        return;
      case HttpStatus.NoProjectPermission:
        options.storage.removeItem(PROJECT_ID_KEY);
        show(t('http.600'));
        options.navigate(USER_PATH);
        return;
      case HttpStatus.LoggedInElsewhere:
      case HttpStatus.AccountMissing:
        show(t(`http.${status}`));
        options.navigate(LOGIN_PATH);
        return;
      case HttpStatus.RouteNotPermitted: {
        const moduleName = moduleNameOf(body);
        if (options.askEnableModule) options.askEnableModule(moduleName);
        else show(t('http.603', { module: moduleName }), 'warning');
        return;
      }
      default:
        show(t('http.codeError', { status }));
    }
  };

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!(error instanceof AxiosError)) throw error;
    if (error.code === AxiosError.ERR_CANCELED) throw error;
    if (error.response) {
      handleStatus(error.response.status, error.response.data);
      throw new HttpStatusError(error.response.status);
    }
    const config = error.config as RetryableConfig | undefined;
    if (config) {
      const retry = (config.ecucRetry ??= {});
      const done = retry.retriesDone ?? 0;
      if (done < retryCount) {
        retry.retriesDone = done + 1;
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        return instance.request(config);
      }
    }
    show(t('http.network'));
    throw new NetworkError(error.message);
  });

  const messageOf = (envelope: ApiResponse): string => {
    if (typeof envelope.message === 'string' && envelope.message !== '') return envelope.message;
    const key = `state.${envelope.state}`;
    const text = t(key);
    return text === key ? t('http.unknownState', { state: envelope.state }) : text;
  };

  const unwrap = <T>(response: AxiosResponse<unknown>, call: CallOptions | undefined): T => {
    const body = response.data;
    if (!isEnvelope(body)) {
      show(t('http.badAnswer'));
      throw new BusinessError(-1, t('http.badAnswer'), body);
    }
    if (body.state === STATE_OK) return body.data as T;
    const message = messageOf(body);
    if (!call?.quietStates?.includes(body.state)) show(message);
    if (body.state === 1060) options.onDataMissing?.();
    throw new BusinessError(body.state, message, body.data);
  };

  const signalOf = (call: CallOptions | undefined) => (call?.signal ? { signal: call.signal } : {});

  const downloadFile = async (
    url: string,
    params?: Record<string, string | number>,
    call?: CallOptions,
  ): Promise<DownloadedFile> => {
    const response = await instance.get<Blob>(url, { params, responseType: 'blob', ...signalOf(call) });
    const file = { blob: response.data, headers: headersOf(response.headers) };
    if (file.blob.size >= SMALL_BLOB_BYTES) return file;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.blob.text());
    } catch {
      return file;
    }
    if (isEnvelope(parsed) && parsed.state !== STATE_OK) {
      const message = messageOf(parsed);
      if (!call?.quietStates?.includes(parsed.state)) show(message);
      throw new BusinessError(parsed.state, message, parsed.data);
    }
    return file;
  };

  return {
    axios: instance,
    async post<T>(url: string, body?: unknown, call?: CallOptions): Promise<T> {
      const response = await instance.post<unknown>(url, body ?? {}, signalOf(call));
      return unwrap<T>(response, call);
    },
    async get<T>(url: string, params?: Record<string, string | number>, call?: CallOptions): Promise<T> {
      const response = await instance.get<unknown>(url, { params, ...signalOf(call) });
      return unwrap<T>(response, call);
    },
    async postForm<T>(
      url: string,
      fields: Record<string, string | number | boolean>,
      call?: CallOptions,
    ): Promise<T> {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
      const response = await instance.post<unknown>(url, form.toString(), {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        ...signalOf(call),
      });
      return unwrap<T>(response, call);
    },
    async download(url: string, params?: Record<string, string | number>, call?: CallOptions): Promise<Blob> {
      return (await downloadFile(url, params, call)).blob;
    },
    downloadFile,
  };
}
