// apidocs search. The index (search-index.js, a script so it also loads from file://) is
// fetched on first use, not with the page. On the site index, whose own index lists the APIs
// built (window.APIDOCS_APIS), each API's index is loaded too, so it searches them all.
// Keys: "/" focuses the box, arrows move through the results, Enter opens one, Escape closes.
// Without scripts the form stays hidden and empty: its controls are built here, so pages do
// not carry markup only a script can use.
(function () {
  "use strict";
  var form = document.getElementById("search-form");
  if (!form) { return; }
  // A custom layout may still write the controls itself; they are kept then.
  if (!document.getElementById("search-input")) {
    form.innerHTML = '<label for="search-input" class="visually-hidden">Search</label>' +
      '<input type="search" id="search-input" name="q" autocomplete="off" spellcheck="false" placeholder="Search (press /)"' +
      ' aria-controls="search-results" aria-describedby="search-status">' +
      '<div class="search-panel" id="search-panel">' +
      '<div id="search-status" class="search-status" role="status" aria-live="polite"></div>' +
      '<ul id="search-results" class="search-results"></ul></div>';
  }
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  var panel = document.getElementById("search-panel");
  var script = document.currentScript;
  if (!form || !input || !list) { return; }
  var indexSrc = script && script.getAttribute("data-index");
  var root = document.documentElement.getAttribute("data-root") || "";
  var LIMIT = 50;
  // Kinds are one letter in the index: API, model, operation, tag, nested type, Request,
  // Response, property, parameter, enum case.
  var kindOrder = { i: 0, m: 1, o: 2, t: 3, y: 4, r: 5, s: 6, p: 7, a: 8, c: 9, v: 10 };
  var kindName = { i: "API", m: "Model", o: "Operation", t: "Tag", p: "Property", y: "Type",
                   c: "Case", r: "Request", s: "Response", a: "Parameter", v: "Changes" };
  var entries = null;     // loaded entries, or null
  var loading = false;
  var active = -1;

  function loadScript(src, done) {
    var s = document.createElement("script");
    s.src = src;
    s.onload = function () { done(true); };
    s.onerror = function () { done(false); };
    document.head.appendChild(s);
  }

  // {pages: [...], entries: [[kind, label, detail, page, anchor?, keywords?], ...]} -> entries
  // with lower-cased texts for matching; `base` is the folder the index's URLs are relative
  // to (from the page's root). A label starting with "." continues the last full label; a
  // numeric anchor is that many dot-separated parts from the end of the label.
  function add(target, index, base, api) {
    var pages = index.pages, raw = index.entries;
    var owner = "";
    for (var i = 0; i < raw.length; i++) {
      var e = raw[i];
      var label = e[1];
      if (label.charAt(0) === ".") { label = owner + label; } else { owner = label; }
      var name = label.toLowerCase();
      var anchor = e[4] || "";
      if (typeof anchor === "number") { anchor = label.split(".").slice(-anchor).join("."); }
      target.push({ kind: e[0], label: label, detail: e[2], url: base + pages[e[3]] + (anchor ? "#" + anchor : ""), api: api,
                    name: name, last: name.slice(name.lastIndexOf(".") + 1),
                    text: (label + " " + e[2] + " " + (e[5] || "") + (api ? " " + api : "")).toLowerCase() });
    }
  }
  function isIndex(value) { return !!value && Array.isArray(value.pages) && Array.isArray(value.entries); }

  function ensureIndex(then) {
    if (entries) { then(); return; }
    if (loading || !indexSrc) { return; }
    loading = true;
    setStatus("Loading the index…");
    loadScript(indexSrc, function (ok) {
      var own = window.APIDOCS_SEARCH;
      if (!ok || !isIndex(own)) {
        window.__searchError = "search index not loaded";
        setStatus("The search index could not be loaded.");
        return;
      }
      var all = [];
      add(all, own, "", "");
      var apis = Array.isArray(window.APIDOCS_APIS) ? window.APIDOCS_APIS.slice() : [];
      // One API index at a time: each sets window.APIDOCS_SEARCH, read before the next loads.
      (function next() {
        if (!apis.length) {
          entries = all;
          loading = false;
          window.__searchReady = true;
          then();
          return;
        }
        var folder = apis.shift();
        window.APIDOCS_SEARCH = null;
        loadScript(root + folder + "search-index.js", function (loaded) {
          if (loaded && isIndex(window.APIDOCS_SEARCH)) {
            add(all, window.APIDOCS_SEARCH, folder, decodeURIComponent(folder.replace(/\/$/, "")));
          }
          next();
        });
      })();
    });
  }

  function rank(entry, query) {
    if (entry.name === query || entry.last === query) { return 0; }
    if (entry.last.indexOf(query) === 0 || entry.name.indexOf(query) === 0) { return 1; }
    if (entry.name.indexOf(query) >= 0) { return 2; }
    if (entry.text.indexOf(query) >= 0) { return 3; }
    return 4;
  }

  function search(text) {
    var query = text.trim().toLowerCase();
    if (!query || !entries) { return []; }
    var terms = query.split(/\s+/);
    var found = [];
    for (var i = 0; i < entries.length; i++) {
      var entry = entries[i];
      var ok = true;
      for (var t = 0; t < terms.length; t++) {
        if (entry.text.indexOf(terms[t]) < 0) { ok = false; break; }
      }
      if (ok) { found.push({ entry: entry, rank: rank(entry, query), order: i }); }
    }
    found.sort(function (a, b) {
      return a.rank - b.rank ||
        (kindOrder[a.entry.kind] === undefined ? 20 : kindOrder[a.entry.kind]) -
        (kindOrder[b.entry.kind] === undefined ? 20 : kindOrder[b.entry.kind]) ||
        a.entry.label.length - b.entry.label.length ||
        a.order - b.order;
    });
    return found;
  }

  function setStatus(text) {
    if (status) { status.textContent = text; }
    openPanel(!!text || list.children.length > 0);
  }

  function openPanel(open) {
    if (panel) { panel.classList.toggle("open", open); }
  }

  function show(text) {
    var found = search(text);
    list.textContent = "";
    active = -1;
    found.slice(0, LIMIT).forEach(function (item, n) {
      var entry = item.entry;
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + entry.url;
      a.id = "search-result-" + n;
      var kind = document.createElement("span");
      kind.className = "result-kind";
      kind.textContent = (entry.api ? entry.api + " · " : "") + (kindName[entry.kind] || entry.kind);
      a.appendChild(kind);
      var label = document.createElement("span");
      label.className = "result-label";
      label.textContent = entry.label;
      a.appendChild(document.createTextNode(" "));
      a.appendChild(label);
      if (entry.detail) {
        a.appendChild(document.createTextNode(" "));
        var detail = document.createElement("span");
        detail.className = "result-detail";
        detail.textContent = entry.detail;
        a.appendChild(detail);
      }
      li.appendChild(a);
      list.appendChild(li);
    });
    var message = "";
    if (text.trim()) {
      if (found.length === 0) { message = "No results"; }
      else if (found.length > LIMIT) { message = "Showing " + LIMIT + " of " + found.length + " results"; }
      else { message = found.length + (found.length === 1 ? " result" : " results"); }
    }
    setStatus(message);
  }

  function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

  function highlight(at) {
    var all = links();
    all.forEach(function (a, n) { a.classList.toggle("active", n === at); });
    active = at;
    if (at >= 0 && all[at]) {
      input.setAttribute("aria-activedescendant", all[at].id);
      all[at].scrollIntoView({ block: "nearest" });
    } else {
      input.removeAttribute("aria-activedescendant");
    }
  }

  function update() { ensureIndex(function () { show(input.value); }); }

  input.addEventListener("focus", function () { ensureIndex(function () { if (input.value) { show(input.value); } }); });
  input.addEventListener("input", update);
  input.addEventListener("keydown", function (event) {
    var all = links();
    if (event.key === "ArrowDown") {
      if (all.length) { event.preventDefault(); highlight(Math.min(active + 1, all.length - 1)); }
    } else if (event.key === "ArrowUp") {
      if (all.length) { event.preventDefault(); highlight(Math.max(active - 1, -1)); }
    } else if (event.key === "Escape") {
      if (input.value) { input.value = ""; show(""); } else { input.blur(); }
      openPanel(false);
    }
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var all = links();
    var pick = all[active >= 0 ? active : 0];
    if (pick) { window.location.href = pick.href; }
  });
  document.addEventListener("click", function (event) {
    if (!form.contains(event.target)) { openPanel(false); }
  });
  form.addEventListener("focusin", function () { if (list.children.length || (status && status.textContent)) { openPanel(true); } });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
    var t = event.target;
    var tag = t && t.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || (t && t.isContentEditable)) { return; }
    event.preventDefault();
    input.focus();
    input.select();
  });

  form.hidden = false;
  window.__searchLoaded = true;
  if (input.value) { update(); }
})();
