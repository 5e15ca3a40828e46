/**
 * react-style-singleton's API, in place of the package (vite.config.ts aliases it here). Radix
 * Dialog locks the page's scroll while a dialog is open (the mobile menu, the admin's dialogs)
 * with react-remove-scroll-bar, which writes a few rules measured from the scrollbar's width
 * through this API. The package puts them in a <style> element, which the site's
 * Content-Security-Policy refuses (it allows a page's own <style> by its hash, and these rules
 * vary: server/ssr/content-security-policy.ts). Here they go into a constructed stylesheet
 * adopted by the document: the CSSOM, which the policy does not restrict.
 * A browser without constructed stylesheets (Safari < 16.4, Firefox < 101) keeps the page
 * scrollable behind the dialog.
 */
import { useEffect, type FC } from "react";

type StyleSheetSingleton = { add(style: string): void; remove(): void };

const constructable = () =>
  typeof document !== "undefined" && "adoptedStyleSheets" in document && typeof CSSStyleSheet.prototype.replaceSync === "function";

/** The styles of the first `add` while any is not removed (as the package: a singleton). */
export function stylesheetSingleton(): StyleSheetSingleton {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style) {
      if (counter === 0 && constructable()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

/** A hook adding the styles while its component is mounted (again on change when `isDynamic`). */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    // The package's dependency: the styles are re-added on change only when they are dynamic.
    const key = isDynamic ? styles : false;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- as the package: `styles` counts only when dynamic
    }, [key]);
  };
}

/** A component adding its `styles` while it is mounted. */
export function styleSingleton(): FC<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  const Sheet: FC<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
