/** The options of a select over a closed list, named by one of the shell's label sets. */
export function Options<T extends string>({ values, labels }: { values: readonly T[]; labels: Record<T, string> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </>
  );
}
