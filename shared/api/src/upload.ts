import { carriesToken, istoken } from '@reelforge/model';
import { answerError, ApiError, type HttpOptions, type HttpResponse } from './http.js';

export interface UploadOptions {
  method?: 'PUT' | 'POST';
  headers?: Record<string, string>;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Every byte has been sent: the server is processing the file (checks, conversion) until it answers. */
  onSent?: () => void;
  /** Cancels the upload; the promise rejects with an ApiError of status 0 (see isCancelled). */
  signal?: AbortSignal;
}

export type Uploader = <T = unknown>(
  url: string,
  body: Blob | FormData,
  options?: UploadOptions,
) => Promise<HttpResponse<T>>;

function parse(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!type.includes('json')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return undefined;
  }
}

const UPLOAD_CANCELLED = 'The upload was cancelled.';

/** Whether an upload failed because it was cancelled (its signal), not because of the server or the network. */
export function isCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && error.message === UPLOAD_CANCELLED;
}

/** Uploads with progress events (fetch cannot report upload progress), with the same auth rules as calls. */
export function createUploader(options: HttpOptions): Uploader {
  return <T>(url: string, body: Blob | FormData, init: UploadOptions = {}) =>
    new Promise<HttpResponse<T>>((resolve, reject) => {
      const target = new URL(url, options.origin).toString();
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'PUT', target);
      const token = options.getToken();
      const authorised = carriesToken(target, options.origin, options.domainSuffix);
      if (token && authorised) xhr.setRequestHeader('Authorization', istoken(token));
      for (const [name, value] of Object.entries(init.headers ?? {})) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => event.lengthComputable && init.onProgress?.(event.loaded / event.total);
      xhr.upload.onload = () => init.onSent?.();
      xhr.onload = () => {
        const data = parse(xhr);
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          init.onProgress?.(1);
          resolve({ status: xhr.status, headers, data: data as T });
          return;
        }
        if (xhr.status === 401 && authorised) options.onUnauthorized?.();
        reject(answerError(xhr.status, xhr.statusText, headers, data));
      };
      xhr.onerror = () => reject(new ApiError(0, '', 'The upload could not reach the server.'));
      xhr.onabort = () => reject(new ApiError(0, '', UPLOAD_CANCELLED));
      if (init.signal?.aborted) {
        reject(new ApiError(0, '', UPLOAD_CANCELLED));
        return;
      }
      init.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
}
