// The PIN's key in a Web Worker, for a page without WebCrypto (a page
// that is not a secure context: the LAN page) and for a key bound to no
// device key (the LAN page, the desktop app): PBKDF2-HMAC-SHA256 (the same
// function as `shturman_hand::cipher::pbkdf2_sha256`, RFC 8018 with
// HMAC-SHA256) and Argon2id (RFC 9106, version 0x13, one lane, 32 bytes
// out, no secret or associated data: what the `argon2` crate derives for
// `KdfParams::Argon2id`). src/state/hand_store/kdf_worker.rs starts it from
// a Blob, so it is part of the hand's chunk, not a file to serve and cache
// of its own.
//
// Message in: { alg: "pbkdf2" (or none), pin: Uint8Array, salt: Uint8Array,
// iterations, bytes } or { alg: "argon2id", pin, salt, m_kib, t }.
// Messages out: { progress: 0..1 } now and then (the PIN screen shows
// them), then { bits: Uint8Array } (32 bytes; `bytes` for PBKDF2), or
// { error: string }. The caller checks the cost before (crates/hand's
// `KdfParams::check`); the worker refuses a memory over 256 MiB itself.
//
// PBKDF2: each iteration is two SHA-256 compressions of one block: the
// HMAC's inner and outer key blocks are compressed once, and the 32-byte U
// is always the whole message after them, so its padding is fixed.
"use strict";

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const IV = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

const W = new Int32Array(64);

/** One compression: `out` = `state` after the block in W[0..16]. */
function compress(state, out) {
  for (let i = 16; i < 64; i++) {
    const x = W[i - 15];
    const y = W[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
  }
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let e = state[4];
  let f = state[5];
  let g = state[6];
  let h = state[7];
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  out[0] = (state[0] + a) | 0;
  out[1] = (state[1] + b) | 0;
  out[2] = (state[2] + c) | 0;
  out[3] = (state[3] + d) | 0;
  out[4] = (state[4] + e) | 0;
  out[5] = (state[5] + f) | 0;
  out[6] = (state[6] + g) | 0;
  out[7] = (state[7] + h) | 0;
}

/** SHA-256 of `prefix` bytes already compressed into `state`, then `bytes`. */
function finish(state, prefix, bytes) {
  const total = prefix + bytes.length;
  const padded = new Uint8Array(Math.ceil((bytes.length + 9) / 64) * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor((total * 8) / 2 ** 32));
  view.setUint32(padded.length - 4, (total * 8) >>> 0);
  const out = Int32Array.from(state);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) W[i] = view.getInt32(off + i * 4);
    compress(out, out);
  }
  return out;
}

/** The 32 bytes of a state, big-endian. */
function bytesOf(state) {
  const b = new Uint8Array(32);
  const v = new DataView(b.buffer);
  for (let i = 0; i < 8; i++) v.setInt32(i * 4, state[i]);
  return b;
}

/** PBKDF2-HMAC-SHA256 of `pin` and `salt` (Uint8Arrays): `bytes` bytes.
 * `progress` (optional) is called with the share done, now and then. */
