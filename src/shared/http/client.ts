import axios, { type AxiosInstance } from 'axios';
import { buildPath, endpoints, type EndpointName } from '@contract/endpoints';
import type { BodyOf, ParamsOf, QueryOf, ReplyOf } from '@contract/index';
import { ApiError } from './api-error';
import { askStepUp } from './step-up';
import { toApiError } from './to-api-error';

/** A part whose fields are all optional may be left out. */
type Part<Key extends string, T> = [T] extends [undefined]
  ? { [K in Key]?: undefined }
  : object extends T
    ? { [K in Key]?: T }
    : { [K in Key]: T };

/** What a call needs: path params, query and body, each typed by the contract. */
export type CallArgs<N extends EndpointName> = Part<'params', ParamsOf<N>> &
  Part<'query', QueryOf<N>> &
  Part<'body', BodyOf<N>> & {
    signal?: AbortSignal;
    /** Milliseconds; default 5 s for reading JSON, 30 s otherwise (the spec raises it for add-stream and probe). */
    timeout?: number;
    /** Extra request headers (a share link's token). */
    headers?: Record<string, string>;
    /** 'blob' for a binary reply (an image, a video); JSON otherwise. */
    responseType?: 'json' | 'blob';
    /** Bytes received so far and the total when the server sent its length (a download's progress). */
    onDownloadProgress?: (loaded: number, total: number | null) => void;
  };

export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * A GET of JSON (every poll, every page's data) gives up after this: a server that hangs
 * without closing the connection shows "Server is not responding" within about 5 s, not 30.
 * The reference server answers these in milliseconds; slow calls (probe) set their own.
 */
export const READ_TIMEOUT_MS = 5_000;

export function createHttp(baseURL = ''): AxiosInstance {
  return axios.create({
    baseURL,
    withCredentials: true,
    timeout: DEFAULT_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
    // Arrays as repeated keys (?tag=a&tag=b), the form the server reads.
    paramsSerializer: { indexes: null },
    // The server uses no XSRF cookie (it checks the Origin of state changes). Without this, axios
    // reads that cookie through the asynchronous Cookie Store before every request, and on a busy
    // start-up page that held a call back by 100–300 ms.
    withXSRFToken: false,
  });
}

let http = createHttp();

/** A server path as the browser must fetch it outside axios (HLS playlists): on the server the console talks to. */
export function serverUrl(path: string): string {
  const base = http.defaults.baseURL;
  return base ? new URL(path, base).toString() : path;
}

let onAnswer: (() => void) | null = null;

/** Told of every answer the server gives, with data or with an error of its own: the server is there. */
export function setAnswerListener(listener: (() => void) | null): void {
  onAnswer = listener;
}

/** Tests and the server switcher point the console at another server. */
export function setHttp(instance: AxiosInstance): void {
  http = instance;
}

/** Calls one endpoint of the contract. Failures are thrown as ApiError, never anything else. */
export async function call<N extends EndpointName>(name: N, args: CallArgs<N>): Promise<ReplyOf<N>> {
  return (await callWithHeaders(name, args)).data;
}

/**
 * Like `call`, with the response headers (e.g. Retry-After after sending a reset code). A call the
 * server refuses until the user proves who they are again (docs/security.md#step-up) asks them, and
 * is sent once more when they do; cancelled, it fails with the refusal.
 */
export async function callWithHeaders<N extends EndpointName>(
  name: N,
  args: CallArgs<N>,
): Promise<{ data: ReplyOf<N>; headers: Record<string, string | undefined> }> {
  try {
    return await callOnce(name, args);
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== 'stepUpRequired' || !(await askStepUp())) throw error;
    return callOnce(name, args);
  }
}

async function callOnce<N extends EndpointName>(
  name: N,
  args: CallArgs<N>,
): Promise<{ data: ReplyOf<N>; headers: Record<string, string | undefined> }> {
  const { method, url } = endpoints[name];
  try {
    const response = await http.request<ReplyOf<N>>({
      method,
      url: buildPath(url, (args.params ?? {}) as Record<string, string>),
      params: args.query,
      data: args.body,
      signal: args.signal,
      ...(args.headers ? { headers: args.headers } : {}),
      timeout:
        args.timeout ?? (method === 'GET' && args.responseType !== 'blob' ? READ_TIMEOUT_MS : DEFAULT_TIMEOUT_MS),
      responseType: args.responseType ?? 'json',
      ...(args.onDownloadProgress
        ? {
            onDownloadProgress: (event: { loaded: number; total?: number }) =>
              args.onDownloadProgress?.(event.loaded, event.total ?? null),
          }
        : {}),
    });
    onAnswer?.();
    const headers: Record<string, string | undefined> = {};
    for (const [key, value] of Object.entries(response.headers ?? {}))
      headers[key.toLowerCase()] = value == null ? undefined : String(value);
    return { data: response.data, headers };
  } catch (error) {
    const apiError = toApiError(await withJsonBody(error));
    if (apiError.status !== null) onAnswer?.();
    throw apiError;
  }
}

/** A failed binary request carries its JSON error body as a Blob: read it, so the error keeps its code. */
async function withJsonBody(error: unknown): Promise<unknown> {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  if (!response || typeof Blob === 'undefined' || !(response.data instanceof Blob)) return error;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    response.data = undefined;
  }
  return error;
}
