import type { UploadedImage } from "@shared/api-types";
import { langAttribute, pickLocalized } from "@shared/localized";
import { useI18n } from "@/i18n";

/**
 * An image an administrator uploaded (docs/rules.md R35): its WebP copies in `srcset` (the browser picks
 * the width the layout needs, `sizes`), its intrinsic size (no layout shift) and its alternative
 * text in the page's language — or the other one, named by `lang`, while a translation is missing.
 * Like SiteImg: lazy unless it is the page's main image, which is fetched first (React then
 * preloads it from the page's head, with the same srcset).
 */
export function UploadedImg({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: {
  image: UploadedImage;
  alt: { en: string; fr: string } | null;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { lang } = useI18n();
  const text = pickLocalized(alt, lang);
  const largest = image.variants[image.variants.length - 1];
  if (!largest) return null;
  const height = Math.round((largest.width * image.height) / image.width);
  return (
    <img
      src={largest.url}
      srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(", ")}
      sizes={sizes}
      width={largest.width}
      height={height}
      alt={text.text}
      lang={langAttribute(text, lang)}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      className={className}
    />
  );
}
