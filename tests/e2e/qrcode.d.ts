/** The part of the untyped `qrcode` package the end-to-end tests use. */
declare module 'qrcode' {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): {
    modules: { size: number; get(row: number, col: number): number | boolean };
  };
}
