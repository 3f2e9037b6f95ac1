import fp from 'fastify-plugin';

/**
 * Like Fastify's JSON parser (same prototype-poisoning guards), except that an empty
 * body is no body: clients send `Content-Type: application/json` on body-less POSTs
 * such as /auth/renew, which would otherwise be rejected.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
