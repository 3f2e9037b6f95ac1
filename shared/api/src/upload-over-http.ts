import type { Http } from './http.js';
import type { UploadOptions, Uploader } from './upload.js';

/**
 * An uploader over the plain calls, for a caller without XMLHttpRequest (node: scripts and
 * the platform's tests of these clients). fetch cannot tell upload progress, so it reports
 * 1 once the answer came; the console keeps createUploader for its progress bars.
 */
export function uploaderOverHttp(http: Http): Uploader {
  return async <T>(url: string, body: Blob | FormData, init: UploadOptions = {}) => {
    const reply = await http<T>(url, {
      method: init.method ?? 'PUT',
      body,
      headers: init.headers,
      signal: init.signal,
    });
    init.onProgress?.(1);
    return reply;
  };
}
