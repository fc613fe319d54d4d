/**
 * V8 keeps a script's whole source text for as long as the script lives, one byte per character
 * only while every character is within Latin-1: a single „〇“ or „—“ anywhere stores all of
 * dist/server.js twice as large (≈ 2.5 MB more heap for the running server). esbuild escapes
 * strings and templates itself but leaves regular expression literals as written, so the
 * bundle's few remaining characters above U+00FF become `\u` escapes of four hex digits — which mean the same
 * in a regular expression, a string and an identifier. Comments are gone (minifyWhitespace).
 * @param {string} code
 * @returns {string}
 */
export function oneByteSource(code) {
  // Code units, not code points: a character outside the BMP becomes its two surrogate escapes,
  // which a regular expression with or without the u flag reads as that one character.
  return code.replace(/[\u0100-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
