// The part of `qrcode` the browser uses. @types/qrcode pulls in all of Node's types, which
// would let `process` or `Buffer` compile in client code (client/tsconfig.json maps the module here).
export interface QRCodeToDataURLOptions {
  margin?: number;
  width?: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
}

export function toDataURL(text: string, options?: QRCodeToDataURLOptions): Promise<string>;
