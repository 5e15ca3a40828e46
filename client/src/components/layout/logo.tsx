/** The foundation's mark: a rising path between two hands of a bridge. */
export function LogoMark({ className = "h-9 w-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" fill="#1A1A2E" />
      <path d="M7 29c4-9 9-13 13-13s9 4 13 13" fill="none" stroke="#F4B942" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M12 29v-6M20 29v-9M28 29v-6" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="20" cy="10" r="3" fill="#F4B942" />
    </svg>
  );
}
