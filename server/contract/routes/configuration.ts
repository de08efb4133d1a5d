import { Type } from '@sinclair/typebox';
import { route } from '../route';
import { ErrorBody, errorResponses } from '../schemas/common';
import { Configuration, SaveConfigurationBody, TestEmailReply, UploadLogoBody } from '../schemas/configuration';
import { Binary } from '../schemas/stream';

/** Settings an administrator changes at run time: the configuration, the logo, a test e-mail. */
export const configurationRoutes = {
  getLogo: route('getLogo', {
    summary: 'The uploaded product logo (open: the sign-in page shows it)',
    description: 'NotFound when none is uploaded.',
    tags: ['system'],
    access: 'open',
    querystring: Type.Object(
      { v: Type.Optional(Type.String({ maxLength: 64, description: 'Cache key; any value.' })) },
      { additionalProperties: false },
    ),
    produces: 'image/*',
    response: { 200: Binary('The image.'), 404: ErrorBody },
  }),
  getConfiguration: route('getConfiguration', {
    summary: 'Settings an administrator may change at run time',
    tags: ['admin'],
    access: 'admin',
    response: { 200: Configuration, ...errorResponses },
  }),
  saveConfiguration: route('saveConfiguration', {
    summary: 'Change settings; only the given fields change; answers the whole configuration',
    description: 'Recorded in the audit log (never with the SMTP password).',
    tags: ['admin'],
    access: 'admin',
    body: SaveConfigurationBody,
    response: { 200: Configuration, ...errorResponses },
  }),
  uploadLogo: route('uploadLogo', {
    summary:
      'Upload the product logo shown in the header (PNG, JPEG or WebP, at most 256 KB); answers the configuration',
    description: 'ValidationError on data when the bytes are not an image of the given type or too large.',
    tags: ['admin'],
    access: 'admin',
    body: UploadLogoBody,
    response: { 200: Configuration, ...errorResponses, 413: ErrorBody },
  }),
  deleteLogo: route('deleteLogo', {
    summary: "Remove the uploaded logo: the header shows the product's own again; answers the configuration",
    tags: ['admin'],
    access: 'admin',
    response: { 200: Configuration, ...errorResponses },
  }),
  sendTestEmail: route('sendTestEmail', {
    summary:
      "Send a test e-mail to the caller's own address with the saved SMTP settings; answers what the mail server said",
    description:
      'ValidationError on email when the caller has no e-mail address. A refused message is delivered: false, not an error.',
    tags: ['admin'],
    access: 'admin',
    response: { 200: TestEmailReply, ...errorResponses },
  }),
};
