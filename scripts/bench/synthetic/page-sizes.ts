/**
 * Page sizes of the synthetic site, drawn from the distribution of this repository's own pages:
 * the byte sizes of the 2,665 .mdx pages under content/ (partials excluded) at the time of writing,
 * as percentiles. A fixed table rather than a fresh measurement, so runs stay comparable while
 * content/ changes. Mean 3,989 bytes, median 3,680.
 */
import type { Rng } from './random';

/** [cumulative share, bytes]: the inverse distribution, interpolated linearly in between. */
export const REAL_PAGE_SIZES: readonly (readonly [number, number])[] = [
  [0, 445],
  [0.01, 665],
  [0.05, 1674],
  [0.1, 1960],
  [0.2, 2421],
  [0.3, 2917],
  [0.4, 3288],
  [0.5, 3680],
  [0.6, 4043],
  [0.7, 4518],
  [0.8, 5238],
  [0.9, 6083],
  [0.95, 6985],
  [0.97, 7544],
  [0.98, 8366],
  [0.99, 11938],
  [0.995, 19174],
  [1, 26876],
];

/** Bytes at share `q` (0–1) of the real distribution. */
export function realPageSize(q: number): number {
  for (let i = 1; i < REAL_PAGE_SIZES.length; i++) {
    const [q1, b1] = REAL_PAGE_SIZES[i];
    if (q <= q1) {
      const [q0, b0] = REAL_PAGE_SIZES[i - 1];
      return Math.round(b0 + ((q - q0) / (q1 - q0)) * (b1 - b0));
    }
  }
  return REAL_PAGE_SIZES[REAL_PAGE_SIZES.length - 1][1];
}

export function samplePageSize(rng: Rng): number {
  return realPageSize(rng.next());
}
