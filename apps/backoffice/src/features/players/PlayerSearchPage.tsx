// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function PlayerSearchPage() {
  return <section className="bo-page"><h1>PlayerSearchPage</h1></section>;
}
