// The console's clients (@reelforge/api) are written for the browser and name two of its
// types that node's lack. Node has the same fetch, Blob and FormData, so the platform's
// tests run those clients as they are; they upload over fetch (uploaderOverHttp) and never
// make an XMLHttpRequest: the part of it the browser uploader uses is declared for the
// type-check only.
type BodyInit = NonNullable<RequestInit['body']>;

interface XMLHttpRequest {
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null };
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getResponseHeader(name: string): string | null;
  getAllResponseHeaders(): string;
  send(body: Blob | FormData): void;
  abort(): void;
}
declare var XMLHttpRequest: { new (): XMLHttpRequest };
interface ProgressEvent {
  readonly lengthComputable: boolean;
  readonly loaded: number;
  readonly total: number;
}
