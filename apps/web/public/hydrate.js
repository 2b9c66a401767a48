// A page the server rendered (issue 22) is painted, styled and navigable before any of the app's code
// runs: that code only makes it interactive (hydration). So it is asked for once the page has loaded and
// painted (or after 3 s at the latest): the page's own content (its pictures, its largest paint) never shares the
// line or the processor with it. The server names the app's entry and the chunks it will import at once.
// A plain deferred script, not inline: the site's CSP allows scripts from 'self' only.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (me.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  // The entry first, then one chunk per task: asking for a resource costs the main thread a few
  // milliseconds each (more on a slow phone), and eight at once made one long task (issue 22, TBT).
  function start() {
    if (started) return;
    started = true;
    add('script', { type: 'module', crossorigin: '', src: entry });
    var next = 0;
    (function preloadNext() {
      if (next >= chunks.length) return;
      add('link', { rel: 'modulepreload', crossorigin: '', href: chunks[next] });
      next += 1;
      setTimeout(preloadNext, 0);
    })();
  }
  // Two frames after the load event: on a fast line the load event can come before the first paint,
  // and the page must be painted (its largest paint too) before its scripts are asked for.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(start);
    });
  }
  // An invite link (?tab=register) comes for the register form, which only the app shows: the app starts at once,
  // so the form opens as soon as the page takes input rather than after its pictures have loaded (issue 34).
  if (/[?&]tab=register(&|$)/.test(location.search)) start();
  else if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
  // A tab in the background paints no frame: it starts all the same.
  setTimeout(start, 3000);
})();
