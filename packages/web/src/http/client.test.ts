import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { STATE_OK } from '@ecuc/core/api';
import { BusinessError, HttpStatusError, NetworkError, createHttpClient, moduleNameOf } from './client.js';
import type { HttpClientOptions } from './client.js';
import type { Notice } from './toastGate.js';

type Reply = { status: number; body: unknown; headers?: Record<string, string> } | 'network';

/** A fake transport: answers the queued replies in order and records every request. */
function fakeServer(replies: Reply[]) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  return { adapter, requests };
}

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    removeItem: (key: string) => void values.delete(key),
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const texts: Record<string, string> = {
  'http.404': '404 request path wrong, contact admin',
  'http.500': 'server error',
  'http.600': 'no project permission',
  'http.601': 'logged in elsewhere',
  'http.602': 'account missing',
  'http.603': 'enable {module}',
  'http.codeError': 'code error {status}',
  'http.network': 'network failure',
  'http.unknownState': 'unknown error {state}',
  'http.badAnswer': 'bad answer',
  'state.1050': 'Name already exists',
};
const translate = (key: string, params?: Record<string, string | number>) =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(params?.[name] ?? ''));

function setup(
  replies: Reply[],
  extra: Partial<HttpClientOptions> = {},
  stored: Record<string, string> = {},
) {
  const server = fakeServer(replies);
  const notices: Notice[] = [];
  const navigations: string[] = [];
  const storage = memoryStorage(stored);
  const client = createHttpClient({
    adapter: server.adapter,
    navigate: (path) => navigations.push(path),
    notify: (notice) => notices.push(notice),
    translate,
    storage,
    ...extra,
  });
  return { client, notices, navigations, storage, requests: server.requests };
}

const ok = (data: unknown): Reply => ({ status: 200, body: { state: STATE_OK, data } });

