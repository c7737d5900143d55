// Routes load on intent, when a link is hovered or touched (Docusaurus's
// preload, which skips 2G and Save-Data connections), never because their
// links came into view: on a docs page the sidebar alone named dozens, which a
// phone downloaded at idle time whether or not the reader went on. Link calls
// window.docusaurus.prefetch (a typed global) when a link shows, so a no-op
// there is enough. (Its observers stay: switching them off too, by a patch,
// saved no measurable time.) The client entry sets window.docusaurus right
// after this module loads, and renders in a later task.
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";

if (ExecutionEnvironment.canUseDOM) {
  queueMicrotask(() => {
    window.docusaurus = { ...window.docusaurus, prefetch: () => false };
  });
}
