/** A spinner while data loads; screen readers hear `label` ("Loading..."). */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16">
      <svg viewBox="0 0 24 24" className="h-10 w-10 animate-spin text-brand" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}
