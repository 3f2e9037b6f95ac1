import fp from 'fastify-plugin';
import { ONE_HOUR_MS, type AppOptions } from './app-options.ts';

/** How often each process looks for webhook deliveries that are due, unless the options say. */
const WEBHOOK_POLL_MS = 5_000;

/**
 * What ages out of the data folder (and the bucket): old HLS previews and cached renders nobody
 * asked for within their idle time (render tokens', the older render call's) go at start, then
 * every tenth of a preview's time to live. And the webhook deliveries that are due, sent from the
 * database every few seconds (and at once when one is queued here), so those a restart
 * interrupted go out again; the sender stops before the database closes.
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

    const webhooks = setInterval(() => void app.webhookSender.sweep(), options.webhookPollMs ?? WEBHOOK_POLL_MS);
    webhooks.unref();
    app.addHook('onReady', async () => void app.webhookSender.sweep());
    app.addHook('preClose', async () => {
      clearInterval(webhooks);
      await app.webhookSender.stop();
    });
  },
  { name: 'sweeper', dependencies: ['wiring'] },
);
