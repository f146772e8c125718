// apidocs page behaviour: the sidebar tree (from navigation.js, one file per API, loaded after
// the page is ready), the phone menu, the sidebar filter, "On this page" links and copy
// buttons. Everything here adds to a page that already works without scripts.
(function () {
  "use strict";
  var doc = document.documentElement;
  doc.classList.add("js");
  var root = doc.getAttribute("data-root") || "";
  var current = doc.getAttribute("data-page") || "index.html";

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) { for (var k in attrs) { if (Object.prototype.hasOwnProperty.call(attrs, k)) { node.setAttribute(k, attrs[k]); } } }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  // --- Sidebar -------------------------------------------------------------------------
  var sidebar = document.getElementById("site-sidebar");
  // The phone menu button only works with this script, so it is made here, not in the page
  // (a custom layout may still write one).
  var menu = document.getElementById("menu-button");
  var header = document.querySelector(".site-header");
  if (!menu && sidebar && header) {
    menu = el("button", { type: "button", "class": "menu-button", id: "menu-button", "aria-controls": "site-sidebar",
                          "aria-expanded": "false" }, "Menu");
    header.insertBefore(menu, header.firstChild);
  }

  // Long names get break opportunities at camelCase humps and after dots, as on the pages.
  function appendBreakable(node, text) {
    if (text.length < 16) { node.appendChild(document.createTextNode(text)); return; }
    var parts = text.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[._\/-])/);
    parts.forEach(function (part, n) {
      if (n > 0) { node.appendChild(document.createElement("wbr")); }
      node.appendChild(document.createTextNode(part));
    });
  }

  function link(text, page, method) {
    var a = el("a", { href: root + page });
    if (method) {
      a.appendChild(el("span", { "class": "method method-" + method.toLowerCase() }, method));
    }
    appendBreakable(a, text);
    if (page === current) { a.setAttribute("aria-current", "page"); }
    return a;
  }

  // navigation.js: [[section, [[title, page, [[text, page, method?], ...]], ...]], ...]
  // A group with a page and no items (a trait tag) is a plain link to its page.
  function drawTree(data) {
    var tree = el("ul", { "class": "nav-tree" });
    var mine = null;
    data.forEach(function (section) {
      var title = section[0], groups = section[1];
      var li = el("li", { "class": "section" });
      var details = el("details", { open: "" });
      var count = 0;
      groups.forEach(function (g) { count += g[2].length; });
      var summary = el("summary", null, title + " ");
      summary.appendChild(el("span", { "class": "count" }, String(count)));
      details.appendChild(summary);
      var list = el("ul");
      var single = groups.length === 1 && groups[0][0] === title;
      groups.forEach(function (group) {
        var holder = list;
        var groupDetails = null;
        if (group[1] && !group[2].length) {
          var lone = el("li");
          var pageLink = link(group[0], group[1]);
          lone.appendChild(pageLink);
          list.appendChild(lone);
          if (group[1] === current && !mine) { mine = pageLink; }
          return;
        }
        if (!single) {
          var gli = el("li");
          groupDetails = el("details");
          var gs = el("summary");
          appendBreakable(gs, group[0]);
          gs.appendChild(document.createTextNode(" "));
          gs.appendChild(el("span", { "class": "count" }, String(group[2].length)));
          groupDetails.appendChild(gs);
          holder = el("ul");
          if (group[1]) {
            var tagItem = el("li");
            tagItem.appendChild(link("Tag page", group[1]));
            holder.appendChild(tagItem);
            if (group[1] === current) { groupDetails.open = true; mine = tagItem.firstChild; }
          }
          groupDetails.appendChild(holder);
          gli.appendChild(groupDetails);
          list.appendChild(gli);
        }
        group[2].forEach(function (item) {
          var ili = el("li");
          var a = link(item[0], item[1], item[2]);
          ili.appendChild(a);
          holder.appendChild(ili);
          if (item[1] === current) {
            if (!mine) { mine = a; }
            if (groupDetails) { groupDetails.open = true; }
          }
        });
      });
      details.appendChild(list);
      li.appendChild(details);
      tree.appendChild(li);
    });
    return { tree: tree, mine: mine };
  }

  function filterTree(tree, text) {
    var query = text.trim().toLowerCase();
    var items = tree.querySelectorAll("a");
    for (var i = 0; i < items.length; i++) {
      var hit = !query || items[i].textContent.toLowerCase().indexOf(query) >= 0;
      items[i].parentNode.hidden = !hit;
    }
    var groups = tree.querySelectorAll("details");
    for (var j = groups.length - 1; j >= 0; j--) {
      var visible = groups[j].querySelector("li:not([hidden]) > a");
      groups[j].parentNode.hidden = !visible;
      if (query && visible) { groups[j].open = true; }
    }
  }

  function buildSidebar() {
    var data = window.APIDOCS_NAV;
    if (!sidebar || !Array.isArray(data)) { return; }
    var drawn = drawTree(data);
    var label = el("label", { "class": "filter" });
    label.appendChild(el("span", { "class": "visually-hidden" }, "Filter the contents"));
    var input = el("input", { type: "search", placeholder: "Filter", autocomplete: "off", spellcheck: "false" });
    label.appendChild(input);
    input.addEventListener("input", function () { filterTree(drawn.tree, input.value); });
    var plain = sidebar.querySelector(".sidebar-plain");
    if (plain) { plain.remove(); }
    sidebar.appendChild(label);
    sidebar.appendChild(drawn.tree);
    if (drawn.mine && drawn.mine.scrollIntoView && sidebar.scrollHeight > sidebar.clientHeight) {
      drawn.mine.scrollIntoView({ block: "center" });
      window.scrollTo(0, 0);
    }
    window.__navReady = true;
  }

  function loadNavigation() {
    var src = sidebar && sidebar.getAttribute("data-navigation");
    if (!src) { return; }
    var script = el("script", { src: src });
    script.onload = buildSidebar;
    script.onerror = function () { window.__navError = "navigation.js not loaded"; };
    document.head.appendChild(script);
  }

  if (menu && sidebar) {
    menu.hidden = false;
    menu.addEventListener("click", function () {
      var open = sidebar.classList.toggle("open");
      menu.setAttribute("aria-expanded", open ? "true" : "false");
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && sidebar.classList.contains("open")) {
        sidebar.classList.remove("open");
        menu.setAttribute("aria-expanded", "false");
        menu.focus();
      }
    });
  }

  // --- On this page --------------------------------------------------------------------
  function onThisPage() {
    var main = document.getElementById("main-content");
    var article = main && main.querySelector("article");
    if (!article) { return; }
    var heads = article.querySelectorAll("h2[id], section.nested-type[id] > h3, section.nested-type[id] > h4");
    var links = [];
    for (var i = 0; i < heads.length; i++) {
      var h = heads[i];
      var target = h.id ? h : (h.parentNode.id ? h.parentNode : null);
      var code = h.querySelector("code");
      var text = (code || h).textContent;
      if (target && target.id) { links.push([target.id, text.trim()]); }
    }
    if (links.length < 4) { return; }
    var nav = el("nav", { "class": "on-this-page", "aria-labelledby": "on-this-page-title" });
    nav.appendChild(el("h2", { id: "on-this-page-title" }, "On this page"));
    var ul = el("ul");
    var seen = {};
    links.forEach(function (l) {
      if (seen[l[0]]) { return; }
      seen[l[0]] = true;
      var li = el("li");
      // A Swift path breaks only after its dots (Repository.TemplateRepository, never
      // Repository.TemplateRep/ository); the whole path is the link's title.
      var a = el("a", { href: "#" + l[0], title: l[1] });
      l[1].split(".").forEach(function (part, index, parts) {
        a.appendChild(document.createTextNode(part + (index < parts.length - 1 ? "." : "")));
        if (index < parts.length - 1) { a.appendChild(document.createElement("wbr")); }
      });
      li.appendChild(a);
      ul.appendChild(li);
    });
    nav.appendChild(ul);
    main.classList.add("with-toc");
    main.insertBefore(nav, main.firstChild);
  }

  // --- Response samples beside an operation ---------------------------------------------
  // On a wide screen an operation's code panel (Swift example, HTTP request) also shows its
  // response samples, one tab per status code (and media type, where a response has several);
  // the samples are moved there from their responses and back when the screen narrows, so the
  // page holds each once. Without this script they stay under their responses.
  function responseSamples() {
    var article = document.querySelector("article.has-panel");
    var panel = article && article.querySelector(".code-panel");
    if (!panel || !window.matchMedia) { return; }
    var samples = [];
    var sections = article.querySelectorAll(".response-details[data-status]");
    for (var i = 0; i < sections.length; i++) {
      var codes = sections[i].querySelectorAll(".media-type > .code");
      for (var j = 0; j < codes.length; j++) {
        var media = codes[j].parentNode.querySelector(".media-type-name code");
        var label = sections[i].getAttribute("data-status") + (codes.length > 1 && media ? " " + media.textContent : "");
        samples.push({ label: label, code: codes[j], home: codes[j].parentNode });
      }
    }
    if (!samples.length) { return; }
    var box = el("section", { "class": "response-samples", "aria-labelledby": "response-samples-title" });
    box.appendChild(el("h2", { id: "response-samples-title" }, "Response samples"));
    var list = el("div", { role: "tablist", "aria-label": "Response samples" });
    box.appendChild(list);
    var tabs = [], panes = [];
    function select(n, focus) {
      for (var k = 0; k < tabs.length; k++) {
        tabs[k].setAttribute("aria-selected", k === n ? "true" : "false");
        tabs[k].tabIndex = k === n ? 0 : -1;
        panes[k].hidden = k !== n;
      }
      if (focus) { tabs[n].focus(); }
    }
    samples.forEach(function (sample, n) {
      var tab = el("button", { type: "button", role: "tab", id: "sample-tab-" + n, "aria-controls": "sample-pane-" + n }, sample.label);
      var pane = el("div", { role: "tabpanel", id: "sample-pane-" + n, "aria-labelledby": "sample-tab-" + n });
      tab.addEventListener("click", function () { select(n, false); });
      tabs.push(tab);
      panes.push(pane);
      list.appendChild(tab);
      box.appendChild(pane);
    });
    list.addEventListener("keydown", function (event) {
      var n = tabs.indexOf(document.activeElement);
      if (n < 0) { return; }
      var next = event.key === "ArrowRight" ? n + 1 : event.key === "ArrowLeft" ? n - 1
        : event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : null;
      if (next === null) { return; }
      event.preventDefault();
      select((next + tabs.length) % tabs.length, true);
    });
    select(0, false);
    var wide = window.matchMedia("(min-width: 80rem)");
    function place() {
      samples.forEach(function (sample, n) {
        (wide.matches ? panes[n] : sample.home).appendChild(sample.code);
      });
      // Above the Try it form (a long one would push them out of the panel's view).
      if (wide.matches) { panel.insertBefore(box, panel.querySelector(":scope > .try-it")); } else if (box.parentNode) { box.parentNode.removeChild(box); }
    }
    place();
    if (wide.addEventListener) { wide.addEventListener("change", place); }
  }

  // --- Code samples as tabs -------------------------------------------------------------
  // An operation's samples in other languages (x-codeSamples) follow its Swift example, one
  // under another, each under its label; this turns the Swift example and the samples into
  // tabs of one panel (Swift first), the labels becoming the tabs'.
  function codeSampleTabs() {
    var samples = document.querySelector("article section.code-samples");
    if (!samples) { return; }
    var example = samples.parentNode.querySelector("section.example");
    var host = example || samples;
    var entries = [];
    var swift = example && example.querySelector("pre");
    if (swift) {
      var wrap = el("div", { id: "code-sample-swift" });
      swift.parentNode.insertBefore(wrap, swift);
      wrap.appendChild(swift);
      entries.push({ label: "Swift", pane: wrap });
    }
    var blocks = samples.querySelectorAll(".code-sample");
    for (var i = 0; i < blocks.length; i++) {
      var title = blocks[i].querySelector("h3");
      if (title) { title.parentNode.removeChild(title); }
      entries.push({ label: blocks[i].getAttribute("data-title") || "", pane: blocks[i] });
    }
    if (entries.length < 2) { return; }
    var list = el("div", { role: "tablist", "aria-label": "Code samples", "class": "sample-tabs" });
    var heading = host.querySelector("h2");
    host.insertBefore(list, heading ? heading.nextSibling : host.firstChild);
    var tabs = [];
    function select(n, focus) {
      for (var k = 0; k < tabs.length; k++) {
        tabs[k].setAttribute("aria-selected", k === n ? "true" : "false");
        tabs[k].tabIndex = k === n ? 0 : -1;
        entries[k].pane.hidden = k !== n;
      }
      if (focus) { tabs[n].focus(); }
    }
    entries.forEach(function (entry, n) {
      var tab = el("button", { type: "button", role: "tab", id: "code-tab-" + n, "aria-controls": entry.pane.id }, entry.label);
      entry.pane.setAttribute("role", "tabpanel");
      entry.pane.setAttribute("aria-labelledby", "code-tab-" + n);
      tab.addEventListener("click", function () { select(n, false); });
      tabs.push(tab);
      list.appendChild(tab);
      host.appendChild(entry.pane);
    });
    list.addEventListener("keydown", function (event) {
      var n = tabs.indexOf(document.activeElement);
      if (n < 0) { return; }
      var next = event.key === "ArrowRight" ? n + 1 : event.key === "ArrowLeft" ? n - 1
        : event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : null;
      if (next === null) { return; }
      event.preventDefault();
      select((next + tabs.length) % tabs.length, true);
    });
    select(0, false);
    if (host !== samples) { samples.parentNode.removeChild(samples); }
  }

  // --- Copy buttons --------------------------------------------------------------------
  function copyText(text, done) {
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text, done); });
    } else {
      fallbackCopy(text, done);
    }
  }
  function fallbackCopy(text, done) {
    var area = el("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try { document.execCommand("copy"); } catch (e) { /* nothing to copy to */ }
    area.remove();
    done();
  }
  function copyButtons() {
    var blocks = document.querySelectorAll("main pre");
    for (var i = 0; i < blocks.length; i++) {
      (function (pre) {
        var code = pre.querySelector("code") || pre;
        var button = el("button", { type: "button", "class": "copy-button" }, "Copy");
        button.addEventListener("click", function () {
          copyText(code.textContent, function () {
            button.textContent = "Copied";
            setTimeout(function () { button.textContent = "Copy"; }, 1500);
          });
        });
        pre.appendChild(button);
      })(blocks[i]);
    }
  }

  codeSampleTabs();
  onThisPage();
  responseSamples();
  copyButtons();
  // The tree is drawn after the page is ready, so it never holds up the first paint.
  if (document.readyState === "complete") { loadNavigation(); }
  else { window.addEventListener("load", loadNavigation); }
})();