function pbkdf2Sha256(pin, salt, iterations, bytes, progress) {
  let key = pin;
  if (key.length > 64) key = bytesOf(finish(IV, 0, key));
  const block = new Uint8Array(64);
  const istate = new Int32Array(8);
  const ostate = new Int32Array(8);
  for (const [pad, state] of [
    [0x36, istate],
    [0x5c, ostate],
  ]) {
    block.fill(pad);
    for (let i = 0; i < key.length; i++) block[i] ^= key[i];
    const v = new DataView(block.buffer);
    for (let i = 0; i < 16; i++) W[i] = v.getInt32(i * 4);
    compress(IV, state);
  }
  const out = new Uint8Array(bytes);
  const u = new Int32Array(8);
  const t = new Int32Array(8);
  for (let n = 1; (n - 1) * 32 < bytes; n++) {
    // U1 = HMAC(salt ‖ INT(n))
    const first = new Uint8Array(salt.length + 4);
    first.set(salt);
    new DataView(first.buffer).setUint32(salt.length, n);
    u.set(finish(ostate, 64, bytesOf(finish(istate, 64, first))));
    t.set(u);
    const blocks = Math.ceil(bytes / 32);
    for (let i = 1; i < iterations; i++) {
      if (progress && (i & 0xffff) === 0) progress(((n - 1) * iterations + i) / (blocks * iterations));
      // inner: the key block, then U (32 bytes), padded to 96 bytes' length
      for (let j = 0; j < 8; j++) W[j] = u[j];
      W[8] = 0x80000000;
      W[9] = W[10] = W[11] = W[12] = W[13] = W[14] = 0;
      W[15] = 96 * 8;
      compress(istate, u);
      // outer: the same shape around the inner hash
      for (let j = 0; j < 8; j++) W[j] = u[j];
      W[8] = 0x80000000;
      W[9] = W[10] = W[11] = W[12] = W[13] = W[14] = 0;
      W[15] = 96 * 8;
      compress(ostate, u);
      for (let j = 0; j < 8; j++) t[j] ^= u[j];
    }
    const tb = bytesOf(t);
    out.set(tb.subarray(0, Math.min(32, bytes - (n - 1) * 32)), (n - 1) * 32);
  }
  return out;
}


// ---- Argon2id (RFC 9106), one lane ----

