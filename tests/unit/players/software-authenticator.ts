/**
 * A software WebAuthn authenticator for unit tests, written from the WebAuthn Level 2 format (§6.1 authenticator
 * data, §6.5.4 attestation object with the `none` format, §6.3.3 assertion signature) and RFC 8152 (the COSE EC2
 * key): an ES256 key pair per credential, a signature counter, and the browser's side (clientDataJSON) for
 * `http://localhost`. Independent of the library under test: it only builds bytes.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// ---- A minimal CBOR encoder (RFC 8949): unsigned and negative integers, byte and text strings, maps ----
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;
export function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') {
    const t = Buffer.from(v, 'utf8');
    return Buffer.concat([head(3, t.length), t]);
  }
  if (Buffer.isBuffer(v)) return Buffer.concat([head(2, v.length), v]);
  const parts: Buffer[] = [head(5, v.size)];
  for (const [k, x] of v) parts.push(cbor(k), cbor(x));
  return Buffer.concat(parts);
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const b64u = (b: Buffer) => b.toString('base64url');

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  counter: number;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];
  constructor(
    readonly rpId = 'localhost',
    readonly origin = 'http://localhost',
  ) {}

  private authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), c, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create(): a new ES256 credential, attestation `none`; the JSON @simplewebauthn/browser sends. */
  register(challenge: string) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
    const id = randomBytes(16);
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x, 'base64url')],
        [-3, Buffer.from(jwk.y, 'base64url')],
      ]),
    );
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLen, id, coseKey]);
    // UP (0x01), UV (0x04), AT (0x40).
    const authData = this.authData(0x45, 0, attested);
    const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge, origin: this.origin, crossOrigin: false }));
    this.credentials.push({ id, privateKey, counter: 0 });
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientDataJSON), attestationObject: b64u(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get(): an assertion by credential `index`, its counter raised by `step` (0: a replayed counter). */
  assert(challenge: string, index = 0, step = 1) {
    const cred = this.credentials[index];
    cred.counter += step;
    const authData = this.authData(0x05, cred.counter);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: this.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), cred.privateKey);
    return {
      id: b64u(cred.id),
      rawId: b64u(cred.id),
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: b64u(clientDataJSON), authenticatorData: b64u(authData), signature: b64u(signature) },
    };
  }
}
