// Wraps the stock bar to close it once the reader opens the post it announces: by then it has done its job.
import { useEffect, type ReactNode } from "react";
import { useLocation } from "@docusaurus/router";
import { useAnnouncementBar } from "@docusaurus/theme-common/internal";
import AnnouncementBar from "@theme-original/AnnouncementBar";

const announcedPath = /\/blog\/welcome$/;

export default function AnnouncementBarWrapper(): ReactNode {
  const { pathname } = useLocation();
  const { isActive, close } = useAnnouncementBar();
  useEffect(() => {
    if (isActive && announcedPath.test(pathname)) close();
  }, [isActive, close, pathname]);
  return <AnnouncementBar />;
}
