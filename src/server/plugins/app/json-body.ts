import type { FastifyInstance } from 'fastify';

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), except that an empty
 * body is "no body" rather than a 400: some clients send the JSON content type on a DELETE.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parse(request, text, done);
  });
}
