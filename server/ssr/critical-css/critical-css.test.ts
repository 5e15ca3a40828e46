import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createStyleSplitter } from ".";

/** A page whose only element has these classes (as React writes them). */
const pageOf = (classes: string) => `<div class="${escapeHtml(classes)}"></div>`;

/**
 * The styles of a page for a stylesheet that can only be pruned (a class rule outside any layer,
 * a condition around a layer…: see createStyleSplitter), so its rest is the whole stylesheet.
 */
function pruneFor(css: string, html: string): string {
  const { inline, restKey } = createStyleSplitter(css).forPage(html);
  expect(restKey, "a stylesheet that is only pruned").toBeNull();
  return inline;
}
const prune = (css: string, classes = "") => pruneFor(css, pageOf(classes));
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the page's classes", () => {
  it("reads every token of every class attribute, decoding character references", () => {
    const html = `<!doctype html><html class="dark"><body><div class="a  b\n\tc" data-class="not-this"><svg CLASS='icon'></svg>
      <p id="x"class=unquoted>text class="in-text" (harmless)</p><a class="[&amp;_a]:underline [&quot;x&quot;] &#x27;q&#39; &lt;&gt;"></a></div></body></html>`;
    const found = ['["x"]', "'q'", "<>", "[&_a]:underline", "a", "b", "c", "dark", "icon", "in-text", "unquoted"];
    // A rule for each class, its name escaped as CSS writes it: kept exactly for the classes found.
    const rule = (name: string) => `.${name.replace(/[^\w-]/g, (c) => `\\${c}`)}{x:1}`;
    const css = [...found, "not-this", "x", "q", "&amp;_a", "class", "CLASS"].map(rule).join("");
    expect(pruneFor(css, html)).toBe(found.map(rule).join(""));
  });
});

