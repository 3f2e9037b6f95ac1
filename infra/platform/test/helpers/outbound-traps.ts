import { afterAll, beforeAll } from 'vitest';
import {
  createDeliver,
  type Deliver,
  type DeliverOptions,
  type DeliveryContext,
  type DeliveryInput,
} from '../../src/destinations/index.ts';
import { hostsFileLoopbackName, makeWorkDir, startTrap } from './destination-servers.ts';

/** What the outbound tests of test/security share: listeners deliveries must never reach, and a file to deliver. */

export const LOOPBACK = 'the host is a loopback address (refused)';
export const LOCAL_NAME = 'the host is a local name (refused)';

type Trap = Awaited<ReturnType<typeof startTrap>>;

export interface OutboundTraps {
  /** Listeners on 127.0.0.1 and ::1 counting every connection they get. */
  trap4: Trap;
  trap6: Trap;
  /** A 4 KiB clip.mp4, as a render leaves it. */
  input: DeliveryInput;
  context: DeliveryContext;
  /** createDeliver with the file's defaults (retries without pauses), then `options`. */
  deliver(options?: DeliverOptions): Deliver;
  /** Connections both traps got. */
  connections(): number;
  /** host:port spellings of the traps a stranger would try, each with the reason it is refused for. */
  hosts(): [string, string][];
}

/** Starts the traps and the work dir before the file's tests and removes them after. */
export function useOutboundTraps(defaults: DeliverOptions = {}): OutboundTraps {
  let made:
    | { trap4: Trap; trap6: Trap; work: Awaited<ReturnType<typeof makeWorkDir>>; input: DeliveryInput }
    | undefined;
  const ready = () => {
    if (!made) throw new Error('The traps are started in beforeAll: use them inside tests');
    return made;
  };
  beforeAll(async () => {
    const [trap4, trap6, work] = await Promise.all([startTrap('127.0.0.1'), startTrap('::1'), makeWorkDir()]);
    const input = {
      file: (await work.file('clip.mp4', 4096)).path,
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      format: 'mp4',
      row: {},
    };
    made = { trap4, trap6, work, input };
  });
  afterAll(async () => {
    await Promise.all([made?.trap4.close(), made?.trap6.close(), made?.work.remove()]);
  });
  return {
    get trap4() {
      return ready().trap4;
    },
    get trap6() {
      return ready().trap6;
    },
    get input() {
      return ready().input;
    },
    context: { cdn: async () => 'unused' },
    deliver: (options = {}) => createDeliver({ retryDelayMs: 1, ...defaults, ...options }),
    connections: () => ready().trap4.connections + ready().trap6.connections,
    hosts: () => loopbackHosts(ready().trap4.port, ready().trap6.port),
  };
}

function loopbackHosts(p4: number, p6: number): [string, string][] {
  const listed = hostsFileLoopbackName();
  return [
    [`127.0.0.1:${p4}`, LOOPBACK],
    [`127.1:${p4}`, LOOPBACK],
    [`2130706433:${p4}`, LOOPBACK],
    [`0x7f000001:${p4}`, LOOPBACK],
    [`0177.0.0.1:${p4}`, LOOPBACK],
    [`127.0.0.1.:${p4}`, LOOPBACK],
    [`[::ffff:127.0.0.1]:${p4}`, LOOPBACK],
    [`[::ffff:7f00:1]:${p4}`, LOOPBACK],
    [`localhost:${p4}`, LOCAL_NAME],
    [`LocalHost.:${p4}`, LOCAL_NAME],
    [`uploads.localhost:${p4}`, LOCAL_NAME],
    [`files.localhost.:${p4}`, LOCAL_NAME],
    [`${listed}:${p4}`, listed === 'localhost' ? LOCAL_NAME : 'the host resolves to a loopback address (refused)'],
    [`[::1]:${p6}`, LOOPBACK],
    [`[0:0:0:0:0:0:0:1]:${p6}`, LOOPBACK],
  ];
}