const MASK64 = (1n << 64n) - 1n;
const B2_IV = [
  0x6a09e667f3bcc908n, 0xbb67ae8584caa73bn, 0x3c6ef372fe94f82bn, 0xa54ff53a5f1d36f1n,
  0x510e527fade682d1n, 0x9b05688c2b3e6c1fn, 0x1f83d9abfb41bd6bn, 0x5be0cd19137e2179n,
];
const SIGMA = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
  [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
  [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
  [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
  [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
  [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
  [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
  [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
  [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
];

const rotr64 = (x, n) => ((x >> n) | (x << (64n - n))) & MASK64;

/** BLAKE2b (RFC 7693) of `input`, `outLen` (1..64) bytes, no key. Only a
 * few dozen calls per key, so BigInt's slowness does not matter. */
function blake2b(input, outLen) {
  const h = B2_IV.slice();
  h[0] ^= 0x01010000n ^ BigInt(outLen);
  const blocks = Math.max(1, Math.ceil(input.length / 128));
  const m = new Array(16);
  const v = new Array(16);
  for (let bi = 0; bi < blocks; bi++) {
    const block = new Uint8Array(128);
    block.set(input.subarray(bi * 128, bi * 128 + 128));
    const dv = new DataView(block.buffer);
    for (let i = 0; i < 16; i++) m[i] = dv.getBigUint64(i * 8, true);
    const last = bi === blocks - 1;
    const t = BigInt(last ? input.length : (bi + 1) * 128);
    for (let i = 0; i < 8; i++) {
      v[i] = h[i];
      v[i + 8] = B2_IV[i];
    }
    v[12] ^= t & MASK64;
    if (last) v[14] ^= MASK64;
    for (let r = 0; r < 12; r++) {
      const s = SIGMA[r % 10];
      const g = (a, b, c, d, x, y) => {
        v[a] = (v[a] + v[b] + x) & MASK64;
        v[d] = rotr64(v[d] ^ v[a], 32n);
        v[c] = (v[c] + v[d]) & MASK64;
        v[b] = rotr64(v[b] ^ v[c], 24n);
        v[a] = (v[a] + v[b] + y) & MASK64;
        v[d] = rotr64(v[d] ^ v[a], 16n);
        v[c] = (v[c] + v[d]) & MASK64;
        v[b] = rotr64(v[b] ^ v[c], 63n);
      };
      g(0, 4, 8, 12, m[s[0]], m[s[1]]);
      g(1, 5, 9, 13, m[s[2]], m[s[3]]);
      g(2, 6, 10, 14, m[s[4]], m[s[5]]);
      g(3, 7, 11, 15, m[s[6]], m[s[7]]);
      g(0, 5, 10, 15, m[s[8]], m[s[9]]);
      g(1, 6, 11, 12, m[s[10]], m[s[11]]);
      g(2, 7, 8, 13, m[s[12]], m[s[13]]);
      g(3, 4, 9, 14, m[s[14]], m[s[15]]);
    }
    for (let i = 0; i < 8; i++) h[i] ^= v[i] ^ v[i + 8];
  }
  const out = new Uint8Array(64);
  const ov = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) ov.setBigUint64(i * 8, h[i], true);
  return out.slice(0, outLen);
}

/** Bytes joined, each number as 4 bytes little-endian. */
function cat(parts) {
  const arrays = parts.map((p) => {
    if (typeof p !== "number") return p;
    const b = new Uint8Array(4);
    new DataView(b.buffer).setUint32(0, p, true);
    return b;
  });
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

/** H' of RFC 9106 (section 3.3): `len` bytes of variable-length hash. */
function hPrime(len, x) {
  if (len <= 64) return blake2b(cat([len, x]), len);
  const out = new Uint8Array(len);
  let v = blake2b(cat([len, x]), 64);
  let at = 0;
  while (len - at > 64) {
    out.set(v.subarray(0, 32), at);
    at += 32;
    v = blake2b(v, len - at > 64 ? 64 : len - at);
  }
  out.set(v, at);
  return out;
}

// The compression's scratch: R = X ^ Y, permuted in place; Z keeps R (and
// the block written over, on later passes).
const R = new Uint32Array(256);
const Z = new Uint32Array(256);
const TWO32 = 4294967296;

/** BLAKE2b's G with the multiplications of Argon2 (fBlaMka), on the 64-bit
 * words a, b, c, d of R (indices of their low halves). */
function gb(a, b, c, d) {
  let al = R[a], ah = R[a + 1], bl = R[b], bh = R[b + 1];
  let cl = R[c], ch = R[c + 1], dl = R[d], dh = R[d + 1];
  let p, lo, hi, x;
  // a = a + b + 2·lo(a)·lo(b)
  p = al * bl; lo = Math.imul(al, bl) >>> 0; hi = Math.round((p - lo) / TWO32);
  hi = ((hi << 1) | (lo >>> 31)) >>> 0; lo = (lo << 1) >>> 0;
  x = al + bl; al = x >>> 0; ah = (ah + bh + (x > 0xffffffff ? 1 : 0)) >>> 0;
  x = al + lo; al = x >>> 0; ah = (ah + hi + (x > 0xffffffff ? 1 : 0)) >>> 0;
  // d = (d ^ a) >>> 32
  x = dl ^ al; dl = (dh ^ ah) >>> 0; dh = x >>> 0;
  // c = c + d + 2·lo(c)·lo(d)
  p = cl * dl; lo = Math.imul(cl, dl) >>> 0; hi = Math.round((p - lo) / TWO32);
  hi = ((hi << 1) | (lo >>> 31)) >>> 0; lo = (lo << 1) >>> 0;
  x = cl + dl; cl = x >>> 0; ch = (ch + dh + (x > 0xffffffff ? 1 : 0)) >>> 0;
  x = cl + lo; cl = x >>> 0; ch = (ch + hi + (x > 0xffffffff ? 1 : 0)) >>> 0;
  // b = (b ^ c) >>> 24
  bl ^= cl; bh ^= ch;
  x = ((bl >>> 24) | (bh << 8)) >>> 0; bh = ((bh >>> 24) | (bl << 8)) >>> 0; bl = x;
  // a = a + b + 2·lo(a)·lo(b)
  p = al * bl; lo = Math.imul(al, bl) >>> 0; hi = Math.round((p - lo) / TWO32);
  hi = ((hi << 1) | (lo >>> 31)) >>> 0; lo = (lo << 1) >>> 0;
  x = al + bl; al = x >>> 0; ah = (ah + bh + (x > 0xffffffff ? 1 : 0)) >>> 0;
  x = al + lo; al = x >>> 0; ah = (ah + hi + (x > 0xffffffff ? 1 : 0)) >>> 0;
  // d = (d ^ a) >>> 16
  dl ^= al; dh ^= ah;
  x = ((dl >>> 16) | (dh << 16)) >>> 0; dh = ((dh >>> 16) | (dl << 16)) >>> 0; dl = x;
  // c = c + d + 2·lo(c)·lo(d)
  p = cl * dl; lo = Math.imul(cl, dl) >>> 0; hi = Math.round((p - lo) / TWO32);
  hi = ((hi << 1) | (lo >>> 31)) >>> 0; lo = (lo << 1) >>> 0;
  x = cl + dl; cl = x >>> 0; ch = (ch + dh + (x > 0xffffffff ? 1 : 0)) >>> 0;
  x = cl + lo; cl = x >>> 0; ch = (ch + hi + (x > 0xffffffff ? 1 : 0)) >>> 0;
  // b = (b ^ c) >>> 63, i.e. <<< 1
  bl ^= cl; bh ^= ch;
  x = ((bl << 1) | (bh >>> 31)) >>> 0; bh = ((bh << 1) | (bl >>> 31)) >>> 0; bl = x;
  R[a] = al; R[a + 1] = ah; R[b] = bl; R[b + 1] = bh;
  R[c] = cl; R[c + 1] = ch; R[d] = dl; R[d + 1] = dh;
}

/** BLAKE2b's round without a message on 16 words of R (indices of the
 * 64-bit words). */
function round(w0, w1, w2, w3, w4, w5, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15) {
  gb(2 * w0, 2 * w4, 2 * w8, 2 * w12);
  gb(2 * w1, 2 * w5, 2 * w9, 2 * w13);
  gb(2 * w2, 2 * w6, 2 * w10, 2 * w14);
  gb(2 * w3, 2 * w7, 2 * w11, 2 * w15);
  gb(2 * w0, 2 * w5, 2 * w10, 2 * w15);
  gb(2 * w1, 2 * w6, 2 * w11, 2 * w12);
  gb(2 * w2, 2 * w7, 2 * w8, 2 * w13);
  gb(2 * w3, 2 * w4, 2 * w9, 2 * w14);
}

/** Argon2's compression G: out = P(X ^ Y) ^ (X ^ Y), XORed into what is
 * at `out` already when `xor` (passes after the first, version 0x13).
 * Blocks are 256 words of a Uint32Array at an offset. */
function compressBlock(x, xo, y, yo, out, oo, xor) {
  for (let k = 0; k < 256; k++) {
    const r = x[xo + k] ^ y[yo + k];
    R[k] = r;
    Z[k] = xor ? r ^ out[oo + k] : r;
  }
  for (let i = 0; i < 8; i++) {
    const o = 16 * i;
    round(o, o + 1, o + 2, o + 3, o + 4, o + 5, o + 6, o + 7, o + 8, o + 9, o + 10, o + 11, o + 12, o + 13, o + 14, o + 15);
  }
  for (let i = 0; i < 8; i++) {
    const o = 2 * i;
    round(o, o + 1, o + 16, o + 17, o + 32, o + 33, o + 48, o + 49, o + 64, o + 65, o + 80, o + 81, o + 96, o + 97, o + 112, o + 113);
  }
  for (let k = 0; k < 256; k++) out[oo + k] = Z[k] ^ R[k];
}

/** The most memory the worker gives a key, in KiB: a planted envelope must
 * not make the phone allocate gigabytes (crates/hand refuses it first). */
const MAX_M_KIB = 256 * 1024;

/** Argon2id of `pin` and `salt` (Uint8Arrays), `mKib` KiB of memory, `t`
 * passes, one lane: 32 bytes. `progress` (optional) is called with the
 * share done, now and then. */
function argon2id(pin, salt, mKib, t, progress) {
  if (!(mKib >= 8 && mKib <= MAX_M_KIB && t >= 1 && t <= 64)) throw new Error(`Argon2id cost out of bounds: m=${mKib} KiB, t=${t}`);
  const lanes = 1;
  const outLen = 32;
  const h0 = blake2b(cat([lanes, outLen, mKib, t, 0x13, 2, pin.length, pin, salt.length, salt, 0, 0]), 64);
  const q = mKib - (mKib % 4); // m' = 4·p·⌊m / 4p⌋ blocks, all in one lane
  const seg = q / 4;
  const mem = new Uint32Array(q * 256);
  const block = (bytes) => new Uint32Array(bytes.buffer, bytes.byteOffset, 256);
  mem.set(block(hPrime(1024, cat([h0, 0, 0]))), 0);
  mem.set(block(hPrime(1024, cat([h0, 1, 0]))), 256);
  const zero = new Uint32Array(256);
  const input = new Uint32Array(256);
  const addresses = new Uint32Array(256);
  const nextAddresses = () => {
    input[12]++; // the counter, word 6's low half
    compressBlock(zero, 0, input, 0, addresses, 0, false);
    compressBlock(zero, 0, addresses, 0, addresses, 0, false);
  };
  const total = q * t;
  let done = 2;
  let told = 0;
  for (let pass = 0; pass < t; pass++) {
    for (let slice = 0; slice < 4; slice++) {
      // the first half of the first pass picks blocks by a counter
      // (Argon2i), the rest by the data (Argon2d)
      const independent = pass === 0 && slice < 2;
      if (independent) {
        input.fill(0);
        input[0] = pass;
        input[2] = 0; // lane
        input[4] = slice;
        input[6] = q;
        input[8] = t;
        input[10] = 2; // Argon2id
      }
      let start = 0;
      if (pass === 0 && slice === 0) {
        start = 2;
        if (independent) nextAddresses();
      }
      let cur = slice * seg + start;
      let prev = cur === 0 ? q - 1 : cur - 1;
      for (let i = start; i < seg; i++, cur++, prev++) {
        if (cur % q === 1) prev = cur - 1;
        let j1;
        if (independent) {
          if (i % 128 === 0) nextAddresses();
          j1 = addresses[2 * (i % 128)];
        } else {
          j1 = mem[prev * 256];
        }
        // the reference area (RFC 9106 section 3.4.1.2), one lane
        let area;
        if (pass === 0) area = slice * seg + i - 1;
        else area = q - seg + i - 1;
        const x = Number((BigInt(j1) * BigInt(j1)) >> 32n);
        const y = Number((BigInt(area) * BigInt(x)) >> 32n);
        const rel = area - 1 - y;
        const first = pass === 0 || slice === 3 ? 0 : (slice + 1) * seg;
        const ref = (first + rel) % q;
        compressBlock(mem, prev * 256, mem, ref * 256, mem, cur * 256, pass > 0);
        done++;
        if (progress && done - told >= 2048) {
          told = done;
          progress(done / total);
        }
      }
    }
  }
  const last = new Uint8Array(mem.buffer, (q - 1) * 1024, 1024).slice();
  return hPrime(outLen, last);
}

// In a worker: answer each message. (Elsewhere — a test that evaluates
// this file — only the functions are defined.)
if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  self.onmessage = (e) => {
    try {
      const { alg, pin, salt, iterations, bytes, m_kib, t } = e.data;
      const progress = (share) => self.postMessage({ progress: share });
      const bits =
        alg === "argon2id"
          ? argon2id(new Uint8Array(pin), new Uint8Array(salt), m_kib, t, progress)
          : pbkdf2Sha256(new Uint8Array(pin), new Uint8Array(salt), iterations, bytes, progress);
      self.postMessage({ bits }, [bits.buffer]);
    } catch (err) {
      self.postMessage({ error: String(err) });
    }
  };
}
