// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function PlayerFilePage() {
  return <section className="bo-page"><h1>PlayerFilePage</h1></section>;
}
