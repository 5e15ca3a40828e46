/*
 * Starts the page's script once the server-rendered page has loaded and been painted, so that on a slow
 * mobile link the text and images arrive first and the script (which only adds interactivity)
 * comes after. The server puts the entry and the page's own chunks in data attributes. The page
 * came with only the styles it uses: the whole stylesheet, for the pages the visitor goes to
 * next, is fetched at the same time as the script (its link is disabled until then).
 */
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  var preload = (script.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  function add(tag, attrs) {
    var el = document.createElement(tag);
    for (var key in attrs) el.setAttribute(key, attrs[key]);
    document.head.appendChild(el);
  }
  function start() {
    var stylesheet = document.querySelector("link[data-full]");
    if (stylesheet) stylesheet.disabled = false;
    preload.forEach(function (href) {
      add("link", { rel: "modulepreload", crossorigin: "", href: href });
    });
    add("script", { type: "module", crossorigin: "", src: entry });
  }
  // After the load event: the text and the main image are on screen by then.
  function later() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === "complete") later();
  else window.addEventListener("load", later, { once: true });
})();
