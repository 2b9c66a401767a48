// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function DashboardPage() {
  return <section className="bo-page"><h1>DashboardPage</h1></section>;
}
