import { route } from '../route';
import { ErrorBody } from '../schemas/common';
import { OidcCallbackQuery, OidcStartQuery, Redirect } from '../schemas/oidc';

/**
 * Single sign-on with an OpenID provider (docs/people.md#single-sign-on): both are browser
 * navigations answered with a redirect; a refusal lands on the sign-in page with `?sso=<reason>`.
 */
export const oidcRoutes = {
  signInOidc: route('signInOidc', {
    summary: 'Start single sign-on: redirects to the OpenID provider (Authorization Code with PKCE)',
    tags: ['auth'],
    access: 'anonymous',
    querystring: OidcStartQuery,
    response: { 302: Redirect, 400: ErrorBody },
  }),
  signInOidcCallback: route('signInOidcCallback', {
    summary:
      "The provider's answer: checks it, signs the user in (a session cookie as signIn sets) and redirects to the console",
    tags: ['auth'],
    access: 'anonymous',
    querystring: OidcCallbackQuery,
    response: { 302: Redirect, 400: ErrorBody },
  }),
};
