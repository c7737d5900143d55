// The benches report medians: single runs on a shared two-core machine vary
// too much to compare. A value that could not be measured (NaN, such as
// Lighthouse's TBT without a quiet window) is left out; none at all gives NaN.
export function median(xs) {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
