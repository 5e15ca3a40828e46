/** The test provider's visible notice (docs/rules.md R11): nothing real is charged here. */
export function TestModeNotice({ title, text }: { title: string; text: string }) {
  return (
    <div role="note" className="rounded-md border-l-4 border-accent bg-amber-50 p-4 text-slate-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm text-slate-800">{text}</p>
    </div>
  );
}
