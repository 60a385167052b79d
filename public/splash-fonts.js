// The app’s font sizes and weights, laid out once, hidden, three to a task, after the splash's
// pictures are painted and while the page waits for its scripts (index.html).
// NOTE: on Linux the first use of a font at a size and weight is a blocking call to the browser's
// font service (0.5–2 ms, far more on a busy machine). Made here, in idle moments, those calls are
// not inside the app's first layouts, which are long tasks already. The list: the sizes and weights
// of the first screens of /, /match, /player, /message, /chat and /matchdetail.
(() => {
  // Most used first: the app's first render may come before the list is through.
  const combos = [
    '400 12px',
    '400 13px',
    '400 14px',
    '400 15px',
    '400 11px',
    '600 13px',
    '600 14px',
    '600 15px',
    '600 16px',
    '400 10px',
    '600 11px',
    '400 17px',
    '600 17px',
    '700 15px',
    '700 16px',
    '700 17px',
    '600 18px',
    '500 11px',
    '500 16px',
    '400 22px',
    '700 20px',
    '700 30px',
  ];
  let family = '';
  const next = () => {
    const splash = document.querySelector('.splash');
    // The app's first render replaced the splash: it found what it uses itself.
    if (!splash || combos.length === 0) return;
    family ||= getComputedStyle(splash).fontFamily;
    const spans = combos.splice(0, 3).map((combo) => {
      const span = document.createElement('span');
      span.style.cssText = `position:absolute;visibility:hidden;font:${combo}/1 ${family}`;
      span.textContent = '球迷0a';
      return splash.appendChild(span);
    });
    spans[0].getBoundingClientRect();
    for (const span of spans) span.remove();
    setTimeout(next);
  };
  // NOTE: only once the splash's pictures are painted (a live room's loading advert, today's advert
  // on the home page: the page's largest picture): a warm-up task before that would hold its paint back.
  const pictures = [...document.querySelectorAll('.splash img')].map((img) => img.decode().catch(() => {}));
  Promise.all(pictures).then(() => requestAnimationFrame(() => setTimeout(next)));
})();
