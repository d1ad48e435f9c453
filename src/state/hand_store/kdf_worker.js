// PBKDF2-HMAC-SHA256 in a Web Worker, for a page without WebCrypto (a
// page that is not a secure context: the LAN page, plain http). The same
// function as `shturman_hand::cipher::pbkdf2_sha256` (RFC 8018 with
// HMAC-SHA256); src/pages/kdf_worker.rs starts it from a Blob, so it is
// part of the hand's chunk, not a file to serve and cache of its own.
//
// Message in: { pin: Uint8Array, salt: Uint8Array, iterations, bytes }.
// Message out: { bits: Uint8Array } (`bytes` long), or { error: string }.
//
// Each iteration is two SHA-256 compressions of one block: the HMAC's
// inner and outer key blocks are compressed once, and the 32-byte U is
// always the whole message after them, so its padding is fixed.
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

/** PBKDF2-HMAC-SHA256 of `pin` and `salt` (Uint8Arrays): `bytes` bytes. */
function pbkdf2Sha256(pin, salt, iterations, bytes) {
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
    for (let i = 1; i < iterations; i++) {
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

// In a worker: answer each message. (Elsewhere — a test that evaluates
// this file — only the functions are defined.)
if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  self.onmessage = (e) => {
    try {
      const { pin, salt, iterations, bytes } = e.data;
      const bits = pbkdf2Sha256(new Uint8Array(pin), new Uint8Array(salt), iterations, bytes);
      self.postMessage({ bits }, [bits.buffer]);
    } catch (err) {
      self.postMessage({ error: String(err) });
    }
  };
}
