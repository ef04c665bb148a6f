import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { JsonListProblem, parseJsonListInSlices } from './json-list-in-slices';
import type { ListBodyReader } from './list-body-reader';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by `listBodyRoute()` for a contract whose body is a long list (a backup export): the
     * body is read a stretch at a time and a record at a time, instead of parsed in one piece.
     */
    jsonListBody?: ListBodyReader;
  }
}

/**
 * The server's JSON body parser: Fastify's own (which refuses `__proto__` and
 * `constructor.prototype` keys), with two changes. A JSON write may have an empty body, as the
 * body-less writes (imports, sign-out) must say `application/json` (decision 075). A route whose
 * body is a long list has it read in slices, so a 3.5 MB export does not hold every other
 * request while it is parsed (issue 24), each record checked and kept as its route asks.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Fastify's parser, called on one record's text: it answers through its callback at once.
  const parseRecord = (request: FastifyRequest) => (json: string) => {
    let parsed: { error: Error | null; value?: unknown } = { error: null };
    parseJson(request, json, (error, value) => {
      parsed = { error, value };
    });
    if (!parsed.error) return parsed.value;
    // Fastify's message does not say what is wrong: JSON.parse's does; if JSON.parse takes the
    // text, Fastify refused a prototype key.
    JSON.parse(json);
    throw new Error('a __proto__ or constructor.prototype key is not taken');
  };

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    const list = request.routeOptions.config.jsonListBody;
    if (list === undefined) {
      if (text.length === 0) done(null, undefined);
      else parseJson(request, text, done);
      return;
    }
    // An empty body is refused here too: it is not a list.
    const { maxRecords, keep } = list;
    parseJsonListInSlices(text, { maxRecords, keep, parseRecord: parseRecord(request) }).then(
      (records) => done(null, records),
      (error: unknown) => {
        if (!(error instanceof JsonListProblem)) return done(error as Error, undefined);
        done(new HttpError(400, `body: ${error.message}`, 'body'), undefined);
      },
    );
  });
}
