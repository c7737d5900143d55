import type { ReactNode } from "react";
import clsx from "clsx";
import styles from "./styles.module.css";

type Props = {
  href: string;
  label: string;
  icon: "github";
  mobile?: boolean;
  className?: string;
};

const icons: Record<Props["icon"], ReactNode> = {
  github: (
    <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.04-.71.08-.7.08-.7 1.15.08 1.76 1.19 1.76 1.19 1.03 1.76 2.69 1.25 3.35.96.1-.75.4-1.25.73-1.54-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.7 5.39-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5Z" />
  ),
};

/** A navbar link shown as an icon on desktop and as a labelled item in the mobile menu. */
export default function NavbarIconLink({
  href,
  label,
  icon,
  mobile,
  className,
}: Props): ReactNode {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={clsx(
        mobile ? "menu__link" : "navbar__item navbar__link",
        styles.iconLink,
        className,
      )}
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        fill="currentColor"
      >
        {icons[icon]}
      </svg>
      {mobile && <span className={styles.mobileLabel}>{label}</span>}
    </a>
  );
}
