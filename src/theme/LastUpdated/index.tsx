// Replaces the stock line: its Intl.DateTimeFormat loads locale data, a long task on a slow phone, for one English date.
import type { ReactNode } from "react";
import { ThemeClassNames } from "@docusaurus/theme-common";
import type { Props } from "@theme/LastUpdated";

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** The stock format, `{ day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }` in English. */
const formatDate = (date: Date) =>
  `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;

export default function LastUpdated({ lastUpdatedAt }: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      {"Last updated on "}
      <b>
        <time dateTime={date.toISOString()} itemProp="dateModified">
          {formatDate(date)}
        </time>
      </b>
    </span>
  );
}
