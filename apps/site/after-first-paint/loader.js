// The site's module script, started once the browser has painted the server's page (decision 046).
// A classic, deferred script: it runs after the page is parsed, reads the addresses the build wrote
// on its own tag, and adds the module (and its preloads) when the first contentful paint is done.
/* global document, window */
(function afterFirstPaint() {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-module');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  var root = document.getElementById('root');
  var painted = root && root.hasAttribute('data-server-paint');
  // Nothing to wait for: no server paint (React draws the page), a background tab (no paint comes
  // until it is shown), or a browser that does not report paints.
  if (!painted || document.visibilityState !== 'visible' || !window.PerformanceObserver) {
    start();
    return;
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) window.setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  // A paint that is never reported must not leave the page without its script.
  window.setTimeout(start, 1000);
})();
