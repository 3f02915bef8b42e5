"use strict";
(function () {
  const data = window.MEDIAKIND_REPORT;
  const details = {};
  const waiting = {};
  const pageSize = 120;
  const el = (tag, attrs, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") node.className = v; else if (k === "text") node.textContent = v; else node.setAttribute(k, v);
    }
    for (const c of children) if (c) node.append(c);
    return node;
  };
  const bytes = (n) => n >= 1e9 ? (n / 1e9).toFixed(1) + " GB" : n >= 1e6 ? (n / 1e6).toFixed(1) + " MB" : n >= 1e3 ? (n / 1e3).toFixed(1) + " kB" : n + " B";

  function bars(title, counts, limit) {
    const card = el("div", { class: "card" }, el("h3", { text: title }));
    const max = Math.max(1, ...counts.map((c) => c.count));
    for (const c of counts.slice(0, limit || 12)) {
      const fill = el("span", { class: "fill" });
      fill.style.width = (50 * c.count / max) + "%";
      if (!c.count) fill.style.minWidth = "0";
      card.append(el("div", { class: "bar" }, el("span", { class: "label", text: c.label, title: c.label }), fill, el("span", { text: String(c.count) })));
    }
    if (counts.length > (limit || 12)) card.append(el("div", { class: "bar", text: "… " + (counts.length - (limit || 12)) + " more" }));
    return card;
  }

  /// The capture-date chart: one bar per month (per year over a long span), scaled to the
  /// largest dated bucket, an axis of first, middle and last labels, and undated assets as a
  /// count apart.
  function timeline(t) {
    const unit = t.unit === "year" ? "year" : "month";
    const card = el("div", { class: "card wide" }, el("h3", { text: "Capture dates (per " + unit + ")" }));
    const max = Math.max(1, ...t.buckets.map((c) => c.count));
    if (t.buckets.length) {
      const strip = el("div", { class: "timeline", role: "img", "aria-label": "Assets per " + unit + ", " + t.buckets[0].label + " to " + t.buckets[t.buckets.length - 1].label });
      for (const c of t.buckets) {
        const column = el("div", { title: c.label + ": " + c.count });
        column.style.height = (c.count ? Math.max(2, 100 * c.count / max) : 0) + "%";
        strip.append(column);
      }
      const axis = el("div", { class: "axis" });
      const ticks = [0, Math.floor((t.buckets.length - 1) / 2), t.buckets.length - 1].filter((v, i, a) => a.indexOf(v) === i);
      for (const i of ticks) axis.append(el("span", { text: t.buckets[i].label }));
      card.append(el("div", { class: "scale", text: "max " + max + " per " + unit }), strip, axis);
    } else {
      card.append(el("p", { class: "muted", text: "No capture dates." }));
    }
    if (t.undated) card.append(el("p", { class: "undated", text: "Undated: " + t.undated + (t.undated === 1 ? " asset" : " assets") }));
    return card;
  }

  function summary() {
    document.getElementById("subtitle").textContent = data.root + " · " + data.files + " files · " + data.assets.length + " assets · " + data.tool;
    const section = document.getElementById("summary");
    section.append(el("h2", { text: "Summary" }));
    const cards = el("div", { class: "cards" });
    cards.append(bars("Media types", data.mediaTypes), bars("Formats (UTI)", data.formats), bars("Subtypes", data.subtypes), bars("File sizes", data.sizeHistogram));
    cards.append(timeline(data.timeline));
    if (data.failures.length) cards.append(bars("Unreadable files", data.failures.map((p) => ({ label: p, count: 1 }))));
    section.append(cards);
  }

  function check() {
    if (!data.check) return;
    const section = document.getElementById("check");
    section.hidden = false;
    section.append(el("h2", { text: "Check findings" }), el("p", { text: data.checkSummary || "" }));
    const columns = ["kind", "path", "rule / field", "check", "value", "limit / expected", "message"];
    const table = el("table", { class: "findings" }, el("tr", { class: "head" }, ...columns.map((c) => el("th", { text: c }))));
    for (const f of data.check) {
      const cells = [f.kind, f.path, f.rule, f.check, f.value, f.limit, f.message];
      table.append(el("tr", {}, ...cells.map((v, i) => el("td", {
        text: v == null ? "" : String(v), "data-label": columns[i], class: i === 0 || i === 3 ? "short" : "",
      }))));
    }
    section.append(el("div", { class: "scroll" }, table));
  }

  function tile(index) {
    const a = data.assets[index];
    const title = a.thumb ? a.name : a.name + " (no preview: " + (a.thumbError || "none") + ")";
    const button = el("button", { class: "tile" + (a.burstCount > 1 ? " stack" : ""), type: "button", "data-index": String(index), title: title });
    if (a.thumb) {
      button.append(el("img", { src: a.thumb, loading: "lazy", alt: a.name, decoding: "async" }));
    } else {
      button.append(el("div", { class: "none", text: a.mediaType + "\n" + a.name }));
    }
    if (a.live) button.append(el("span", { class: "badge", text: "LIVE" }));
    else if (a.rawPair) button.append(el("span", { class: "badge", text: "RAW+JPEG" }));
    else if (a.mediaType === "video" && a.duration) button.append(el("span", { class: "badge", text: a.duration.toFixed(1) + " s" }));
    if (a.burstCount > 1) button.append(el("span", { class: "badge right", text: a.burstCount + " frames" }));
    button.addEventListener("click", () => show(index));
    return button;
  }

  function fill(grid, members, more) {
    const start = grid.childElementCount;
    for (const index of members.slice(start, start + pageSize)) grid.append(tile(index));
    more.hidden = grid.childElementCount >= members.length;
  }

  /// Each grid's members (indices into data.assets), filled a page at a time when it nears
  /// the viewport.
  const members = new Map();
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) { observer.unobserve(e.target); e.target.dispatchEvent(new Event("mk-fill")); }
  }, { rootMargin: "400px" });

  /// A block's grid of tiles and its "Show more" button.
  function grid(assets, attrs) {
    const node = el("div", Object.assign({ class: "grid" }, attrs));
    const more = el("button", { class: "more", type: "button", text: "Show more" });
    more.hidden = true;
    members.set(node, assets);
    more.addEventListener("click", () => fill(node, assets, more));
    node.addEventListener("mk-fill", () => fill(node, assets, more));
    if (assets.length) observer.observe(node);
    return [node, more];
  }

  const count = (n) => el("span", { class: "count", "data-count": String(n), text: String(n) });

  function albums() {
    const section = document.getElementById("albums");
    section.append(el("h2", { text: "Smart albums" }));
    for (const album of data.albums) {
      const header = el("h2", {}, document.createTextNode(album.title), count(album.count));
      section.append(el("div", { class: "album", id: "album-" + album.name, "data-subtype": String(album.subtype) }, header, ...grid(album.assets, { "data-album": album.name })));
    }
  }

  /// User albums and folders, in tree order: a folder's title ends with "/", what is inside
  /// it is indented (at most four steps, so a deep tree still fits a phone).
  function collections() {
    if (!data.collections || !data.collections.length) return;
    const section = document.getElementById("collections");
    section.hidden = false;
    section.append(el("h2", { text: "Albums" }));
    data.collections.forEach((c, i) => {
      const folder = c.kind === "folder";
      const header = el(folder ? "h3" : "h2", {}, document.createTextNode(folder ? c.title + "/" : c.title), count(c.count));
      const where = c.stored ? (folder ? "stored folder" : "stored album") : c.path;
      if (where) header.append(el("span", { class: "where", text: where }));
      const block = el("div", { class: folder ? "user-folder" : "user-album", id: "collection-" + i, "data-depth": String(c.depth) }, header);
      if (c.depth) block.classList.add("nested");
      block.style.marginLeft = Math.min(c.depth, 4) * 14 + "px";
      if (!folder) block.append(...grid(c.assets || [], { "data-collection": String(i) }));
      section.append(block);
    });
  }

  const resolvers = {};
  function loadChunk(chunk) {
    if (details[chunk]) return Promise.resolve(details[chunk]);
    if (!waiting[chunk]) {
      waiting[chunk] = new Promise((resolve, reject) => {
        resolvers[chunk] = resolve;
        const script = el("script", { src: "details/" + chunk + ".js" });
        script.onerror = () => reject(new Error("cannot load details/" + chunk + ".js"));
        document.body.append(script);
      });
    }
    return waiting[chunk];
  }
  window.MEDIAKIND_DETAILS = (chunk, list) => {
    details[chunk] = list;
    if (resolvers[chunk]) resolvers[chunk](list);
  };

  function show(index) {
    const a = data.assets[index];
    const panel = document.getElementById("detail");
    const body = document.getElementById("detail-body");
    body.replaceChildren(el("h2", { text: a.name }));
    if (a.thumb) body.append(el("img", { src: a.thumb, alt: a.name }));
    body.append(el("p", { text: a.thumb ? "Preview: " + (a.thumbSource || "") : "No preview: " + (a.thumbError || "") }));
    panel.hidden = false;
    loadChunk(a.chunk).then((list) => {
      const entry = list[index - a.chunk * data.chunkSize];
      body.append(el("h3", { text: "Asset record" }), el("pre", { text: JSON.stringify(entry.asset, null, 2) }));
      for (const file of entry.files) {
        body.append(el("h3", { text: "File " + file.path }));
        if (file.evidence && file.evidence.length) {
          const table = el("table", {}, el("tr", {}, el("th", { text: "subtype" }), el("th", { text: "evidence (--explain)" })));
          for (const ev of file.evidence) table.append(el("tr", {}, el("td", { text: ev.subtype || "" }), el("td", { text: JSON.stringify(ev) })));
          body.append(table);
        }
        body.append(el("pre", { text: JSON.stringify(file, null, 2) }));
      }
    }, (error) => body.append(el("p", { text: String(error) })));
  }
  document.getElementById("close").addEventListener("click", () => { document.getElementById("detail").hidden = true; });

  /// Renders every album's grid in full with eager images (for a browser test or a print).
  window.MediaKindReport = {
    renderAll() {
      for (const node of document.querySelectorAll(".grid")) {
        const assets = members.get(node) || [];
        const more = node.nextElementSibling;
        while (node.childElementCount < assets.length) fill(node, assets, more);
      }
      for (const img of document.querySelectorAll("img")) img.loading = "eager";
    },
  };

  summary();
  check();
  albums();
  collections();
})();
