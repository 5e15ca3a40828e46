import { describe, expect, it } from "vitest";
import { isOutsideAddress, outsideImages } from "./markdown-images";

describe("outsideImages", () => {
  it("finds inline images from another host, whatever the scheme", () => {
    expect(outsideImages("A ![team](https://cdn.example.org/t.jpg) and ![b](<http://x.org/b c.png> \"title\")")).toEqual([
      "https://cdn.example.org/t.jpg",
      "<http://x.org/b c.png>",
    ]);
    expect(outsideImages("![x](//host.example/x.png) ![y](data:image/png;base64,AA) ![z](HTTPS://X.ORG/z.png)")).toHaveLength(3);
  });

  it("accepts the site's own images and relative addresses, and links to other hosts", () => {
    expect(outsideImages("![hall](/images/hall.svg) ![up](/images/uploads/1-480.webp) ![rel](pic.png) ![up](../a.png)")).toEqual([]);
    expect(outsideImages("[a link](https://example.org) and https://example.org/x.png as text")).toEqual([]);
    expect(outsideImages("No image at all.")).toEqual([]);
  });

  it("checks reference definitions when an image uses one", () => {
    expect(outsideImages("![logo][l]\n\n[l]: https://example.org/logo.png")).toEqual(["https://example.org/logo.png"]);
    expect(outsideImages("![logo][l]\n\n[l]: /images/logo.svg")).toEqual([]);
    // Without a reference image, a link's definition may go anywhere.
    expect(outsideImages("[site][s]\n\n[s]: https://example.org")).toEqual([]);
  });

  it("sees through the spaces and controls browsers ignore in a scheme", () => {
    expect(isOutsideAddress("ht\ttps://x.org/a.png")).toBe(true);
    expect(isOutsideAddress("\\\\x.org/a.png")).toBe(true);
    expect(isOutsideAddress("images/a.png")).toBe(false);
  });
});
