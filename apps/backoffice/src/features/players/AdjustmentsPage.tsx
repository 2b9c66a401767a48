// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function AdjustmentsPage() {
  return <section className="bo-page"><h1>AdjustmentsPage</h1></section>;
}
