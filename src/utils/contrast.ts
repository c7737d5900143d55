// WCAG contrast arithmetic for the colours the site defines in code (the
// syntax-highlighting themes), so they can be held to 4.5:1 at build time.

export type Rgb = readonly [number, number, number];

/** Parses #rgb, #rrggbb and rgb()/rgba() (alpha ignored); anything else is rejected loudly. */
export function parseColor(color: string): Rgb {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const digits =
      hex[1].length === 3
        ? [...hex[1]].map((digit) => digit + digit).join("")
        : hex[1];
    return [0, 2, 4].map((at) =>
      parseInt(digits.slice(at, at + 2), 16),
    ) as unknown as Rgb;
  }
  const rgb = /^rgba?\(([^)]+)\)$/i.exec(value);
  if (rgb) {
    const [r, g, b] = rgb[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if ([r, g, b].every((channel) => Number.isFinite(channel)))
      return [r, g, b];
  }
  throw new Error(`Unsupported colour "${color}"`);
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `over` painted at `alpha` on top of `base`, as a translucent highlight is. */
export function composite(base: Rgb, over: Rgb, alpha: number): Rgb {
  return base.map(
    (channel, i) => channel * (1 - alpha) + over[i] * alpha,
  ) as unknown as Rgb;
}

/**
 * The colour nearest to `color` (mixed towards black or white, whichever the
 * backgrounds call for) that reaches `minimum` against every background.
 */
export function ensureContrast(
  color: Rgb,
  backgrounds: readonly Rgb[],
  minimum: number,
): Rgb {
  const darkBackgrounds = backgrounds.every((bg) => luminance(bg) < 0.2);
  const target: Rgb = darkBackgrounds ? [255, 255, 255] : [0, 0, 0];
  for (let step = 0; step <= 100; step += 1) {
    const candidate = composite(color, target, step / 100);
    const rounded = parseColor(toHex(candidate));
    if (backgrounds.every((bg) => contrastRatio(rounded, bg) >= minimum)) {
      return rounded;
    }
  }
  throw new Error(`No colour near ${toHex(color)} reaches ${minimum}:1`);
}
