// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function AuditPage() {
  return <section className="bo-page"><h1>AuditPage</h1></section>;
}
