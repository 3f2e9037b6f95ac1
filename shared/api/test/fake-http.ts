import { vi } from 'vitest';
import type { Http, RequestOptions } from '../src/index.js';

/** An Http that records each call and answers with the next reply (an Error reply is thrown). */
export function fakeHttp(...replies: unknown[]) {
  const calls: { url: string; options: RequestOptions }[] = [];
  const http = vi.fn(async (url: string, options: RequestOptions = {}) => {
    calls.push({ url, options });
    const reply = replies.shift();
    if (reply instanceof Error) throw reply;
    return { status: 200, headers: new Headers(), data: reply };
  }) as unknown as Http;
  return { http, calls };
}
