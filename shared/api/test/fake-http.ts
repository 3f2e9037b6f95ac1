import { vi } from 'vitest';
import type { RegionConfig } from '@reelforge/model';
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

/** eu-west-1's hosts as regions.json gives them, with what a test changes (trailing slashes, another AWS region). */
export function euWest(changes: Partial<RegionConfig> = {}): RegionConfig {
  return {
    api: '/r/eu-west-1/api/',
    iv: '/r/eu-west-1/iv',
    preview: '/r/eu-west-1/preview',
    render: '/r/eu-west-1/render',
    awsregion: 'eu-west-1',
    bucket_prefix: 'b',
    enabled: true,
    create: true,
    ...changes,
  };
}
