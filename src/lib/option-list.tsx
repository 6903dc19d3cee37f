/** A select's options: the leading one (a placeholder or 'All ...'), then each choice. */
export function OptionList({
  leading,
  options,
}: {
  leading: { value: string; label: string };
  options: readonly { value: string; label: string }[];
}) {
  return (
    <>
      <option value={leading.value}>{leading.label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