describe("pruning a stylesheet for a page", () => {
  it("keeps what is not a class rule: element, attribute, universal selectors, :root, @property, @keyframes, @font-face…", () => {
    const css = [
      "@charset \"utf-8\";",
      "@import url(x.css) layer(x);",
      "@layer theme,base,components,utilities;",
      "@property --tw-x{syntax:\"*\";inherits:false;initial-value:0}",
      ":root,:host{--c:red}",
      "*,:after,:before{box-sizing:border-box}",
      "html,body{margin:0}",
      "a{color:inherit}",
      "[hidden]:where(:not([hidden=until-found])){display:none!important}",
      "::placeholder{opacity:1}",
      "::-webkit-search-decoration{-webkit-appearance:none}",
      "button,input:where([type=button]){appearance:button}",
      "@font-face{font-family:X;src:url(x.woff2)}",
      "@keyframes spin{to{transform:rotate(360deg)}}",
      "@-webkit-keyframes spin{50.5%{opacity:.5}}",
      "@page{margin:1cm}",
      "@counter-style thumbs{system:cyclic;symbols:\"👍\"}",
    ].join("");
    expect(prune(css)).toBe(css);
  });

  it("keeps a class rule when one of its selectors has all its classes in the page", () => {
    const css = ".a{x:1}.b{x:2}.a.b{x:3}.a .b{x:4}.a>.c{x:5}.c,.a{x:6}.c,p{x:7}.c,.d{x:8}p.a{x:9}.c~*{x:10}";
    expect(prune(css, "a b")).toBe(".a{x:1}.b{x:2}.a.b{x:3}.a .b{x:4}.c,.a{x:6}.c,p{x:7}p.a{x:9}");
    expect(prune(css, "")).toBe(".c,p{x:7}");
    expect(prune(css, "a b c d")).toBe(css);
  });

  it("does not need the classes under :not(); needs those common to all the arguments of :is(), :where(), :has()", () => {
    const css = [
      ".a:not(.b){x:1}",
      ":not(.z){x:2}",
      ":where(.space-y-4>:not(:last-child)){x:3}",
      ":where(.a,.b){x:4}",
      ":is(.a .c,.c){x:5}",
      ".a:has(.z){x:6}",
      ".a:has(>.b,:checked){x:7}",
      ":is(){x:8}",
      ".a:nth-child(2n of .z){x:9}",
      "::slotted(.z){x:10}",
      ":host(.z){x:11}",
      ".group-hover\\:x:is(:where(.group):hover *){x:12}",
    ].join("");
    expect(prune(css, "a")).toBe(".a:not(.b){x:1}:not(.z){x:2}:where(.a,.b){x:4}.a:has(>.b,:checked){x:7}:is(){x:8}.a:nth-child(2n of .z){x:9}::slotted(.z){x:10}:host(.z){x:11}");
    expect(prune(css, "space-y-4 c group-hover:x group")).toContain(":where(.space-y-4>:not(:last-child)){x:3}:where(.a,.b){x:4}:is(.a .c,.c){x:5}");
    expect(prune(css, "group-hover:x")).not.toContain("group-hover");
    expect(prune(css, "group-hover:x group")).toContain(".group-hover\\:x:is(:where(.group):hover *){x:12}");
  });

  it("compares class names with their escapes decoded (Tailwind's variants, fractions, arbitrary values, hex escapes)", () => {
    const rules = {
      "md:grid-cols-2": "@media (min-width:48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}",
      "w-1/2": ".w-1\\/2{width:50%}",
      "mt-0.5": ".mt-0\\.5{margin-top:calc(var(--spacing) * .5)}",
      "[&_a]:underline": ".\\[\\&_a\\]\\:underline a{text-decoration-line:underline}",
      "w-[min(20rem,85vw)]": ".w-\\[min\\(20rem\\,85vw\\)\\]{width:min(20rem,85vw)}",
      "hover:bg-x": "@media (hover:hover){.hover\\:bg-x:hover{background:red}}",
      "peer-checked:x": ".peer-checked\\:x:is(:where(.peer):checked~*){color:red}",
      "10": ".\\31 0{z-index:10}",
      "1x": ".\\000031x{z-index:1}",
      "-mt-4": ".-mt-4{margin-top:-1rem}",
      "café": ".caf\\e9{x:1}",
      "a{b": ".a\\{b{x:1}",
    };
    const css = Object.values(rules).join("");
    for (const [name, rule] of Object.entries(rules)) {
      const classes = name === "peer-checked:x" ? `${name} peer` : name;
      expect(prune(css, classes), name).toBe(rule);
    }
    expect(prune(css, "hover:bg-y md:grid-cols-3 w-1 [&_b]:underline")).toBe("");
  });

  it("keeps only the kept children of @media, @supports, @container and @layer blocks, nested or not, and drops the empty ones", () => {
    const css =
      "@layer utilities{.a{x:1}.b{x:2}@media (min-width:40rem){.a{x:3}.b{x:4}@supports (display:grid){.b{x:5}}}" +
      "@container card (min-width:20rem){.b{x:6}}@supports (color:lab(0% 0 0)){.a{x:7}}}" +
      "@media print{.b{x:8}}@media screen{@layer utilities{.a{x:9}}}";
    expect(prune(css, "a")).toBe(
      "@layer utilities{.a{x:1}@media (min-width:40rem){.a{x:3}}@supports (color:lab(0% 0 0)){.a{x:7}}}@media screen{@layer utilities{.a{x:9}}}",
    );
    expect(prune(css, "b")).toBe(
      "@layer utilities{.b{x:2}@media (min-width:40rem){.b{x:4}@supports (display:grid){.b{x:5}}}@container card (min-width:20rem){.b{x:6}}}@media print{.b{x:8}}",
    );
    expect(prune(css, "a b")).toBe(css);
    expect(prune("@media print{ .a{x:1} /* end */ }p{x:2}", "")).toBe("p{x:2}");
    expect(prune("@media print{ .a{x:1} /* end */ }p{x:2}", "a")).toBe("@media print{ .a{x:1} /* end */ }p{x:2}");
  });

  it("keeps @layer statements, and leaves one in place of an emptied layer block that set the layer order", () => {
    const css = "@layer a,b;@layer c{.x{x:1}}@layer a{.x{x:2}}@layer d{.y{x:3}}@layer c{.x{x:4}}@layer{.x{x:5}}@media print{@layer e{.x{x:6}}}@layer e{.x{x:7}}";
    // (A layer first declared under a condition keeps its statement there, and is declared again outside.)
    expect(prune(css, "y")).toBe("@layer a,b;@layer c;@layer d{.y{x:3}}@media print{@layer e;}@layer e;");
    expect(prune(css, "x")).toBe(css.replace("@layer d{.y{x:3}}", "@layer d;"));
    // Nested layers: the order of the sublayers within their layer is kept too.
    expect(prune("@layer a{@layer b{.x{x:1}}@layer c{p{x:2}}}", "")).toBe("@layer a{@layer b;@layer c{p{x:2}}}");
    expect(prune("@layer a{.x{x:1}}.y{x:2}", "")).toBe("@layer a;");
  });

  it("is not fooled by braces, commas, quotes and at-signs in strings, comments, url() and escapes", () => {
    const css = [
      '.a{content:"}{,.b{"}',
      ".b{content:'it\\'s } .c{'}",
      '[data-x=".b{,"] .c{x:1}',
      "/* } .a{ @media { */.b{x:2}",
      ".c{background:url(data:image/svg+xml;utf8,<svg>{}</svg>)}",
      '.c{background:url( "x}.png" )}',
      ".b{x:/* } */3}",
      '@media (min-width:40rem){.a{content:"@media{"}.c{x:4}}',
      '@supports (content:"}"){.b{x:5}}',
      ".c\\}{x:6}",
      ".a{x:calc(1px}+2px)}",
    ];
    const css1 = css.join("");
    expect(prune(css1, "a")).toBe(
      '.a{content:"}{,.b{"}@media (min-width:40rem){.a{content:"@media{"}}.a{x:calc(1px}+2px)}',
    );
    expect(prune(css1, "b")).toBe(".b{content:'it\\'s } .c{'}/* } .a{ @media { */.b{x:2}.b{x:/* } */3}@supports (content:\"}\"){.b{x:5}}");
    expect(prune(css1, "c")).toBe('[data-x=".b{,"] .c{x:1}.c{background:url(data:image/svg+xml;utf8,<svg>{}</svg>)}.c{background:url( "x}.png" )}@media (min-width:40rem){.c{x:4}}');
    expect(prune(css1, "c}")).toBe(".c\\}{x:6}");
    // An unquoted url() may hold braces and quotes; an escaped brace is no brace; a newline ends a string.
    expect(prune(".a{background:url(x}.png)}.b{background:url(a{'b.png)}.c{x:1}", "c")).toBe(".c{x:1}");
    expect(prune("@media print{.c\\}{x:\\{}.d{x:1}}.e{x:1}", "d e")).toBe("@media print{.d{x:1}}.e{x:1}");
    expect(prune('.b{content:"abc\n;x:1}.a{x:2}', "a")).toBe(".a{x:2}");
  });

  it("keeps a style rule with CSS nesting whole, or drops it whole", () => {
    const css = ".card{color:red;&:hover{color:blue}.dark &{color:white}@media (min-width:40rem){padding:1rem;.x{y:1}}}.y{x:1}";
    expect(prune(css, "card")).toBe(".card{color:red;&:hover{color:blue}.dark &{color:white}@media (min-width:40rem){padding:1rem;.x{y:1}}}");
    expect(prune(css, "y x dark")).toBe(".y{x:1}");
  });

  it("keeps the whitespace and comments of a formatted stylesheet with the rules they precede", () => {
    const css = `/*! license */
@layer base {
  html { color: black; }
}

/* Buttons */
.btn { padding: 1rem; }

@media (min-width: 40rem) {
  /* wide buttons */
  .btn-wide { padding: 2rem; }
  .btn { padding: 1.5rem; }
}
`;
    expect(prune(css, "btn btn-wide")).toBe(css);
    expect(prune(css, "btn")).toBe(`/*! license */
@layer base {
  html { color: black; }
}

/* Buttons */
.btn { padding: 1rem; }

@media (min-width: 40rem) {
  .btn { padding: 1.5rem; }
}
`);
    expect(prune(css, "")).toBe(`/*! license */
@layer base {
  html { color: black; }
}
`);
  });

  it("keeps what it cannot parse as it is (unclosed blocks at the end, stray semicolons)", () => {
    expect(prune("@media print{;.a{x:1};.b{x:2}", "b")).toBe("@media print{;.b{x:2}");
    // In a block, a `}` (or `;`) before any `{` ends a broken rule; the block ends there, as in a browser.
    expect(prune("@media print{.x .y}.b{x:1}", "b")).toBe("@media print{.x .y}.b{x:1}");
    expect(prune("@media print{color:red;.a{x:1}}", "a")).toBe("@media print{color:red;.a{x:1}}");
    expect(prune(".a{x:1}.b{x:2", "a")).toBe(".a{x:1}");
    expect(prune(".a{x:1}.b{x:2", "b")).toBe(".b{x:2");
    expect(prune('.a{content:"x', "a")).toBe('.a{content:"x');
  });
});