describe('http client: envelope', () => {
  it('hands over data only when state is STATE_OK', async () => {
    const { client, notices } = setup([ok({ email: 'a@b.c' })]);
    await expect(client.post('/user/getLoginUserData')).resolves.toEqual({ email: 'a@b.c' });
    expect(notices).toEqual([]);
  });

  it('rejects a business state with the code text and shows it for 2000 ms', async () => {
    const { client, notices } = setup([{ status: 200, body: { state: 1050, data: null } }]);
    const failure = await client.post('/vkproject/addData', { name: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BusinessError);
    expect((failure as BusinessError).state).toBe(1050);
    expect(notices).toEqual([{ kind: 'error', text: 'Name already exists', durationMs: 2000 }]);
  });

  it('lets the server message override the code text', async () => {
    const { client, notices } = setup([
      { status: 200, body: { state: 1050, data: null, message: 'P1 exists' } },
    ]);
    await expect(client.post('/vkproject/addData')).rejects.toThrow('P1 exists');
    expect(notices[0]?.text).toBe('P1 exists');
  });

  it('names unknown states as unknown errors', async () => {
    const { client, notices } = setup([{ status: 200, body: { state: 4242, data: null } }]);
    await expect(client.post('/x')).rejects.toBeInstanceOf(BusinessError);
    expect(notices[0]?.text).toBe('unknown error 4242');
  });

  it('keeps quiet about states the caller handles but still rejects', async () => {
    const { client, notices } = setup([{ status: 200, body: { state: 1017, data: null } }]);
    await expect(client.post('/user/login', {}, { quietStates: [1017] })).rejects.toMatchObject({
      state: 1017,
    });
    expect(notices).toEqual([]);
  });

  it('asks for a refresh on state 1060', async () => {
    const onDataMissing = vi.fn();
    const { client } = setup([{ status: 200, body: { state: 1060, data: null } }], { onDataMissing });
    await expect(client.post('/canif/updateIdData')).rejects.toBeInstanceOf(BusinessError);
    expect(onDataMissing).toHaveBeenCalledOnce();
  });

  it('rejects an answer without an envelope', async () => {
    const { client, notices } = setup([{ status: 200, body: '<html>' }]);
    await expect(client.post('/x')).rejects.toBeInstanceOf(BusinessError);
    expect(notices[0]?.text).toBe('bad answer');
  });
});

describe('http client: request headers', () => {
  it('reads projectId from storage on each request and sends credentials', async () => {
    const { client, storage, requests } = setup([ok(1)], {}, { projectId: '7' });
    await client.post('/module/getListData', { project: 7 });
    storage.setItem('projectId', '9');
    await client.post('/module/getListData', { project: 9 });
    storage.removeItem('projectId');
    await client.post('/vkproject/getMyProjectListData');
    expect(requests.map((r) => r.headers.get('projectId'))).toEqual(['7', '9', undefined]);
    expect(requests.every((r) => r.withCredentials === true)).toBe(true);
  });

  it("names the UI's language on every request: zh_cn until another is chosen", async () => {
    const { client, storage, requests } = setup([ok(1)]);
    await client.post('/user/login');
    storage.setItem('language', 'en_us');
    await client.post('/user/login');
    storage.setItem('language', 'fr_fr');
    await client.post('/user/login');
    expect(requests.map((r) => r.headers.get('language'))).toEqual(['zh_cn', 'en_us', 'zh_cn']);
  });

  it('posts form-encoded fields', async () => {
    const { client, requests } = setup([ok(null)]);
    await client.postForm('/ecuc/add', { project: 3, name: 'a b' });
    expect(requests[0]?.data).toBe('project=3&name=a+b');
    expect(String(requests[0]?.headers.get('Content-Type'))).toContain('application/x-www-form-urlencoded');
  });
});

describe('http client: HTTP statuses', () => {
  it('401 goes to login', async () => {
    const { client, navigations, notices } = setup([{ status: 401, body: {} }]);
    await expect(client.post('/user/getLoginUserData')).rejects.toBeInstanceOf(HttpStatusError);
    expect(navigations).toEqual(['/lg-reg/login']);
    expect(notices).toEqual([]);
  });

  it('403 does nothing', async () => {
    const { client, navigations, notices } = setup([{ status: 403, body: {} }]);
    await expect(client.post('/x')).rejects.toMatchObject({ status: 403 });
    expect(navigations).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('404 shows the wrong-path toast', async () => {
    const { client, notices } = setup([{ status: 404, body: {} }]);
    await expect(client.post('/nowhere')).rejects.toMatchObject({ status: 404 });
    expect(notices.map((n) => n.text)).toEqual(['404 request path wrong, contact admin']);
  });

  it('500 shows the server error toast', async () => {
    const { client, notices } = setup([{ status: 500, body: {} }]);
    await expect(client.post('/x')).rejects.toMatchObject({ status: 500 });
    expect(notices.map((n) => n.text)).toEqual(['server error']);
  });

  it('600 clears the current project and goes to /user', async () => {
    const { client, navigations, storage, notices } = setup(
      [{ status: 600, body: {} }],
      {},
      { projectId: '4' },
    );
    await expect(client.post('/os/getProjectIdListData')).rejects.toMatchObject({ status: 600 });
    expect(storage.values.has('projectId')).toBe(false);
    expect(navigations).toEqual(['/user']);
    expect(notices.map((n) => n.text)).toEqual(['no project permission']);
  });

  it.each([
    [601, 'logged in elsewhere'],
    [602, 'account missing'],
  ])('%i goes to login with its message', async (status, text) => {
    const { client, navigations, notices } = setup([{ status, body: {} }]);
    await expect(client.post('/x')).rejects.toMatchObject({ status });
    expect(navigations).toEqual(['/lg-reg/login']);
    expect(notices.map((n) => n.text)).toEqual([text]);
  });

  it('603 asks to enable the module named in the answer', async () => {
    const askEnableModule = vi.fn();
    const { client } = setup([{ status: 603, body: { state: 603, data: 'CanIf' } }], { askEnableModule });
    await expect(client.post('/canif/getProjectIdListData')).rejects.toMatchObject({ status: 603 });
    expect(askEnableModule).toHaveBeenCalledWith('CanIf');
  });

  it('603 without a dialog falls back to a toast naming the module', async () => {
    const { client, notices } = setup([{ status: 603, body: { data: { moduleName: 'Dcm' } } }]);
    await expect(client.post('/dcm/getProjectIdListData')).rejects.toMatchObject({ status: 603 });
    expect(notices.map((n) => n.text)).toEqual(['enable Dcm']);
  });

  it('other statuses show the generic code error', async () => {
    const { client, notices } = setup([{ status: 418, body: {} }]);
    await expect(client.post('/x')).rejects.toMatchObject({ status: 418 });
    expect(notices.map((n) => n.text)).toEqual(['code error 418']);
  });
});

describe('moduleNameOf', () => {
  it('reads the name from the usual places', () => {
    expect(moduleNameOf({ data: 'Os' })).toBe('Os');
    expect(moduleNameOf({ data: { name: 'Com' } })).toBe('Com');
    expect(moduleNameOf({ message: 'NvM' })).toBe('NvM');
    expect(moduleNameOf(null)).toBe('');
  });
});

describe('http client: toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the same text once within 500 ms, and again after', async () => {
    const { client, notices } = setup([{ status: 500, body: {} }]);
    await client.post('/a').catch(() => undefined);
    vi.advanceTimersByTime(200);
    await client.post('/b').catch(() => undefined);
    expect(notices).toHaveLength(1);
    vi.advanceTimersByTime(400);
    await client.post('/c').catch(() => undefined);
    expect(notices).toHaveLength(2);
  });

  it('shows different texts even when close together', async () => {
    const { client, notices } = setup([
      { status: 500, body: {} },
      { status: 404, body: {} },
    ]);
    await client.post('/a').catch(() => undefined);
    await client.post('/b').catch(() => undefined);
    expect(notices.map((n) => n.text)).toEqual(['server error', '404 request path wrong, contact admin']);
  });
});

describe('http client: retry without response', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries up to 4 times, 1000 ms apart, then reports a network failure', async () => {
    const { client, requests, notices } = setup(['network']);
    const outcome = client.post('/user/login').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(requests).toHaveLength(5);
    expect(await outcome).toBeInstanceOf(NetworkError);
    expect(notices.map((n) => n.text)).toEqual(['network failure']);
  });

  it('succeeds when the server comes back during the retries', async () => {
    const { client, requests } = setup(['network', 'network', ok('fine')]);
    const outcome = client.post('/x');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toBe('fine');
    expect(requests).toHaveLength(3);
  });

  it('does not retry an answered request', async () => {
    const { client, requests } = setup([{ status: 500, body: {} }]);
    await client.post('/x').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(requests).toHaveLength(1);
  });
});

