import fp from 'fastify-plugin';
import { ONE_HOUR_MS, type AppOptions } from './app-options.ts';

/**
 * What ages out of the data folder (and the bucket): old HLS previews and cached renders nobody
 * asked for within their idle time (render tokens', the older render call's) go at start, then
 * every tenth of a preview's time to live.
 */
export default fp<AppOptions>(
  async (app, options) => {
    const sweep = () => {
      void app.previews.sweep();
      void app.renderTokens.sweepCache();
      void app.legacyRenders.sweep();
    };
    sweep();
    const sweeper = setInterval(sweep, Math.max(1000, (options.previewTtlMs ?? ONE_HOUR_MS) / 10));
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'sweeper', dependencies: ['wiring'] },
);
