// SCAFFOLD: replaced by the page's real implementation (issue 37).
export default function CardQueuePage() {
  return <section className="bo-page"><h1>CardQueuePage</h1></section>;
}