describe('http client: downloads', () => {
  const blobOf = (text: string) => new Blob([text]);

  it('rejects a small blob that carries an error state', async () => {
    const { client, notices } = setup([
      { status: 200, body: blobOf(JSON.stringify({ state: 1020, data: 'os' })) },
    ]);
    const failure = await client.download('/generate/project', { projectid: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(BusinessError);
    expect((failure as BusinessError).data).toBe('os');
    expect(notices).toHaveLength(1);
  });

  it('hands over a small blob that is not an error', async () => {
    const { client } = setup([{ status: 200, body: blobOf('PK\u0003\u0004tiny') }]);
    const blob = await client.download('/file/dounload', { projectid: 1 });
    expect(await blob.text()).toBe('PK\u0003\u0004tiny');
  });

  it('hands over a large blob without reading it', async () => {
    const large = blobOf(JSON.stringify({ state: 1020, data: 'x'.repeat(600) }));
    const { client } = setup([{ status: 200, body: large }]);
    await expect(client.download('/generate/project')).resolves.toBe(large);
  });

  it('hands over the answer’s headers with the file, names in lower case', async () => {
    const { client } = setup([
      { status: 200, body: blobOf('OIL_VERSION = "2.5";'), headers: { 'X-Ecuc-Export-Warning-Count': '2' } },
    ]);
    const file = await client.downloadFile('/file/dounload', { projectid: 1 });
    expect(await file.blob.text()).toBe('OIL_VERSION = "2.5";');
    expect(file.headers['x-ecuc-export-warning-count']).toBe('2');
  });

  it('sends the query parameters', async () => {
    const { client, requests } = setup([{ status: 200, body: blobOf('zip') }]);
    await client.download('/generate/project', { projectid: 12 });
    expect(requests[0]?.params).toEqual({ projectid: 12 });
    expect(requests[0]?.responseType).toBe('blob');
  });
});
