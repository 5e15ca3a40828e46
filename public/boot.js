/*
 * Starts the page's script once the server-rendered page has loaded and been painted, so that on a slow
 * mobile link the text and images arrive first and the script (which only adds interactivity)
 * comes after. The server puts the entry and the page's own chunks in data attributes. The page
 * came with only the styles it uses: the whole stylesheet, for the pages the visitor goes to
 * next, is fetched at the same time as the script: the rules the page lacks, at the address the
 * server names in data-rest (or the whole stylesheet, whose link is disabled until then).
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
    var rest = stylesheet && stylesheet.getAttribute("data-rest");
    if (rest) add("link", { rel: "stylesheet", href: rest });
    else if (stylesheet) stylesheet.disabled = false;
    preload.forEach(function (href) {
      add("link", { rel: "modulepreload", crossorigin: "", href: href });
    });
    add("script", { type: "module", crossorigin: "", src: entry });
  }
  var started = false;
  function once() {
    if (started) return;
    started = true;
    start();
  }
  // The load event can come before the first paint: wait until the page has painted its text
  // (first contentful paint) and its images above the fold are decoded, then let one more frame
  // put them on screen. The script never competes with what the visitor came to see.
  function firstPaint() {
    return new Promise(function (resolve) {
      var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
      if (!types || types.indexOf("paint") < 0) return resolve();
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName("first-contentful-paint").length) {
          observer.disconnect();
          resolve();
        }
      });
      observer.observe({ type: "paint", buffered: true });
    });
  }
  function imagesDecoded() {
    var eager = Array.prototype.filter.call(document.images, function (img) {
      return img.loading !== "lazy" && img.decode;
    });
    return Promise.all(
      eager.map(function (img) {
        return img.decode().catch(function () {});
      }),
    );
  }
  function afterLoad() {
    Promise.all([firstPaint(), imagesDecoded()]).then(function () {
      requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    });
    // Should a browser never report that paint, the page still comes alive.
    setTimeout(once, 3000);
  }
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
})();
