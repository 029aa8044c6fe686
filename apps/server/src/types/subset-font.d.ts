declare module 'subset-font' {
  /** Keeps only the glyphs `text` needs (and what their shaping needs), in the requested format. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype' },
  ): Promise<Buffer>;
}
