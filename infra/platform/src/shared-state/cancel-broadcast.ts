import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redactedRedisUrl } from '../queue/redis-url.ts';

/** The channel every api process listens on for cancel calls another process received. */
export const RENDER_CANCEL_CHANNEL = 'reelforge:render:cancel';
/** A process that does not answer within this long is counted as not running the render. */
const ANSWER_WITHIN_MS = 5_000;

/** One cancel call: whose it is, as the process that received it found from the caller. */
export interface CancelAsk {
  sessionId: string;
  ownerId: number;
  region: string;
}

/** Stops the render here if it is the owner's, as LiveRenders.cancel does; true if it was. */
export type LocalCancel = (ask: CancelAsk) => boolean;

/** How a cancel call reaches the process running the render, wherever it arrived. */
export interface CancelBroadcast {
  /** Asks every other process; true once one of them stopped the owner's render. */
  ask(ask: CancelAsk): Promise<boolean>;
  /** The asks of other processes are answered by `local` from then on. */
  listen(local: LocalCancel): Promise<void>;
  close(): Promise<void>;
}

interface Message extends CancelAsk {
  from: string;
  askId: string;
}

interface Answer {
  askId: string;
  stopped: boolean;
}

/**
 * Cancel calls over Redis pub/sub: the ask goes on RENDER_CANCEL_CHANNEL, each process
 * answers on the asker's own channel whether it stopped the render. The receiving process
 * decides from its own record of the render (its owner and region, taken from the project
 * when it started): the message never makes a render someone else's.
 */
export class RedisCancelBroadcast implements CancelBroadcast {
  private readonly id = randomUUID();
  private readonly commands: Redis;
  private subscriber: Redis | undefined;
  private readonly waiting = new Map<string, (answer: Answer) => void>();
  private local: LocalCancel = () => false;

  constructor(
    private readonly redisUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.commands = this.connect();
  }

  private get answers(): string {
    return `${RENDER_CANCEL_CHANNEL}:answer:${this.id}`;
  }

  async listen(local: LocalCancel): Promise<void> {
    this.local = local;
    // Subscribed as soon as it is made: ioredis sends its own start-up commands before it.
    this.subscriber = this.connect();
    this.subscriber.on('message', (channel: string, text: string) => this.received(channel, text));
    await this.subscriber.subscribe(RENDER_CANCEL_CHANNEL, this.answers);
  }

  async ask(ask: CancelAsk): Promise<boolean> {
    const askId = randomUUID();
    const message: Message = { ...ask, from: this.id, askId };
    let expected = Number.POSITIVE_INFINITY;
    let answered = 0;
    let anyStopped = false;
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<boolean>((resolve) => {
      this.waiting.set(askId, (answer) => {
        answered += 1;
        anyStopped ||= answer.stopped;
        if (anyStopped || answered >= expected) resolve(anyStopped);
      });
      timer = setTimeout(() => resolve(false), ANSWER_WITHIN_MS);
    });
    try {
      // Every listening process answers, this one too (with no, its own renders were asked first).
      expected = await this.commands.publish(RENDER_CANCEL_CHANNEL, JSON.stringify(message));
      if (anyStopped || answered >= expected) return anyStopped;
      return await stopped;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(askId);
    }
  }

  private received(channel: string, text: string): void {
    try {
      if (channel === this.answers) {
        const answer = JSON.parse(text) as Answer;
        this.waiting.get(answer.askId)?.(answer);
        return;
      }
      const message = JSON.parse(text) as Message;
      const stopped =
        message.from !== this.id &&
        this.local({
          sessionId: String(message.sessionId),
          ownerId: Number(message.ownerId),
          region: String(message.region),
        });
      const answer: Answer = { askId: message.askId, stopped };
      void this.commands
        .publish(`${RENDER_CANCEL_CHANNEL}:answer:${message.from}`, JSON.stringify(answer))
        .catch((error: unknown) => this.failed(error));
    } catch (error) {
      this.failed(error);
    }
  }

  async close(): Promise<void> {
    for (const resolve of this.waiting.values()) resolve({ askId: '', stopped: false });
    this.subscriber?.disconnect();
    await this.commands.quit().catch(() => undefined);
  }

  private connect(): Redis {
    const redisUrl = this.redisUrl;
    const redis = new Redis(redisUrl, { lazyConnect: false });
    // ioredis messages name host and port only; the URL (and its password) is never in them.
    redis.on('error', (error: Error) =>
      this.log.error({ error: error.message }, `Redis at ${redactedRedisUrl(redisUrl)} failed (render cancels)`),
    );
    return redis;
  }

  private failed(error: unknown): void {
    this.log.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'a render cancel message was not handled',
    );
  }
}
