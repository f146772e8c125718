// apidocs "Try it": the panel of an operation page. It is built from the request data the
// build wrote into the page (script.try-it-data), sends nothing until the reader presses Send,
// and then sends one request with fetch to the server the reader picked, and only there:
// credentials are kept in sessionStorage (localStorage only when "Remember" is ticked), never
// put into the page's address, never written to the console, redirects are not followed, and
// the page's Content-Security-Policy allows no other origin than the spec's servers.
(function () {
  "use strict";
  var section = document.getElementById("try-it");
  var dataNode = section && section.querySelector("script.try-it-data");
  if (!section || !dataNode) { return; }
  var op;
  try { op = JSON.parse(dataNode.textContent); } catch (e) { return; }

  var root = document.documentElement.getAttribute("data-root") || "";
  var apiURL = new URL(root || "./", location.href);
  var apiName = decodeURIComponent(apiURL.pathname.replace(/\/+$/, "").split("/").pop() || "");
  var serve = document.querySelector("script[data-mock], script[data-proxy]");
  var mockBase = serve && serve.getAttribute("data-mock");
  var proxyBase = serve && serve.getAttribute("data-proxy");
  var canFetch = location.protocol === "http:" || location.protocol === "https:" || location.protocol === "file:";

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) { Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); }); }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }
  var uid = 0;
  function nextID(base) { uid += 1; return "try-" + base + "-" + uid; }

  // ---- Servers -----------------------------------------------------------------------
  function expand(server, values) {
    var url = server.url;
    (server.variables || []).forEach(function (v) {
      var value = values && values[v.name] !== undefined ? values[v.name] : v["default"];
      url = url.split("{" + v.name + "}").join(value);
    });
    return url;
  }
  function originOf(url) {
    if (!/^https?:\/\//i.test(url)) { return null; }
    try { return new URL(url).origin; } catch (e) { return null; }
  }
  // Every origin a server may have: each allowed value of an enum variable, the default of a free one.
  function allowedOrigins(server) {
    var urls = [server.url];
    (server.variables || []).forEach(function (v) {
      var values = v.values && v.values.length ? v.values : [v["default"]];
      var next = [];
      urls.forEach(function (u) { values.forEach(function (value) { next.push(u.split("{" + v.name + "}").join(value)); }); });
      urls = next.slice(0, 64);
    });
    return urls.map(originOf).filter(function (o) { return !!o; });
  }
  var targets = [];
  (op.servers || []).forEach(function (server, index) {
    if (!originOf(expand(server))) { return; }
    targets.push({ kind: "direct", index: index, server: server, label: expand(server) });
  });
  if (proxyBase) {
    (op.servers || []).forEach(function (server, index) {
      if (!originOf(expand(server))) { return; }
      targets.push({ kind: "proxy", index: index, server: server, label: expand(server) + " through apidocs serve --proxy" });
    });
  }
  if (mockBase) { targets.push({ kind: "mock", label: "Mock answers (apidocs serve --mock)" }); }

  section.hidden = false;
  var body = el("div", { "class": "try-it-body" });
  section.appendChild(body);

  if (!targets.length || !canFetch) {
    var reason;
    if (!canFetch) { reason = "This page was not opened over http(s), so it cannot send requests."; }
    else if (!(op.servers || []).length) { reason = "The spec declares no server, so there is nowhere to send this request."; }
    else { reason = "The spec's servers are not absolute http(s) addresses (" + op.servers.map(function (s) { return s.url; }).join(", ") + "), so there is nowhere to send this request."; }
    body.appendChild(el("p", { "class": "try-it-disabled" }, reason));
    return;
  }

  // ---- Form -----------------------------------------------------------------------------
  var form = el("form", { "class": "try-it-form", novalidate: "" });
  form.addEventListener("submit", function (event) { event.preventDefault(); send(); });
  body.appendChild(form);

  function field(parent, labelText, input, hint) {
    var id = nextID("field");
    input.id = id;
    var row = el("div", { "class": "try-it-field" });
    row.appendChild(el("label", { "for": id }, labelText));
    row.appendChild(input);
    if (hint) {
      var hintID = id + "-hint";
      row.appendChild(el("p", { "class": "try-it-hint", id: hintID }, hint));
      input.setAttribute("aria-describedby", hintID);
    }
    parent.appendChild(row);
    return input;
  }
  function group(title) {
    var set = el("fieldset", { "class": "try-it-group" });
    set.appendChild(el("legend", null, title));
    form.appendChild(set);
    return set;
  }
  function select(options, value) {
    var s = el("select");
    options.forEach(function (o) {
      var option = el("option", { value: o.value }, o.label);
      if (o.value === value) { option.selected = true; }
      s.appendChild(option);
    });
    return s;
  }

  // Server picker and variables.
  var serverGroup = group("Server");
  var serverSelect = field(serverGroup, "Send to", select(targets.map(function (t, i) { return { value: String(i), label: t.label }; }), "0"));
  var variableBox = el("div");
  serverGroup.appendChild(variableBox);
  var variableInputs = {};
  function drawVariables() {
    variableBox.textContent = "";
    variableInputs = {};
    var target = targets[Number(serverSelect.value)];
    if (!target.server) { return; }
    (target.server.variables || []).forEach(function (v) {
      var input = v.values && v.values.length
        ? select(v.values.map(function (x) { return { value: x, label: x }; }), v["default"])
        : el("input", { type: "text", value: v["default"] || "", spellcheck: "false" });
      variableInputs[v.name] = field(variableBox, "Server variable " + v.name, input);
    });
  }
  drawVariables();
  serverSelect.addEventListener("change", function () { drawVariables(); update(); });

  // Parameters.
  var paramInputs = [];
  var params = (op.parameters || []).filter(function (p) { return p["in"] !== "form"; });
  if (params.length) {
    var paramGroup = group("Parameters");
    params.forEach(function (p) {
      var input;
      if (p.values && p.values.length) {
        input = select([{ value: "", label: p.required ? "(choose)" : "(not sent)" }].concat(p.values.map(function (v) { return { value: v, label: v }; })), p.required ? (p.example || p.values[0]) : "");
      } else if (p.type === "boolean") {
        input = select([{ value: "", label: p.required ? "(choose)" : "(not sent)" }, { value: "true", label: "true" }, { value: "false", label: "false" }], p.required ? (p.example || "true") : "");
      } else {
        input = el("input", { type: p.type === "integer" || p.type === "number" ? "number" : "text", spellcheck: "false" });
        if (p.type === "integer") { input.setAttribute("step", "1"); }
        if (p.type === "number") { input.setAttribute("step", "any"); }
        if (p.example !== undefined) { input.setAttribute("placeholder", p.example); }
        if (p.required && p.example !== undefined) { input.value = p.example; }
      }
      if (p.required) { input.setAttribute("aria-required", "true"); input.required = true; }
      var label = p.name + " (" + p["in"] + ", " + (p.format ? p.type + " " + p.format : p.type) + (p.required ? ", required" : "") + ")";
      var hint = p["in"] === "cookie" ? "A browser cannot set cookies for another site: this value goes into the curl command only." : null;
      paramInputs.push({ param: p, input: field(paramGroup, label, input, hint) });
    });
  }

  // Body.
  var bodyInput = null, mediaSelect = null;
  var formFields = (op.parameters || []).filter(function (p) { return p["in"] === "form"; });
  var bodies = op.bodies || [];
  if (bodies.length) {
    var bodyGroup = group("Request body" + (op.bodyRequired ? " (required)" : ""));
    mediaSelect = field(bodyGroup, "Media type", select(bodies.map(function (b, i) { return { value: String(i), label: b.mediaType }; }), "0"));
    bodyInput = field(bodyGroup, "Body", el("textarea", { rows: "8", spellcheck: "false" }),
      "Form and multipart bodies are written as a JSON object of their fields.");
    var fill = function () { var b = bodies[Number(mediaSelect.value)]; bodyInput.value = b.sample || (isForm(b.mediaType) ? "{}" : ""); };
    fill();
    mediaSelect.addEventListener("change", function () { fill(); update(); });
  } else if (formFields.length) {
    bodies = [{ mediaType: "application/x-www-form-urlencoded" }];
    var fieldsGroup = group("Form fields");
    formFields.forEach(function (p) {
      paramInputs.push({ param: p, input: field(fieldsGroup, p.name + (p.required ? " (required)" : ""), el("input", { type: "text", value: p.required && p.example ? p.example : "" })) });
    });
  }
  function isForm(media) { return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(media); }

  // Credentials.
  var storagePrefix = "apidocs:" + apiName + ":";
  var credentialInputs = [];
  var remember = null;
  function stored(key) {
    try { return localStorage.getItem(storagePrefix + key) || sessionStorage.getItem(storagePrefix + key) || ""; } catch (e) { return ""; }
  }
  function keep(key, value) {
    try {
      var persistent = remember && remember.checked;
      (persistent ? localStorage : sessionStorage).setItem(storagePrefix + key, value);
      (persistent ? sessionStorage : localStorage).removeItem(storagePrefix + key);
    } catch (e) { /* storage unavailable: the value lives in the form only */ }
  }
  if ((op.credentials || []).length) {
    var authGroup = group("Authentication");
    op.credentials.forEach(function (c) {
      var secret = function (labelText, key, hint) {
        var input = el("input", { type: "password", autocomplete: "off", spellcheck: "false" });
        input.value = stored(c.scheme + ":" + key);
        input.addEventListener("input", function () { keep(c.scheme + ":" + key, input.value); });
        return field(authGroup, labelText, input, hint);
      };
      if (c.kind === "apiKey" && (c["in"] === "header" || c["in"] === "query")) {
        credentialInputs.push({ credential: c, value: secret(c.scheme + ": API key (" + c["in"] + " " + c.name + ")", "key") });
      } else if (c.kind === "apiKey") {
        authGroup.appendChild(el("p", { "class": "try-it-hint" }, c.scheme + ": the API key goes in a cookie, which a browser cannot set for another site; use the curl command."));
        credentialInputs.push({ credential: c, value: null });
      } else if (c.kind === "basic") {
        var user = secret(c.scheme + ": user name", "user");
        credentialInputs.push({ credential: c, user: user, value: secret(c.scheme + ": password", "password") });
      } else if (c.kind === "bearer") {
        credentialInputs.push({ credential: c, value: secret(c.scheme + ": token (Authorization: Bearer)", "token", "For OAuth 2 and OpenID Connect, paste an access token.") });
      } else {
        authGroup.appendChild(el("p", { "class": "try-it-hint" }, c.scheme + ": this kind of credential cannot be entered here."));
      }
    });
    remember = el("input", { type: "checkbox" });
    try { remember.checked = !!localStorage.getItem(storagePrefix + "remember"); } catch (e) { remember.checked = false; }
    var rememberRow = el("div", { "class": "try-it-check" });
    var rememberID = nextID("remember");
    remember.id = rememberID;
    rememberRow.appendChild(remember);
    rememberRow.appendChild(el("label", { "for": rememberID }, "Remember on this device (otherwise kept for this tab only)"));
    authGroup.appendChild(rememberRow);
    remember.addEventListener("change", function () {
      try {
        if (remember.checked) { localStorage.setItem(storagePrefix + "remember", "1"); } else { localStorage.removeItem(storagePrefix + "remember"); }
      } catch (e) { /* storage unavailable */ }
      credentialInputs.forEach(function (entry) {
        if (entry.value) { entry.value.dispatchEvent(new Event("input")); }
        if (entry.user) { entry.user.dispatchEvent(new Event("input")); }
      });
    });
  }

  var sendButton = el("button", { type: "submit", "class": "try-it-send" }, "Send request");
  form.appendChild(sendButton);

  // ---- The request -----------------------------------------------------------------------
  function envName(text) { return text.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "") || "SECRET"; }

  // {url, origin, method, headers: [[name, value, secret?]], body, error}
  function build() {
    var target = targets[Number(serverSelect.value)];
    var values = {};
    Object.keys(variableInputs).forEach(function (k) { values[k] = variableInputs[k].value; });
    var base, origin;
    if (target.kind === "mock") {
      base = location.origin + mockBase + encodeURIComponent(apiName);
      origin = location.origin;
    } else if (target.kind === "proxy") {
      base = location.origin + proxyBase + encodeURIComponent(apiName) + "/" + target.index;
      origin = location.origin;
    } else {
      base = expand(target.server, values);
      origin = originOf(base);
      if (!origin || allowedOrigins(target.server).indexOf(origin) < 0) {
        return { error: "These server variables make an address outside the spec's servers (" + base + "); the panel sends only to the servers the spec declares." };
      }
    }
    var path = op.path, query = [], headers = [], missing = [];
    paramInputs.forEach(function (entry) {
      var p = entry.param, value = entry.input.value;
      if (value === "") { if (p.required) { missing.push(p.name); } return; }
      if (p["in"] === "path") { path = path.split("{" + p.name + "}").join(encodeURIComponent(value)); }
      else if (p["in"] === "query") { query.push([p.name, value]); }
      else if (p["in"] === "header") { headers.push([p.name, value]); }
    });
    if (missing.length) { return { error: "Fill in the required " + (missing.length > 1 ? "parameters " : "parameter ") + missing.join(", ") + "." }; }
    var secrets = [];
    credentialInputs.forEach(function (entry) {
      var c = entry.credential;
      if (!entry.value || !entry.value.value) { return; }
      if (c.kind === "apiKey" && c["in"] === "header") { headers.push([c.name, entry.value.value, envName(c.scheme)]); }
      else if (c.kind === "apiKey" && c["in"] === "query") { query.push([c.name, entry.value.value, envName(c.scheme)]); }
      else if (c.kind === "bearer") { headers.push(["Authorization", "Bearer " + entry.value.value, envName(c.scheme), "Bearer "]); }
      else if (c.kind === "basic") {
        var pair = (entry.user ? entry.user.value : "") + ":" + entry.value.value;
        var utf8 = new TextEncoder().encode(pair), bin = "";
        utf8.forEach(function (b) { bin += String.fromCharCode(b); });
        headers.push(["Authorization", "Basic " + btoa(bin), envName(c.scheme), "basic"]);
      }
      secrets.push(c.scheme);
    });
    if (op.accept) { headers.unshift(["Accept", op.accept]); }
    var bodyText = null, media = null;
    if (bodies.length && (bodyInput ? bodyInput.value.trim() !== "" : formFields.length)) {
      media = bodies[mediaSelect ? Number(mediaSelect.value) : 0].mediaType;
      bodyText = bodyInput ? bodyInput.value : null;
      if (!bodyInput) {
        var fields = {};
        paramInputs.forEach(function (entry) { if (entry.param["in"] === "form" && entry.input.value !== "") { fields[entry.param.name] = entry.input.value; } });
        bodyText = JSON.stringify(fields);
      }
      if (!/^multipart\//i.test(media)) { headers.push(["Content-Type", media]); }
    } else if (op.bodyRequired) {
      return { error: "This operation needs a request body." };
    }
    var search = query.map(function (q) { return encodeURIComponent(q[0]) + "=" + encodeURIComponent(q[1]); }).join("&");
    var url = base.replace(/\/+$/, "") + path + (search ? "?" + search : "");
    if (new URL(url).origin !== origin) { return { error: "The request would leave the server you picked; it is not sent." }; }
    var variableHeader = target.kind === "proxy" && Object.keys(values).length
      ? Object.keys(values).map(function (k) { return encodeURIComponent(k) + "=" + encodeURIComponent(values[k]); }).join("&") : null;
    if (variableHeader) { headers.push(["X-Apidocs-Server-Variables", variableHeader]); }
    return { url: url, origin: origin, method: op.method, headers: headers, query: query, base: base, path: path, body: bodyText, media: media };
  }

  function formBody(text, media) {
    var object = JSON.parse(text || "{}");
    if (/^multipart\//i.test(media)) {
      var data = new FormData();
      Object.keys(object).forEach(function (k) { data.append(k, typeof object[k] === "string" ? object[k] : JSON.stringify(object[k])); });
      return data;
    }
    var params = new URLSearchParams();
    Object.keys(object).forEach(function (k) { params.append(k, typeof object[k] === "string" ? object[k] : JSON.stringify(object[k])); });
    return params;
  }

  // ---- curl and Swift ----------------------------------------------------------------------
  function shellQuote(text) { return "'" + String(text).split("'").join("'\\''") + "'"; }
  function curl(r) {
    if (r.error) { return "# " + r.error; }
    var search = r.query.map(function (q) {
      return encodeURIComponent(q[0]) + "=" + (q[2] ? "'\"$" + q[2] + "\"'" : encodeURIComponent(q[1]));
    }).join("&");
    var lines = ["curl -X " + r.method + " " + shellQuote(r.base.replace(/\/+$/, "") + r.path + (search ? "?" + search : ""))];
    r.headers.forEach(function (h) {
      if (h[3] === "basic") { lines.push("  -u \"$" + h[2] + "_USER:$" + h[2] + "_PASSWORD\""); return; }
      lines.push("  -H " + (h[2] ? "\"" + h[0] + ": " + (h[3] || "") + "$" + h[2] + "\"" : shellQuote(h[0] + ": " + h[1])));
    });
    if (r.body !== null && r.media) {
      if (isForm(r.media)) {
        var flag = /^multipart\//i.test(r.media) ? "-F " : "--data-urlencode ";
        try {
          var object = JSON.parse(r.body || "{}");
          Object.keys(object).forEach(function (k) { lines.push("  " + flag + shellQuote(k + "=" + (typeof object[k] === "string" ? object[k] : JSON.stringify(object[k])))); });
        } catch (e) { lines.push("  # the body is not a JSON object of form fields"); }
      } else {
        lines.push("  --data-raw " + shellQuote(r.body));
      }
    }
    return lines.join(" \\\n");
  }

  function swiftString(text) {
    if (/[\n"\\]/.test(text)) {
      var hashes = "#";
      while (text.indexOf("\"" + hashes) >= 0) { hashes += "#"; }
      return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes;
    }
    return "\"" + text + "\"";
  }
  function swiftLiteral(p, value) {
    if (p.values && p.values.length) { return ".init(rawValue: " + swiftString(value) + ")!"; }
    if (p.type === "integer" && /^-?\d+$/.test(value)) { return value; }
    if (p.type === "number" && value !== "" && !isNaN(Number(value))) { return value; }
    if (p.type === "boolean" && (value === "true" || value === "false")) { return value; }
    return swiftString(value);
  }
  function swift(r) {
    if (r.error) { return "// " + r.error; }
    var s = op.swift || {};
    var filled = paramInputs.filter(function (e) { return e.param.swift && e.input.value !== "" && e.param["in"] !== "form"; });
    var media = bodies.length ? bodies[mediaSelect ? Number(mediaSelect.value) : 0] : null;
    var lines = [];
    var bodyExpr = null;
    if (r.body !== null && media && media.swiftType && /json/i.test(media.mediaType)) {
      lines.push("let body = try JSONDecoder().decode(" + media.swiftType + ".self, from: Data(" + swiftString(r.body) + ".utf8))");
      bodyExpr = "body";
    }
    if (s.flavour === "swaggen") {
      var args = filled.map(function (e) { return e.param.swift + ": " + swiftLiteral(e.param, e.input.value); });
      if (bodyExpr) { args.push("body: " + bodyExpr); }
      lines.push("let request = " + s.target + "(" + args.join(", ") + ")");
      lines.push((s.client || "APIClient.default") + ".makeRequest(request) { apiResponse in");
      lines.push("    print(apiResponse.result)");
      lines.push("}");
    } else {
      var parts = { path: "path", query: "query", header: "headers", cookie: "cookies" };
      var groups = {};
      filled.forEach(function (e) {
        var part = parts[e.param["in"]];
        (groups[part] = groups[part] || []).push(e.param.swift + ": " + swiftLiteral(e.param, e.input.value));
      });
      var callArgs = (s.inputParts || []).filter(function (part) { return part === "body" ? !!bodyExpr : !!groups[part]; }).map(function (part) {
        return part === "body" ? "body: .json(" + bodyExpr + ")" : part + ": .init(" + groups[part].join(", ") + ")";
      });
      lines.push("let response = try await client." + s.target + "(" + callArgs.join(", ") + ")");
      lines.push("print(response)");
    }
    return lines.join("\n");
  }

  // ---- Output ------------------------------------------------------------------------------
  var previews = el("div", { "class": "try-it-previews" });
  body.appendChild(previews);
  function preview(title) {
    var box = el("div", { "class": "try-it-preview" });
    box.appendChild(el("h3", null, title));
    var pre = el("pre", { tabindex: "0" });
    var code = el("code");
    pre.appendChild(code);
    box.appendChild(pre);
    previews.appendChild(box);
    return code;
  }
  var curlCode = preview("curl");
  var swiftCode = preview("Swift");
  swiftCode.className = "language-swift";
  var result = el("div", { "class": "try-it-result", role: "status", "aria-live": "polite" });
  body.appendChild(result);

  function update() {
    var r = build();
    curlCode.textContent = curl(r);
    swiftCode.textContent = swift(r);
  }
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  update();

  function show(parts) {
    result.textContent = "";
    parts.forEach(function (p) { result.appendChild(p); });
  }
  function pretty(text, type) {
    if (/json/i.test(type || "")) {
      try { return JSON.stringify(JSON.parse(text), null, 2); } catch (e) { return text; }
    }
    return text;
  }

  var sending = false;
  function send() {
    if (sending) { return; }
    var r = build();
    if (r.error) { show([el("p", { "class": "try-it-error" }, r.error)]); return; }
    var init = { method: r.method, headers: {}, redirect: "manual", credentials: "omit", cache: "no-store", referrerPolicy: "no-referrer" };
    r.headers.forEach(function (h) { init.headers[h[0]] = h[1]; });
    if (r.body !== null && r.method !== "GET" && r.method !== "HEAD") {
      try { init.body = isForm(r.media) ? formBody(r.body, r.media) : r.body; }
      catch (e) { show([el("p", { "class": "try-it-error" }, "The body is not a JSON object of form fields.")]); return; }
    }
    sending = true;
    sendButton.disabled = true;
    show([el("p", null, "Sending…")]);
    var started = performance.now();
    fetch(r.url, init).then(function (res) {
      var ms = Math.round(performance.now() - started);
      if (res.type === "opaqueredirect") {
        show([el("p", { "class": "try-it-error" }, "The server answered with a redirect (after " + ms + " ms). The panel does not follow redirects, so that credentials reach only the server you picked.")]);
        return;
      }
      return res.text().then(function (text) {
        var status = el("p", { "class": "try-it-status" });
        status.appendChild(el("strong", null, res.status + (res.statusText ? " " + res.statusText : "")));
        status.appendChild(document.createTextNode(" in " + ms + " ms"));
        var headerList = el("dl", { "class": "try-it-headers" });
        var names = [];
        res.headers.forEach(function (value, name) { names.push([name, value]); });
        names.sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; });
        names.forEach(function (h) { headerList.appendChild(el("dt", null, h[0])); headerList.appendChild(el("dd", null, h[1])); });
        var pre = el("pre", { tabindex: "0", "class": "try-it-response" });
        pre.appendChild(el("code", null, pretty(text, res.headers.get("content-type"))));
        show([status, el("h3", null, "Response headers"), headerList, el("h3", null, "Response body"), pre]);
      });
    }).catch(function () {
      show([el("p", { "class": "try-it-error" }, "No answer could be read from " + r.origin + ": the browser blocked the response (the server does not allow this page's origin, CORS) or the server could not be reached." + (proxyBase ? " Pick the server \"through apidocs serve --proxy\" to send it from apidocs serve instead." : " Run apidocs serve --proxy to send requests to your own API from apidocs serve instead."))]);
    }).then(function () {
      sending = false;
      sendButton.disabled = false;
    });
  }
})();
