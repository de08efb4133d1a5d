import { Type, type Static } from '@sinclair/typebox';

/**
 * A page of the console to come back to after single sign-on: a path under /ui/, without it
 * (`/streams/abc`). Anything else is ignored: the sign-in never sends the browser off the console.
 */
export const ReturnTo = Type.String({
  maxLength: 1024,
  pattern: "^/([A-Za-z0-9._~!$&'()*+,;=:@%-][A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?$",
});

/** GET /v1/sign-in/oidc: where the console wants to land once signed in. */
export const OidcStartQuery = Type.Object({ returnTo: Type.Optional(ReturnTo) }, { additionalProperties: false });
export type OidcStartQuery = Static<typeof OidcStartQuery>;

const Param = Type.String({ maxLength: 4096 });

/** GET /v1/sign-in/oidc/callback: what the provider sends back (other parameters it adds are kept for the checks). */
export const OidcCallbackQuery = Type.Object(
  {
    code: Type.Optional(Param),
    state: Type.Optional(Param),
    iss: Type.Optional(Param),
    error: Type.Optional(Param),
    error_description: Type.Optional(Param),
    session_state: Type.Optional(Param),
  },
  { additionalProperties: true },
);
export type OidcCallbackQuery = Static<typeof OidcCallbackQuery>;

/** A redirect: the Location header says where (the provider, or the console). */
export const Redirect = Type.Null({ description: 'No body: the Location header says where the browser goes next.' });
