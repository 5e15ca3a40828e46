import { useI18n } from "@/i18n";
import type { SiteImage } from "@/lib/images";

/**
 * One of the site's images with its intrinsic size (no layout shift) and its alternative text in
 * the page's language. Lazy unless it is the page's main image, which is fetched first.
 */
export function SiteImg({ image, priority = false, className }: { image: SiteImage; priority?: boolean; className?: string }) {
  const { lang } = useI18n();
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt[lang]}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const })}
      className={className}
    />
  );
}