/** A stylesheet split for a page whose only element has these classes: its inline styles and its rest. */
function split(css: string, classes = "") {
  const splitter = createStyleSplitter(css);
  const { inline, restKey } = splitter.forPage(`<div class="${escapeHtml(classes)}"></div>`);
  return { inline, restKey, rest: restKey === null ? null : splitter.rest(restKey) };
}

/**
 * The rules of the sublayers (`@layer a0{…}`…) of one layer in the texts, joined in the order of
 * their numbers: the cascade order of the page's styles followed by their rest.
 */
function inSublayerOrder(layer: string, ...texts: string[]): string {
  const blocks = texts.flatMap((text) =>
    [...text.matchAll(new RegExp(`@layer ${layer}\\{`, "g"))].map((match) => {
      let depth = 1;
      let i = match.index + match[0].length;
      for (; depth > 0; i++) depth += text[i] === "{" ? 1 : text[i] === "}" ? -1 : 0;
      return text.slice(match.index + match[0].length, i - 1);
    }),
  );
  const sublayers = blocks.flatMap((block) => [...block.matchAll(/@layer ([a-z])(\d+)\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}/g)]);
  return sublayers
    .map((match) => ({ n: match[1]!.charCodeAt(0) * 1e6 + Number(match[2]), rules: match[3]! }))
    .sort((a, b) => a.n - b.n)
    .map((sublayer) => sublayer.rules)
    .join("");
}

