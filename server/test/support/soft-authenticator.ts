import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software WebAuthn authenticator for server tests: one ES256 key pair, a discoverable credential,
 * "none" attestation and assertions built by hand (CBOR, authenticator data and the signature), so
 * the server's ceremonies run as with a real browser and authenticator.
 */

const b64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The little CBOR the ceremonies need: maps, small and negative integers, byte and text strings. */
type Cbor = number | string | Buffer | Map<number | string, Cbor>;
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface CeremonyOptions {
  challenge: string;
}

/** What a test may change to play a broken or hostile browser. */
export interface Tamper {
  origin?: string;
  challenge?: string;
  rpId?: string;
  /** The sign counter to report (default: one more than the last). */
  counter?: number;
  type?: string;
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, options: CeremonyOptions, tamper: Tamper): Buffer {
    return Buffer.from(
      JSON.stringify({
        type: tamper.type ?? type,
        challenge: tamper.challenge ?? options.challenge,
        origin: tamper.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
  }

  private authData(flags: number, counter: number, rpId: string, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The answer to navigator.credentials.create() with these options (RegistrationResponseJSON). */
  register(options: CeremonyOptions, tamper: Tamper = {}) {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const authData = this.authData(UP | UV | AT, this.counter, tamper.rpId ?? this.rpId, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options, tamper)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The answer to navigator.credentials.get() with these options (AuthenticationResponseJSON). */
  assert(options: CeremonyOptions, tamper: Tamper = {}) {
    const counter = tamper.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const clientData = this.clientData('webauthn.get', options, tamper);
    const authData = this.authData(UP | UV, counter, tamper.rpId ?? this.rpId);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(Buffer.from('user')),
      },
      clientExtensionResults: {},
    };
  }
}
