// pnpm build: production builds of the host and every remote, whether or not they are stale.
import { buildApps } from './setup.mjs';

buildApps({ force: true });
