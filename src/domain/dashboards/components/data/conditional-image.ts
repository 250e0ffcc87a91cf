/** The conditional image's data (server: widget-data/conditional-image.ts; app: components/conditional-image/). */
export interface ConditionalImageData {
  /** The tag's latest value at the request's instant (null: none yet) and when it was taken (ISO; null for a calculation or no value). */
  value: number | null;
  at: string | null;
  /** The index of the first rule that holds; null when none does (the default picture, if any, shows). */
  rule: number | null;
  /** The picture to show (an image id), or null when no rule holds and there is no default. */
  image: string | null;
}
