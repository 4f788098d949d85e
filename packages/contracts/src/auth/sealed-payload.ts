/**
 * Sealed request bodies (the payloads spec §7 marks "encrypted"): the browser encrypts a JSON body
 * to the brand's public key from the permission response, so passwords never appear in plaintext in
 * proxy or CDN logs. ECDH P-256 with a fresh ephemeral key per request, HKDF-SHA-256, AES-256-GCM;
 * the key id is bound as additional data. WebCrypto only (browser and Node ≥ 20), zod-free.
 *
 * Wire shape: `{ "sealed": { "v": 1, "kid": "...", "epk": "<b64url raw P-256 point>",
 * "iv": "<b64url 12 bytes>", "ct": "<b64url ciphertext+tag>" } }`.
 */

export const SEALED_ALGORITHM = 'ECDH-P256+HKDF-SHA256+A256GCM' as const;
const HKDF_INFO = new TextEncoder().encode('luckwell sealed payload v1');
const CURVE = { name: 'ECDH', namedCurve: 'P-256' } as const;

export type SealedPayload = { v: 1; kid: string; epk: string; iv: string; ct: string };
export type SealedBody = { sealed: SealedPayload };

const subtle = () => globalThis.crypto.subtle;

export const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const deriveAesKey = async (privateKey: CryptoKey, publicKey: CryptoKey, usage: KeyUsage) => {
  const shared = await subtle().deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const hkdfKey = await subtle().importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: HKDF_INFO },
    hkdfKey,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
};

export const isSealedBody = (body: unknown): body is SealedBody => {
  if (typeof body !== 'object' || body === null || !('sealed' in body)) return false;
  const s = (body as { sealed: unknown }).sealed;
  if (typeof s !== 'object' || s === null) return false;
  const { v, kid, epk, iv, ct } = s as Record<string, unknown>;
  return v === 1 && [kid, epk, iv, ct].every((part) => typeof part === 'string' && part.length > 0);
};

/** Browser side: seal a JSON payload to the brand's public key (raw P-256 point, base64url). */
export const sealPayload = async (publicKey: string, kid: string, payload: unknown): Promise<SealedBody> => {
  const recipient = await subtle().importKey('raw', fromBase64Url(publicKey), CURVE, false, []);
  const ephemeral = (await subtle().generateKey(CURVE, true, ['deriveBits'])) as CryptoKeyPair;
  const key = await deriveAesKey(ephemeral.privateKey, recipient, 'encrypt');
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const ct = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(kid) },
    key,
    plaintext,
  );
  const epk = new Uint8Array(await subtle().exportKey('raw', ephemeral.publicKey));
  return {
    sealed: { v: 1, kid, epk: toBase64Url(epk), iv: toBase64Url(iv), ct: toBase64Url(new Uint8Array(ct)) },
  };
};

/** Server side: open a sealed payload with the brand's private key; throws if it was tampered with. */
export const openSealedPayload = async (privateKey: CryptoKey, sealed: SealedPayload): Promise<unknown> => {
  const sender = await subtle().importKey('raw', fromBase64Url(sealed.epk), CURVE, false, []);
  const key = await deriveAesKey(privateKey, sender, 'decrypt');
  const plaintext = await subtle().decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(sealed.iv), additionalData: new TextEncoder().encode(sealed.kid) },
    key,
    fromBase64Url(sealed.ct),
  );
  return JSON.parse(new TextDecoder().decode(plaintext));
};

/** Server side: a new key pair; the public half is published raw (base64url), the private as JWK. */
export const generateSealingKey = async (): Promise<{ publicKey: string; privateJwk: JsonWebKey }> => {
  const pair = (await subtle().generateKey(CURVE, true, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle().exportKey('raw', pair.publicKey));
  return { publicKey: toBase64Url(raw), privateJwk: await subtle().exportKey('jwk', pair.privateKey) };
};

export const importSealingPrivateKey = (jwk: JsonWebKey): Promise<CryptoKey> =>
  subtle().importKey('jwk', jwk, CURVE, false, ['deriveBits']);