describe("splitting a stylesheet into a page's styles and the rest", () => {
  const css = "@layer base{*{margin:0}.prose{x:0}}@layer utilities{.a{x:1}.b{x:2}.c{x:3}@media (min-width:40rem){.a{x:4}.b{x:5}}.d{x:6}}@keyframes k{to{x:1}}";

  it("puts a layer's rules in sublayers by level, declared in the page's styles in the stylesheet's order", () => {
    const { inline, rest, restKey } = split(css, "a c");
    expect(restKey).toMatch(/^[\w-]+$/);
    expect(inline).toBe(
      "@layer base{@layer a0,b0;@layer a0{*{margin:0}}}" +
        "@layer utilities{@layer a0,a1;@layer a0{.a{x:1}}@layer a1{.c{x:3}@media (min-width:40rem){.a{x:4}}}}" +
        "@keyframes k{to{x:1}}",
    );
    // A rule for the page that follows one of the rest setting the same property goes a level up (.c after .b).
    expect(rest).toBe("@layer base{@layer b0{.prose{x:0}}}@layer utilities{@layer a0{.b{x:2}}@layer a1{@media (min-width:40rem){.b{x:5}}.d{x:6}}}");
    // Taken in the order of the sublayers (in one, the page's styles first), the two halves are the stylesheet's rules in their order.
    expect(inSublayerOrder("base", inline, rest!)).toBe("*{margin:0}.prose{x:0}");
    expect(inSublayerOrder("utilities", inline, rest!)).toBe(".a{x:1}.b{x:2}.c{x:3}@media (min-width:40rem){.a{x:4}}@media (min-width:40rem){.b{x:5}}.d{x:6}");
  });

  it("orders the sublayers by specificity first, so that a more specific rule still wins over a later one", () => {
    const sheet =
      "@layer u{.a{x:1}.h:hover{x:2}:where(.s>*){x:3}.b{x:4}.p ::marker,.p::marker{x:5}.f:focus{x:6}.c:is(#i,.j){x:7}.n:not(.m,p){x:8}}";
    const { inline, rest } = split(sheet, "a f");
    // :where() weighs nothing; (0,1,0) .a .b; (0,1,1) ::marker; (0,2,0) :hover, :focus, :not(.m); (1,1,0) :is(#i).
    expect(inline).toBe("@layer u{@layer a0,b0,c0,d0,d1,e0;@layer b0{.a{x:1}}@layer d1{.f:focus{x:6}}}");
    expect(rest).toBe("@layer u{@layer a0{:where(.s>*){x:3}}@layer b0{.b{x:4}}@layer c0{.p ::marker,.p::marker{x:5}}@layer d0{.h:hover{x:2}}@layer d1{.n:not(.m,p){x:8}}@layer e0{.c:is(#i,.j){x:7}}}");
  });

  it("declares a layer with nothing for the page, and leaves nothing to load for a page using every rule", () => {
    expect(split(css, "").inline).toBe("@layer base{@layer a0,b0;@layer a0{*{margin:0}}}@layer utilities{@layer a0;}@keyframes k{to{x:1}}");
    const all = split(css, "prose a b c d");
    expect(all.rest).toBe("");
    expect(inSublayerOrder("utilities", all.inline)).toBe(".a{x:1}.b{x:2}.c{x:3}@media (min-width:40rem){.a{x:4}.b{x:5}}.d{x:6}");
  });

  it("numbers the levels of a layer across its blocks, declared in its first one", () => {
    const { inline, rest } = split("@layer u{.a{x:1}.b{x:2}}p{x:0}@layer u{.c{x:3}.a{x:4}}", "a");
    // (.a{x:4} follows .b and .c of the rest, which set x too: it goes on the second level.)
    expect(inline).toBe("@layer u{@layer a0,a1;@layer a0{.a{x:1}}}p{x:0}@layer u{@layer a1{.a{x:4}}}");
    expect(rest).toBe("@layer u{@layer a0{.b{x:2}}}@layer u{@layer a0{.c{x:3}}}");
  });

  it("puts a rule for the page above a rule of the rest before it that could set the same property, and no higher", () => {
    const levels = (text: string) => [...text.matchAll(/@layer (a\d+)\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => `${m[1]}:${m[2]}`);
    const sheet =
      "@layer u{.m{margin:0}.mt{margin-top:1px}.pl{padding-left:0}.px{padding-inline:1px}.t{top:0}.i{inset:1px}" +
      ".v{--tw-x:0}.w{--tw-y:1}.lh{line-height:1}.f{font:12px serif}.ws{white-space:nowrap}.tw{text-wrap:balance}" +
      ".c{color:red}.bg{background:red}.mw{max-width:1px}.wd{width:2px}.m2{margin:2px}.mt2{margin-top:2px}}";
    // Each rule for the page follows one of the rest: margin-top after margin, padding-inline after
    // padding-left, inset after top, font after line-height, text-wrap after white-space, width after max-width...
    const { inline, rest } = split(sheet, "mt px i w f tw bg wd mt2");
    expect(levels(inline)).toEqual([
      // ...but a custom property after another one, or background after color, sets nothing in common.
      "a0:.w{--tw-y:1}.bg{background:red}",
      "a1:.mt{margin-top:1px}.px{padding-inline:1px}.i{inset:1px}.f{font:12px serif}.tw{text-wrap:balance}.wd{width:2px}",
      // margin: 2px came after margin-top: 1px, and margin-top: 2px after it.
      "a2:.mt2{margin-top:2px}",
    ]);
    expect(levels(rest!)).toEqual([
      "a0:.m{margin:0}.pl{padding-left:0}.t{top:0}.v{--tw-x:0}.lh{line-height:1}.ws{white-space:nowrap}.c{color:red}.mw{max-width:1px}",
      "a1:.m2{margin:2px}",
    ]);

    // A rule whose property it cannot read (an escaped name), or `all`, could set any property.
    const unknown = split("@layer u{.a{color:red}.e{\\77idth:1px}.b{margin:0}.q{\\77idth:2px}.o{padding:0}.z{all:unset}.y{color:blue}}", "e o y");
    expect(levels(unknown.inline)).toEqual(["a1:.e{\\77idth:1px}", "a2:.o{padding:0}", "a3:.y{color:blue}"]);
    expect(levels(unknown.rest!)).toEqual(["a0:.a{color:red}", "a1:.b{margin:0}.q{\\77idth:2px}", "a2:.z{all:unset}"]);
  });

  it("groups properties into families that share what they set", () => {
    const same = [
      ["margin", "margin-top", "margin-inline-start"],
      ["padding-left", "padding-inline", "padding"],
      ["top", "inset", "inset-inline", "left"],
      ["gap", "row-gap", "column-gap", "grid-gap"],
      ["columns", "column-count"],
      ["font", "line-height", "font-size"],
      ["white-space", "text-wrap", "white-space-collapse", "text-wrap-mode"],
      ["width", "inline-size", "max-height", "min-block-size"],
      ["place-items", "align-items", "justify-self"],
      ["overflow", "overflow-x", "overflow-wrap", "word-wrap"],
      ["border", "border-top-color", "border-radius", "border-inline-width"],
      ["-webkit-line-clamp", "line-clamp", "max-lines"],
      ["break-before", "page-break-before"],
      ["-webkit-backdrop-filter", "backdrop-filter"],
    ];
    // A rule for the page setting `later` after a rule of the rest setting `earlier`: a level up
    // when the two may set the same value, on the same level otherwise.
    const overrides = (earlier: string, later: string) => {
      const { inline } = split(`@layer u{.p{${earlier}:0}.q{${later}:0}}`, "q");
      expect(inline, `${earlier} then ${later}`).toMatch(/@layer a[01]\{\.q\{/);
      return inline.includes("@layer a1{.q{");
    };
    for (const group of same) {
      for (const earlier of group) for (const later of group) expect(overrides(earlier, later), `${earlier} then ${later}`).toBe(true);
    }
    // `all` sets every property.
    expect(overrides("color", "all")).toBe(true);
    expect(overrides("all", "color")).toBe(true);
    expect(overrides("--tw-ring-color", "--tw-ring-color")).toBe(true);
    expect(overrides("--Tw-X", "--tw-x")).toBe(false);
    expect(overrides("color", "background-color")).toBe(false);
    expect(overrides("width", "margin")).toBe(false);
    expect(overrides("margin", "padding")).toBe(false);
  });

  it("only prunes, the rest being the whole stylesheet, when sublayers could change the cascade", () => {
    for (const [sheet, why] of [
      [".a{x:1}@layer u{.b{x:2}}", "a class rule outside any layer"],
      ["@media print{@layer u{.a{x:1}}}", "a layer under a condition"],
      ["@layer{.a{x:1}}", "an anonymous layer"],
      ["@layer u{@layer v{.a{x:1}}.b{x:2}}", "a nested layer"],
      ["@layer u{@layer v;.a{x:1}}", "a nested layer statement"],
      ["@layer u{.a{x:1!important}.b{x:2 ! important}}", "two important declarations"],
      ["@layer u{.a,.b p{x:1}.b{x:2}}", "selectors of different specificity"],
      ["@layer u{.a{x:1;&:hover{x:2}}.b{x:2}}", "nested rules"],
      ["@layer u{.a:nth-child(2 of .c){x:1}.b{x:2}}", "a selector it cannot weigh"],
    ]) {
      const { inline, restKey } = split(sheet!, "b");
      expect(restKey, why).toBeNull();
      expect(inline, why).toBe(prune(sheet!, "b"));
    }
    expect(split("@layer u{.a{x:1!important}.b{x:2}}", "b").restKey).not.toBeNull();
  });

  it("gives no rest for a key that no page could have", () => {
    const splitter = createStyleSplitter(css);
    const { restKey } = splitter.forPage('<p class="a">');
    expect(splitter.rest(restKey!)).not.toBeNull();
    for (const key of ["", "AAAA", "A", "Ag==", "A/", "../x", `${restKey}A`]) expect(splitter.rest(key), key).toBeNull();
  });
});

const assetsDir = path.join(import.meta.dirname, "../../../dist/client/assets");
const builtCss = existsSync(assetsDir) ? readdirSync(assetsDir).find((file) => file.endsWith(".css")) : undefined;

describe("the built stylesheet", () => {
  const skipUnlessBuilt = (skip: (condition: boolean, note?: string) => void) =>
    skip(!builtCss, "No stylesheet in dist/client/assets: run `npm run build` to test the built one.");
  const read = () => readFileSync(path.join(assetsDir, builtCss!), "utf8");

  it("is split for a small page: the rules of its classes in the page, the others in its rest", ({ skip }) => {
    skipUnlessBuilt(skip);
    const css = read();
    const { inline, rest } = split(css, "flex md:grid-cols-2 text-brand");
    expect(inline.length).toBeLessThan(css.length / 2);
    for (const selector of ["\\.flex", "\\.md\\\\:grid-cols-2", "\\.text-brand"]) {
      const rule = new RegExp(`${selector}\\{[^}]*\\}`).exec(css)?.[0];
      expect(rule, selector).toBeDefined();
      expect(inline).toContain(rule);
      expect(rest).not.toContain(rule);
    }
    expect(inline).toMatch(/@media \(min-width:48rem\)\{\.md\\:grid-cols-2\{[^}]*\}\}/);
    expect(inline).not.toContain(".grid-cols-2{");
    expect(rest).toContain(".grid-cols-2{");
    expect(inline).toContain("@property --tw-");
    expect(inline).toContain("@keyframes");
    // Pruning the page's styles again keeps all of them (a stylesheet the parser reads the same way;
    // with its sublayers, it can only be pruned).
    expect(prune(inline, "flex md:grid-cols-2 text-brand")).toBe(inline);
  });

  it("is kept whole, byte for byte, for a page with every class it mentions", ({ skip }) => {
    skipUnlessBuilt(skip);
    const css = read();
    const classes = new Set([...css.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1")));
    expect(classes.size).toBeGreaterThan(100);
    expect(split(css, [...classes].join(" ")).rest).toBe("");
    // A rule outside any layer first: the stylesheet is only pruned, the page's styles are its text.
    expect(prune(`.not-in-the-page{x:1}${css}`, [...classes].join(" "))).toBe(css);
  });

  it("writes a 60 KB page's styles once for its set of rules, then reads them for every page like it", ({ skip }) => {
    skipUnlessBuilt(skip);
    const css = read();
    const names = [...new Set([...css.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1")))];
    // Like a real page: components repeated with the same classes (here combinations of 5 of the
    // stylesheet's classes, at least 100 and enough to cover all of them as the stylesheet grows), around text.
    const combinations = Math.max(100, Math.ceil(names.length / 5));
    const attributes = Array.from({ length: combinations }, (_, i) => [0, 1, 2, 3, 4].map((k) => names[(i * 5 + k) % names.length]!).join(" "));
    let html = "<!doctype html><html lang=\"fr\"><body>";
    // At least 60 KB, and every combination at least once (the stylesheet grows with the admin's styles).
    for (let i = 0; html.length < 60_000 || i < combinations; i++) {
      html += `<div class="${escapeHtml(attributes[i % combinations]!)}"><a href="/fr/events/${i}" class="text-brand">Un événement n°${i}</a>`;
      html += `<p class="mt-2 text-sm">Le ${i} mai, à Dakar : une rencontre autour du projet.</p></div>\n`;
    }
    const written: string[] = [];
    const splitter = createStyleSplitter(css, { written: (part) => written.push(part) });
    const { inline, restKey } = splitter.forPage(html);
    // Every class rule of the stylesheet is the page's: nothing is left for its rest.
    expect(splitter.rest(restKey!)).toBe("");
    expect(written).toEqual(["inline", "rest"]);
    // The page's styles are written once for its set of rules: each page of the kind then only
    // reads its classes (a page's time is one pass over its HTML and the rules' names).
    for (let i = 0; i < 100; i++) expect(splitter.forPage(html)).toEqual({ inline, restKey });
    expect(written).toEqual(["inline", "rest"]);
    // Another set of classes is written once more, then read as well.
    const other = "<!doctype html><html><body><p class=\"mt-2 text-sm\">Bonjour</p></body></html>";
    for (let i = 0; i < 3; i++) splitter.forPage(other);
    expect(written).toEqual(["inline", "rest", "inline"]);
  });
});
