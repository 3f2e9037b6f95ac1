import type { Reply, TestServer } from '../helpers/server.ts';

/** POST /accounts/auth/login, from the address `from` names when the server trusts the proxy. */
export function attempt(server: TestServer, Username: string, Password: string, from?: string): Promise<Reply> {
  return server.request('/accounts/auth/login', {
    method: 'POST',
    body: { Username, Password },
    headers: from ? { 'x-forwarded-for': from } : {},
  });
}

/** Status codes of the replies, in order. */
export const statuses = (replies: Reply[]) => replies.map((reply) => reply.status);

export async function inTurn<T>(count: number, step: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i++) results.push(await step(i));
  return results;
}
