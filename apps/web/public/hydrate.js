// A page the server rendered (issue 22) is painted, styled and navigable before any of the app's code
// runs: that code only makes it interactive (hydration). So it is asked for after the page's load event
// (or after 3 s at the latest): the page's own content (its pictures, its largest paint) never shares the
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
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < chunks.length; i += 1) add('link', { rel: 'modulepreload', crossorigin: '', href: chunks[i] });
    add('script', { type: 'module', crossorigin: '', src: entry });
  }
  if (document.readyState === 'complete') start();
  else {
    addEventListener('load', start, { once: true });
    setTimeout(start, 3000);
  }
})();
