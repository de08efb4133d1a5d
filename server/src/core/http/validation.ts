import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    allErrors: false,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes: coerce ? 'array' : false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Bodies are validated exactly (no type coercion, unknown fields refused);
 * query strings and path params are coerced from text, since text is all they can be.
 */
export function installValidation(app: FastifyInstance): void {
  const exact = makeAjv(false);
  const coercing = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? exact : coercing).compile(schema));
}
