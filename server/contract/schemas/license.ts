import { Type, type Static } from '@sinclair/typebox';
import { IsoTime } from './common';
import { ProductType } from './system';

const Count = Type.Integer({ minimum: 0 });

/** The loaded license, described by its fields: its text is never echoed back. */
export const License = Type.Object(
  {
    loaded: Type.Boolean({ description: 'false: no license (community edition).' }),
    expired: Type.Boolean({ description: 'Missing or past expiresAt.' }),
    licensee: Type.Union([Type.String(), Type.Null()]),
    productType: ProductType,
    expiresAt: Type.Union([IsoTime, Type.Null()]),
    features: Type.Array(Type.String(), { description: 'Licensed features, e.g. tunnel, cluster, auditLogs.' }),
    maxStreams: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'null: unlimited.' }),
    issuedAt: Type.Union([IsoTime, Type.Null()]),
    streamsInUse: Count,
  },
  { additionalProperties: false },
);
export type License = Static<typeof License>;

export const SaveLicenseBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: 65536, description: 'The license file as text.' }) },
  { additionalProperties: false },
);
export type SaveLicenseBody = Static<typeof SaveLicenseBody>;
