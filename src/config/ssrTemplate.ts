// Docusaurus's page template with one change: the app's scripts download at
// once (a low-priority preload, so they never compete with the stylesheet)
// but run only once the parsed page is on screen. The HTML is complete, so
// nothing the reader sees waits for JavaScript, and hydration's long tasks
// come after the largest paint instead of racing it.

/**
 * Runs in the page, inlined as its source text: no imports, no helpers.
 * Starts the preloaded scripts, in order, two frames after the document is
 * parsed and has painted; hidden tabs, browsers without paint timing and a
 * page that has not painted within 3 s start as soon as they can, as
 * `defer` would.
 *
 * The home page's wrong-base-URL banner (a Docusaurus inline script) decides
 * at DOMContentLoaded, from whether the app has set `window.docusaurus`.
 * This script comes first in <head>, so its listener runs first: it stands
 * in for the app until the scripts have had their chance, and shows the
 * banner itself if one fails to load, which is what a wrong base URL does.
 */
function boot(): void {
  const doc = document;
  const win = window as unknown as {
    docusaurus?: unknown;
    insertBanner?: () => void;
  };
  let painted = false;
  let parsed = false;
  let loaded = false;
  function failed() {
    if (!win.insertBanner || !doc.body) return;
    win.insertBanner();
    win.insertBanner = undefined;
  }
  function load() {
    if (loaded) return;
    loaded = true;
    const links = doc.querySelectorAll<HTMLLinkElement>(
      "link[data-app-script]",
    );
    for (let i = 0; i < links.length; i++) {
      const script = doc.createElement("script");
      script.src = links[i].href;
      script.async = false;
      script.onerror = failed;
      doc.head.appendChild(script);
    }
  }
  function start() {
    if (!painted || !parsed) return;
    if (doc.visibilityState !== "visible") return load();
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(load);
      });
    });
  }
  const Observer = self.PerformanceObserver;
  const types = (Observer && Observer.supportedEntryTypes) || [];
  if (doc.visibilityState !== "visible" || types.indexOf("paint") < 0) {
    painted = true;
  } else {
    new Observer(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      painted = true;
      start();
    }).observe({ type: "paint", buffered: true });
  }
  setTimeout(function () {
    if (parsed) load();
    painted = true;
  }, 3000);
  doc.addEventListener("DOMContentLoaded", function () {
    parsed = true;
    if (win.docusaurus === undefined) win.docusaurus = {};
    start();
  });
}

export const bootScript = `(${boot.toString()})()`;

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <script>${bootScript}</script>
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" data-app-script href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
