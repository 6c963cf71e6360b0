import { hash } from 'node:crypto';

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;
const MD5_HEX = /^[0-9a-fA-F]{32}$/;

/** SHA-256 of the UTF-8 bytes, lowercase hex. */
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

/** MD5 of the UTF-8 bytes, lowercase hex (Criteo accounts set up for MD5). */
export function md5Hex(value: string): string {
  return hash('md5', value, 'hex');
}

export function isSha256Hex(value: string): boolean {
  return value.length === 64 && SHA256_HEX.test(value);
}

export function isMd5Hex(value: string): boolean {
  return value.length === 32 && MD5_HEX.test(value);
}
