import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';

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
const exact = makeAjv(false);
const coercing = makeAjv(true);

/**
 * Compiled validators and serializers, by the contract's schema object. The contract's schemas are
 * module constants, so an app built again in the same process (every server test builds several)
 * reuses what the first compiled: compiling all routes' schemas is about 1.3 s of each app's start.
 */
const validators = {
  exact: new WeakMap<object, ValidateFunction>(),
  coercing: new WeakMap<object, ValidateFunction>(),
};
const serializers = new WeakMap<object, (data: unknown) => string>();

function cached<T>(cache: WeakMap<object, T>, schema: object, make: () => T): T {
  let compiled = cache.get(schema);
  if (!compiled) cache.set(schema, (compiled = make()));
  return compiled;
}

export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body'
      ? cached(validators.exact, schema, () => exact.compile(schema))
      : cached(validators.coercing, schema, () => coercing.compile(schema)),
  );
  app.setSerializerCompiler(({ schema }) =>
    cached(serializers, schema as object, () => fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0])),
  );
}
