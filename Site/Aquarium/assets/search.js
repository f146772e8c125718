// apidocs search: runs in the page over window.APIDOCS_SEARCH (search-index.js, loaded with
// <script src> so it also works from file://). Without scripts the form stays hidden.
(function () {
  "use strict";
  var form = document.getElementById("search-form");
  var input = document.getElementById("search-input");
  var list = document.getElementById("search-results");
  var status = document.getElementById("search-status");
  if (!form || !input || !list) { return; }
  var index = window.APIDOCS_SEARCH;
  if (!Array.isArray(index)) {
    window.__searchError = "search index not loaded";
    return;
  }
  var root = document.documentElement.getAttribute("data-root") || "";
  var LIMIT = 50;
  var kindOrder = { api: 0, model: 1, operation: 2, tag: 3, property: 4 };
  var kindName = { api: "API", model: "Model", operation: "Operation", tag: "Tag", property: "Property" };
  // [kind, label, detail, url, keywords] plus lower-cased texts for matching.
  var entries = index.map(function (e) {
    return { kind: e[0], label: e[1], detail: e[2], url: e[3],
             name: e[1].toLowerCase(), text: (e[1] + " " + e[2] + " " + e[4]).toLowerCase() };
  });

  function rank(entry, query) {
    var name = entry.name;
    var last = name.slice(name.lastIndexOf(".") + 1);
    if (name === query || last === query) { return 0; }
    if (name.indexOf(query) === 0 || last.indexOf(query) === 0) { return 1; }
    if (name.indexOf(query) >= 0) { return 2; }
    return 3;
  }

  function search(text) {
    var query = text.trim().toLowerCase();
    if (!query) { return []; }
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
        (kindOrder[a.entry.kind] || 9) - (kindOrder[b.entry.kind] || 9) ||
        a.entry.label.length - b.entry.label.length ||
        a.order - b.order;
    });
    return found;
  }

  function show(text) {
    var found = search(text);
    list.textContent = "";
    found.slice(0, LIMIT).forEach(function (item) {
      var entry = item.entry;
      var li = document.createElement("li");
      var a = document.createElement("a");
      a.href = root + entry.url;
      var kind = document.createElement("span");
      kind.className = "result-kind";
      kind.textContent = kindName[entry.kind] || entry.kind;
      a.appendChild(kind);
      a.appendChild(document.createTextNode(" " + entry.label));
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
    if (status) {
      if (!text.trim()) { status.textContent = ""; }
      else if (found.length === 0) { status.textContent = "No results"; }
      else if (found.length > LIMIT) { status.textContent = "Showing " + LIMIT + " of " + found.length + " results"; }
      else { status.textContent = found.length + (found.length === 1 ? " result" : " results"); }
    }
  }

  function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

  input.addEventListener("input", function () { show(input.value); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") {
      var all = links();
      if (all.length) { event.preventDefault(); all[0].focus(); }
    } else if (event.key === "Escape") {
      input.value = "";
      show("");
    }
  });
  list.addEventListener("keydown", function (event) {
    var all = links();
    var at = all.indexOf(document.activeElement);
    if (at < 0) { return; }
    if (event.key === "ArrowDown" && at + 1 < all.length) {
      event.preventDefault(); all[at + 1].focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (at > 0) { all[at - 1].focus(); } else { input.focus(); }
    } else if (event.key === "Escape") {
      event.preventDefault(); input.focus();
    }
  });
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var first = list.querySelector("a");
    if (first) { window.location.href = first.href; }
  });

  form.hidden = false;
  if (input.value) { show(input.value); }
  window.__searchReady = true;
})();
