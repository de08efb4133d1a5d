import { route } from '../route';
import { ErrorBody, errorResponses } from '../schemas/common';
import { License, SaveLicenseBody } from '../schemas/license';

/** The license: read, upload, remove. */
export const licenseRoutes = {
  getLicense: route('getLicense', {
    summary: 'The loaded license, by its fields (the text is never echoed)',
    tags: ['license'],
    access: 'user',
    response: { 200: License, ...errorResponses },
  }),
  saveLicense: route('saveLicense', {
    summary: 'Upload a license text; the console then refetches the settings',
    description: 'LicenseIncorrect (400) when it does not verify; nothing is stored then. Recorded in the audit log.',
    tags: ['license'],
    access: 'admin',
    body: SaveLicenseBody,
    response: { 200: License, ...errorResponses, 413: ErrorBody },
  }),
  deleteLicense: route('deleteLicense', {
    summary: 'Remove the license: the server runs as the community edition again; answers the license',
    description: 'Recorded in the audit log.',
    tags: ['license'],
    access: 'admin',
    response: { 200: License, ...errorResponses },
  }),
};
