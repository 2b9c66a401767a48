/** What a list or page shows while it loads: a labelled busy region (the one loading state of the back office). */
export function LoadingRows({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="bo-loading" role="status" aria-live="polite" aria-busy="true">
      <span className="bo-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="bo-loading__row" aria-hidden="true" />
      ))}
    </div>
  );
}
