// The card's design as an SVG string: the site's portal-and-arrow mark, the
// section, the page title and its summary. SVG has no line wrapping, so lines
// are broken here with an estimate of DejaVu Sans advances, which errs wide
// so that no line runs past the margin.
// cspell:ignore fjrt
import { CARD_HEIGHT, CARD_WIDTH } from "./paths";

export type CardText = {
  /** Small label above the title: "Docs", "Blog"; empty on the home page. */
  section: string;
  title: string;
  description: string;
  /** Shown at the bottom, without the protocol. */
  url: string;
};

const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

const colors = {
  background: "#1a1033",
  mark: "#a78bfa",
  arrow: "#38bdf8",
  title: "#ffffff",
  section: "#7dd3fc",
  description: "#ddd6fe",
  url: "#c4b5fd",
} as const;

/** Advance of a character in em, a little over DejaVu Sans's real widths. */
function advance(char: string, bold: boolean): number {
  if (/[il.,:;'!|]/.test(char)) return 0.34;
  if (/[fjrt()[\]/ ]/.test(char)) return bold ? 0.46 : 0.42;
  if (/[mwMW@]/.test(char)) return bold ? 1.05 : 0.98;
  if (/[A-Z]/.test(char)) return bold ? 0.8 : 0.74;
  return bold ? 0.7 : 0.64;
}

function textWidth(text: string, size: number, bold: boolean): number {
  return [...text].reduce((sum, char) => sum + advance(char, bold), 0) * size;
}

/** Greedy word wrap; the last allowed line ends with an ellipsis when text is left over. */
export function wrap(
  text: string,
  size: number,
  bold: boolean,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, size, bold) <= TEXT_WIDTH) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last.includes(" ") && textWidth(`${last}…`, size, bold) > TEXT_WIDTH) {
    last = last.slice(0, last.lastIndexOf(" "));
  }
  kept[maxLines - 1] = `${last.replace(/[\s,.;:]+$/, "")}…`;
  return kept;
}

const escape = (text: string): string =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

function textLines(
  lines: string[],
  x: number,
  y: number,
  lineHeight: number,
  attributes: string,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * lineHeight}" ${attributes}>${escape(line)}</text>`,
    )
    .join("");
}

/** The site's mark (favicon.svg) at `scale`, drawn from its 64-unit grid. */
function mark(x: number, y: number, scale: number, opacity = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" opacity="${opacity}"><rect x="4" y="14" width="24" height="36" rx="6" fill="none" stroke="${colors.mark}" stroke-width="4"/><rect x="36" y="14" width="24" height="36" rx="6" fill="${colors.mark}"/><path d="M16 32h30m-7-7 7 7-7 7" fill="none" stroke="${colors.arrow}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>`;
}

/** Title size: the largest that fits in three lines. */
function titleLayout(title: string): { size: number; lines: string[] } {
  for (const size of [72, 62, 54]) {
    const lines = wrap(title, size, true, 99);
    if (lines.length <= 3) return { size, lines };
  }
  return { size: 54, lines: wrap(title, 54, true, 3) };
}

export function cardSvg({ section, title, description, url }: CardText) {
  const heading = titleLayout(title);
  const titleLineHeight = Math.round(heading.size * 1.18);
  const titleTop = 250;
  const summarySize = 30;
  const summaryTop =
    titleTop + (heading.lines.length - 1) * titleLineHeight + 66;
  const summaryLines = wrap(
    description,
    summarySize,
    false,
    heading.lines.length > 2 ? 2 : 3,
  );
  const family = `font-family="DejaVu Sans"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${colors.background}"/>`,
    mark(760, 60, 7, 0.13),
    mark(MARGIN - 4, 56, 1.25),
    `<text x="${MARGIN + 88}" y="108" ${family} font-weight="bold" font-size="34" fill="${colors.title}">React Native Teleport</text>`,
    section
      ? `<text x="${MARGIN}" y="${titleTop - heading.size - 12}" ${family} font-weight="bold" font-size="26" letter-spacing="3" fill="${colors.section}">${escape(section.toUpperCase())}</text>`
      : "",
    textLines(
      heading.lines,
      MARGIN,
      titleTop,
      titleLineHeight,
      `${family} font-weight="bold" font-size="${heading.size}" fill="${colors.title}"`,
    ),
    textLines(
      summaryLines,
      MARGIN,
      summaryTop,
      Math.round(summarySize * 1.4),
      `${family} font-size="${summarySize}" fill="${colors.description}"`,
    ),
    `<text x="${MARGIN}" y="${CARD_HEIGHT - 52}" ${family} font-size="24" fill="${colors.url}">${escape(url)}</text>`,
    `<rect y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH * 0.7}" height="16" fill="${colors.mark}"/>`,
    `<rect x="${CARD_WIDTH * 0.7}" y="${CARD_HEIGHT - 16}" width="${CARD_WIDTH * 0.3}" height="16" fill="${colors.arrow}"/>`,
    `</svg>`,
  ].join("");
}
