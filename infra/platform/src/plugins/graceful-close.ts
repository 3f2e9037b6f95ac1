import fp from 'fastify-plugin';

/**
 * Requests still open at shutdown end their connection with their answer: otherwise a
 * keep-alive connection would hold close() for the whole keep-alive timeout.
 */
export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('Connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
