// Answers crypto-js's own imports of `./md5` and `./evpkdf` in the H5 build (config/h5-slim.ts). aes.js and
// cipher-core.js import them for password-based keys (OpenSSL's EvpKDF over MD5, which pulls in SHA-1 and
// HMAC as well); the app always passes a key and an IV as WordArrays (src/services/api/crypto.ts), so no key
// is ever derived. Gives back crypto-js's core unchanged: a string key would now fail loudly
// (`EvpKDF` undefined) instead of deriving a key. Plain CommonJS like crypto-js: webpack reads it as is.
module.exports = require('crypto-js/core')
